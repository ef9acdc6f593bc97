import Foundation
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// One address a host name resolved to, ready for `connect`.
struct SocketAddress: @unchecked Sendable {
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    private let storage: sockaddr_storage
    private let length: socklen_t

    init(family: Int32, address: UnsafePointer<sockaddr>, length: socklen_t) {
        self.family = family
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { target in
            target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(length)))
        }
        self.storage = storage
        self.length = length
    }

    /// Calls `body` with the address as `sockaddr` and its length.
    func withPointer<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        withUnsafeBytes(of: storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), length)
        }
    }
}

/// Looks up a host's addresses (IPv6 and IPv4, in the resolver's order).
enum AddressResolver {
    /// The addresses of `host` for TCP `port` as `addresses(of:port:)`
    /// finds them, looked up on a thread of its own that a stop of the
    /// fetch of `url` does not wait for (the system's resolver cannot be
    /// interrupted).
    static func addresses(of host: String, port: Int, url: String, cancellation: FetchCancellation?) throws
        -> [SocketAddress]
    {
        do {
            return try StoppableWork.run(cancellation: cancellation) { try addresses(of: host, port: port) }
        } catch StoppableWork.Interruption.stopped {
            throw TransferProblems.stopped(url)
        }
    }

    /// The addresses of `host` (ASCII, or an IP address) for TCP `port`;
    /// throws a `Problem` when there are none.
    static func addresses(of host: String, port: Int) throws -> [SocketAddress] {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        defer { if let list { freeaddrinfo(list) } }
        var addresses: [SocketAddress] = []
        var entry = status == 0 ? list : nil
        while let current = entry {
            entry = current.pointee.ai_next
            let family = current.pointee.ai_family
            guard family == AF_INET || family == AF_INET6, let address = current.pointee.ai_addr else { continue }
            addresses.append(SocketAddress(family: family, address: address, length: current.pointee.ai_addrlen))
        }
        guard !addresses.isEmpty else { throw TransferProblems.unknownHost(host) }
        return addresses
    }
}
