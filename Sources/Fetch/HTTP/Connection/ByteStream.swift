import Foundation
import Gemini
import Problems

/// A connection's bytes both ways, plain or over TLS.
protocol ByteStream: AnyObject {
    /// Reads into `buffer`: how many bytes, 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Sends all of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension TCPConnection: ByteStream {}

/// HTTPS: TLS over a `TCPConnection`, the server verified against the
/// trusted authorities and the host name; failures read as `Problem`s.
final class TLSByteStream: ByteStream {
    private let connection: TCPConnection
    private let tls: TLSSocketStream

    /// Runs the handshake with `host` over `connection`, trusting the system's
    /// authorities and those in `trustedCertificates` (a PEM file), if given.
    init(over connection: TCPConnection, host: String, trustedCertificates: String?) throws {
        self.connection = connection
        let client = try TLSClients.client(trusting: trustedCertificates)
        do {
            tls = try client.connect(socket: connection.descriptor, hostName: host) { readiness in
                try connection.wait(readiness == .readable ? .readable : .writable)
            }
        } catch let error as TLSConnectionError {
            try connection.checkCancelled()
            throw TransferProblems.insecure(connection.place, error)
        }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        do { return try tls.read(into: buffer) } catch let error as TLSConnectionError {
            try connection.checkCancelled()
            throw TransferProblems.insecure(connection.place, error)
        }
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        do { try tls.write(bytes) } catch let error as TLSConnectionError {
            try connection.checkCancelled()
            throw TransferProblems.insecure(connection.place, error)
        }
    }

    /// Says goodbye (close_notify) if the socket takes it at once.
    func close() { tls.close() }
}

/// The TLS clients in use, one per set of trusted authorities, made once:
/// loading the system's authorities is not free.
enum TLSClients {
    nonisolated(unsafe) private static var clients: [String: VerifiedTLSClient] = [:]
    private static let lock = NSLock()

    /// The client trusting the system's authorities and those in `path`.
    static func client(trusting path: String?) throws -> VerifiedTLSClient {
        lock.lock()
        defer { lock.unlock() }
        if let client = clients[path ?? ""] { return client }
        do {
            let client = try VerifiedTLSClient(additionalTrustedCertificates: path)
            clients[path ?? ""] = client
            return client
        } catch let error as TLSConnectionError {
            throw Problem.badInput("\(error)", hint: "check the file of trusted certificates")
        }
    }
}
