import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// Where access log lines go: a file opened for appending, standard output,
/// or nowhere. Each event loop collects its lines and writes them in one go.
final class AccessLogFile: @unchecked Sendable {
    let descriptor: Int32?
    private let ownsDescriptor: Bool

    /// Opens `destination`; throws a `Problem` when the file cannot be opened.
    init(_ destination: ServerConfiguration.AccessLog) throws {
        switch destination {
        case .off:
            descriptor = nil
            ownsDescriptor = false
        case .standardOutput:
            descriptor = 1
            ownsDescriptor = false
        case .file(let path):
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                throw Problem.permanent(
                    "cannot open the log file \(path): \(String(cString: strerror(errno)))",
                    hint: "check 'log' in capsule.conf and the folder's permissions")
            }
            descriptor = fd
            ownsDescriptor = true
        }
    }

    /// Writes `bytes` (whole lines) to the log.
    func write(_ bytes: [UInt8]) {
        guard let descriptor, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }

    deinit {
        if ownsDescriptor, let descriptor { close(descriptor) }
    }
}

/// Builds access log lines:
/// `TIME CLIENT CERT URL STATUS BYTES DURATION`, e.g.
/// `2026-05-01T12:00:00Z 127.0.0.1 3f2a9c1d gemini://localhost/ 20 1432 0.84ms`.
/// CERT is the client certificate fingerprint's first 8 hex digits, or `-`.
struct AccessLogLine {
    private var cachedSecond: Int = -1
    private var cachedTime: [UInt8] = []

    mutating func append(
        to buffer: inout [UInt8], client: String, certificate: String?, url: [UInt8], status: Int, bytes: Int,
        nanoseconds: UInt64
    ) {
        buffer += timestamp()
        buffer.append(0x20)
        buffer += client.utf8
        buffer.append(0x20)
        buffer += (certificate ?? "-").utf8
        buffer.append(0x20)
        if url.isEmpty { buffer.append(UInt8(ascii: "-")) }
        for byte in url.prefix(1024) {
            buffer.append(byte < 0x21 || byte == 0x7F ? UInt8(ascii: "?") : byte)
        }
        buffer.append(0x20)
        buffer += String(status).utf8
        buffer.append(0x20)
        buffer += String(bytes).utf8
        buffer.append(0x20)
        let micros = nanoseconds / 1000
        buffer += "\(micros / 1000).\(String(micros % 1000 / 10 + 100).dropFirst())ms\n".utf8
    }

    private mutating func timestamp() -> [UInt8] {
        var now = time(nil)
        if Int(now) != cachedSecond {
            cachedSecond = Int(now)
            var parts = tm()
            gmtime_r(&now, &parts)
            func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
            cachedTime = Array(
                "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
                    .utf8)
        }
        return cachedTime
    }
}
