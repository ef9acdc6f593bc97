import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// How many wrong claim codes each client address may still type: a few at
/// once, then one more every few minutes. Counted per address (an IPv4
/// address, or an IPv6 /64), never per code, so that strangers guessing
/// cannot wear out the code the owner is about to type. A code has 31^12
/// possible values: at this pace no one finds it before it expires.
final class ClaimGuesses: Sendable {
    private struct Allowance {
        var tries: Double
        var updated: Date
    }

    /// Wrong codes an address may type in a row.
    let tries: Int
    /// Seconds after which an address may try once more.
    let refillSeconds: TimeInterval
    private let allowances = Mutex<[String: Allowance]>([:])

    /// `tries` wrong codes in a row, then one more per `refillSeconds`.
    init(tries: Int = 5, refillSeconds: TimeInterval = 600) {
        self.tries = tries
        self.refillSeconds = refillSeconds
    }

    /// nil when `address` may type a code now, else the whole seconds it must wait.
    func wait(for address: String, now: Date = Date()) -> Int? {
        allowances.withLock { table in
            let left = current(table[Self.group(of: address)], now: now)
            return left >= 1 ? nil : max(1, Int(((1 - left) * refillSeconds).rounded(.up)))
        }
    }

    /// Counts a wrong code from `address`; returns the whole tries it has left.
    @discardableResult
    func wrong(from address: String, now: Date = Date()) -> Int {
        allowances.withLock { table in
            let key = Self.group(of: address)
            let left = max(0, current(table[key], now: now) - 1)
            table[key] = Allowance(tries: left, updated: now)
            if table.count > 4096 { table = table.filter { current($0.value, now: now) < Double(tries) } }
            return Int(left)
        }
    }

    private func current(_ allowance: Allowance?, now: Date) -> Double {
        guard let allowance else { return Double(tries) }
        let refilled = max(0, now.timeIntervalSince(allowance.updated)) / refillSeconds
        return min(Double(tries), allowance.tries + refilled)
    }

    /// The group an address counts in: an IPv4 address itself, the /64 of an
    /// IPv6 address (one household or server has a whole /64).
    static func group(of address: String) -> String {
        var v6 = in6_addr()
        guard address.contains(":"), inet_pton(AF_INET6, address, &v6) == 1 else { return address }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        return stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":") + "::/64"
    }
}
