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
/// The URL is what the client sent, escaped (see `appendURL`), so that one
/// line is always one request and a terminal showing the log shows text.
struct AccessLogLine {
    private var cachedSecond: Int = -1
    private var cachedTime: [UInt8] = []

    mutating func append(
        to buffer: inout [UInt8], client: String, certificate: String?, url: [UInt8], hidingQuery: Bool = false,
        status: Int, bytes: Int, nanoseconds: UInt64
    ) {
        buffer += timestamp()
        buffer.append(0x20)
        buffer += client.utf8
        buffer.append(0x20)
        buffer += (certificate ?? "-").utf8
        buffer.append(0x20)
        Self.appendURL(url.prefix(RequestLine.maximumLength), hidingQuery: hidingQuery, to: &buffer)
        buffer.append(0x20)
        buffer += String(status).utf8
        buffer.append(0x20)
        buffer += String(bytes).utf8
        buffer.append(0x20)
        let micros = nanoseconds / 1000
        buffer += "\(micros / 1000).\(String(micros % 1000 / 10 + 100).dropFirst())ms\n".utf8
    }

    /// Writes `url` for the log: printable UTF-8 as it is; every byte of a
    /// control character (C0, DEL, C1), a line or paragraph separator or a
    /// bidirectional control, and of anything that is not UTF-8, as `\xNN`,
    /// with spaces and backslashes escaped the same way; `-` for nothing.
    /// `hidingQuery` writes `?[hidden]` in place of the query.
    static func appendURL(_ url: ArraySlice<UInt8>, hidingQuery: Bool, to buffer: inout [UInt8]) {
        var url = url
        var hidden = false
        if hidingQuery, let mark = url.firstIndex(of: UInt8(ascii: "?")) {
            url = url[..<mark]
            hidden = true
        }
        if url.isEmpty && !hidden { buffer.append(UInt8(ascii: "-")) }
        var index = url.startIndex
        while index < url.endIndex {
            let byte = url[index]
            if byte < 0x80 {
                if byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\\") {
                    buffer.append(byte)
                } else {
                    appendEscaped(byte, to: &buffer)
                }
                index += 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(url[index...]) else {
                appendEscaped(byte, to: &buffer)
                index += 1
                continue
            }
            let bytes = url[index..<index + length]
            if isUnsafeToShow(scalar) {
                for byte in bytes { appendEscaped(byte, to: &buffer) }
            } else {
                buffer += bytes
            }
            index += length
        }
        if hidden { buffer += "?[hidden]".utf8 }
    }

    /// Characters that move or hide text on a terminal: C1 controls, line
    /// and paragraph separators, bidirectional controls, the BOM.
    private static func isUnsafeToShow(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x200E, 0x200F, 0xFEFF: true
        default:
            HiddenControls.isC1Control(scalar) || HiddenControls.isLineOrParagraphSeparator(scalar)
                || HiddenControls.isDirectionControl(scalar)
        }
    }

    private static func appendEscaped(_ byte: UInt8, to buffer: inout [UInt8]) {
        let digits: StaticString = "0123456789ABCDEF"
        buffer += [UInt8(ascii: "\\"), UInt8(ascii: "x")]
        digits.withUTF8Buffer { hex in
            buffer.append(hex[Int(byte >> 4)])
            buffer.append(hex[Int(byte & 0x0F)])
        }
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

/// Strict UTF-8 decoding of one scalar (no overlong forms, no surrogates).
enum UTF8Scalar {
    /// The scalar that `bytes` starts with and its length in bytes; nil when
    /// they do not start with well-formed UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (scalar: UInt32, length: Int)? {
        let start = bytes.startIndex
        let lead = bytes[start]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED:
            length = 3
            high = 0x9F
        case 0xF0:
            length = 4
            low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            high = 0x8F
        default: return nil
        }
        guard bytes.count >= length else { return nil }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let byte = bytes[start + offset]
            guard byte >= (offset == 1 ? low : 0x80), byte <= (offset == 1 ? high : 0xBF) else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return (scalar, length)
    }
}
