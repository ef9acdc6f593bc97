import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// The sample capsule.conf, every setting commented out with its default:
/// what `gempaper serve --init` writes. Built into the binary from the
/// repository's `capsule.conf`, so that an installed gempaper has it too.
enum SampleConfiguration {
    /// The file's text.
    static var text: String { String(decoding: PackageResources.capsule_conf, as: UTF8.self) }

    /// Writes the sample to `path`, which must not exist yet, and says what next.
    static func write(to path: String, console: Console) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == EEXIST {
                throw Problem(
                    .conflict, "\(path) already exists",
                    hint: "edit it, or move it away to have a fresh one written")
            }
            throw Problem.permanent(
                "cannot write \(path): \(String(cString: strerror(failure)))", hint: "check the folder and its permissions")
        }
        defer { close(descriptor) }
        let bytes = PackageResources.capsule_conf
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            unlink(path)
            throw Problem.permanent("cannot write \(path)", hint: "check the disk")
        }
        console.printError(
            "gempaper: wrote \(path): every setting is there, commented out with its default; edit it, then run 'gempaper serve\(path == "capsule.conf" ? "" : " --config \(path)")'"
        )
    }
}
