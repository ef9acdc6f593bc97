import Foundation
import Gemini
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The fingerprints of the capsule's owners, kept in step with
/// `capsule.conf`: when the file changes (`gempaper authorize`, a claim,
/// an edit by hand), the next check reads its `owners` again, so a running
/// capsule knows a new owner at once, without a restart or a signal.
public final class OwnerList: Sendable {
    private struct State {
        var fingerprints: Set<String>
        var stamp: FileStamp?
    }

    private let configPath: String?
    private let state: Mutex<State>
    private let errorLog: @Sendable (String) -> Void

    /// Owners `fingerprints`, re-read from `configPath` (when given) whenever that file changes.
    public init(
        _ fingerprints: Set<String>, configPath: String? = nil, errorLog: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.configPath = configPath
        self.errorLog = errorLog
        state = Mutex(State(fingerprints: fingerprints, stamp: configPath.flatMap(FileStamp.init(path:))))
    }

    /// The fingerprints as they stand now.
    public var fingerprints: Set<String> {
        refresh()
        return state.withLock { $0.fingerprints }
    }

    /// Whether `certificate` (its own fingerprint, or its public key's) is an owner's.
    public func contains(_ certificate: ClientCertificate) -> Bool {
        let owners = fingerprints
        return owners.contains(certificate.fingerprint) || owners.contains(certificate.publicKeyFingerprint)
    }

    /// Adds `fingerprint` in memory (after a claim wrote it to the file).
    func insert(_ fingerprint: String) {
        state.withLock { _ = $0.fingerprints.insert(fingerprint) }
    }

    /// Reads `owners` again when the file changed since the last look; a
    /// file that does not parse keeps the owners known so far (and says so).
    private func refresh() {
        guard let configPath else { return }
        let current = FileStamp(path: configPath)
        let changed = state.withLock { state -> Bool in
            guard state.stamp != current else { return false }
            state.stamp = current
            return true
        }
        guard changed, current != nil else { return }
        do {
            let reader = ConfigReader(try ConfigFile.load(path: configPath))
            let owners = try CapsuleSettings.fingerprints(reader.string("owners") ?? "") { bad in
                .badInput("owners: '\(bad)' is not a SHA-256 fingerprint")
            }
            state.withLock { $0.fingerprints = owners }
        } catch {
            errorLog("\(configPath) changed but its owners cannot be read (\(error)); the owners stay as they were")
        }
    }
}

/// What identifies one version of a file: its inode, size and modification time.
struct FileStamp: Equatable, Sendable {
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}
