import Foundation
import Problems

#if canImport(Glibc)
import Glibc
#endif

/// The one-time code that lets a new client certificate become an owner:
/// `gempaper claim` makes one, `/claim` takes it once. It lives in a file
/// beside `capsule.conf` (`capsule.conf.claim`, mode 0600) until it is used
/// or expires. Wrong guesses do not wear it out (strangers could burn it
/// so): `ClaimGuesses` limits them per client address instead.
public struct ClaimCode: Sendable {
    /// What a code typed at `/claim` amounted to.
    public enum Redemption: Sendable, Equatable {
        /// The code was right; it is used up now.
        case accepted
        /// The code was wrong; it stays for the right one.
        case wrong
        /// There is no code waiting (never made, used or expired).
        case noneOpen
    }

    /// The file holding the code.
    public let path: String

    /// The claim belonging to the configuration at `configPath`.
    public init(configPath: String) {
        path = configPath + ".claim"
    }

    /// Makes a new code valid for `lifetime` seconds, replacing any earlier
    /// one, and returns it as people type it (`k7qm-4xwp-r2hd`).
    public func create(lifetime: TimeInterval, now: Date = Date()) throws -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = Array(Self.alphabet)
        let plain = String((0..<12).map { _ in letters[Int(generator.next(upperBound: UInt32(letters.count)))] })
        let expiry = Int64((now.timeIntervalSince1970 + lifetime).rounded(.up))
        let lock = try FileLock(folderOf: path)
        defer { lock.release() }
        try store(code: plain, expiry: expiry)
        return stride(from: 0, to: 12, by: 4).map { start in
            String(plain.dropFirst(start).prefix(4))
        }.joined(separator: "-")
    }

    /// Checks `typed` against the waiting code. When it is right, the code
    /// is taken (no one else can use it meanwhile), `accept` runs, and the
    /// code is used up; an `accept` that throws puts the code back.
    public func redeem(_ typed: String, now: Date = Date(), accept: () throws -> Void = {}) throws -> Redemption {
        let taken = path + ".taken-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        do {
            let lock = try FileLock(folderOf: path)
            defer { lock.release() }
            guard let data = FileManager.default.contents(atPath: path) else { return .noneOpen }
            // `CODE EXPIRY` (files written before guesses were counted per address add a third field).
            let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2, let expiry = Int64(fields[1]), Double(expiry) > now.timeIntervalSince1970 else {
                unlink(path)
                return .noneOpen
            }
            guard Self.constantTimeEqual(Self.normalize(typed), String(fields[0])) else { return .wrong }
            guard rename(path, taken) == 0 else {
                throw Problem.permanent("cannot use \(path)", hint: "check that the folder of capsule.conf is writable")
            }
        }
        do {
            try accept()
        } catch {
            rename(taken, path)
            throw error
        }
        unlink(taken)
        return .accepted
    }

    /// Throws the code away.
    public func cancel() {
        unlink(path)
    }

    private func store(code: String, expiry: Int64) throws {
        let temporary = path + ".new-\(getpid())"
        guard FileManager.default.createFile(
            atPath: temporary, contents: Data("\(code) \(expiry)\n".utf8),
            attributes: [.posixPermissions: 0o600]), rename(temporary, path) == 0
        else {
            unlink(temporary)
            throw Problem.permanent("cannot write \(path)", hint: "check that the folder of capsule.conf is writable")
        }
    }

    /// Letters and digits that cannot be mistaken for one another.
    private static let alphabet = "23456789abcdefghjkmnpqrstuvwxyz"

    /// `text` as stored: lower case, without spaces and dashes.
    private static func normalize(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" })
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
