import COpenSSL
import Problems

#if canImport(Glibc)
    import Glibc
#endif

/// A socket address (IPv4 or IPv6) and the socket calls the server makes.
struct SocketAddress {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)

    /// The address for `host` (an IP address) and `port`; nil when `host` is not one.
    init?(ip host: String, port: Int) {
        let text = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr = v4
            withUnsafeMutableBytes(of: &storage) { target in
                withUnsafeBytes(of: address) { target.copyMemory(from: $0) }
            }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = v6
            withUnsafeMutableBytes(of: &storage) { target in
                withUnsafeBytes(of: address) { target.copyMemory(from: $0) }
            }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        } else {
            return nil
        }
    }

    init() {}

    var family: Int32 { Int32(storage.ss_family) }

    /// The port number.
    var port: Int {
        withUnsafeBytes(of: storage) { raw in
            family == AF_INET6
                ? Int(UInt16(bigEndian: raw.load(fromByteOffset: 2, as: UInt16.self)))
                : Int(UInt16(bigEndian: raw.load(fromByteOffset: 2, as: UInt16.self)))
        }
    }

    /// The IP address as text (`127.0.0.1`, `::1`); an IPv4-mapped IPv6 address as IPv4.
    var ipText: String {
        withUnsafeBytes(of: storage) { raw in
            if family == AF_INET { return Self.dottedQuad(raw.load(as: sockaddr_in.self).sin_addr) }
            var address = raw.load(as: sockaddr_in6.self).sin6_addr
            if let mapped = Self.mappedIPv4(address) { return Self.dottedQuad(mapped) }
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
            inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count))
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// An IPv4 address as `a.b.c.d`, written directly (glibc's `inet_ntop`
    /// goes through `sprintf`: some 7,000 instructions, on every request).
    static func dottedQuad(_ address: in_addr) -> String {
        withUnsafeBytes(of: address.s_addr) { octets in
            var text: [UInt8] = []
            text.reserveCapacity(15)
            for (index, octet) in octets.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ".")) }
                if octet >= 100 { text.append(UInt8(ascii: "0") + octet / 100) }
                if octet >= 10 { text.append(UInt8(ascii: "0") + octet / 10 % 10) }
                text.append(UInt8(ascii: "0") + octet % 10)
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// `ip:port`, with brackets around an IPv6 address.
    var description: String { family == AF_INET6 ? "[\(ipText)]:\(port)" : "\(ipText):\(port)" }

    /// A key grouping one client: an IPv4 address, or an IPv6 /64 network.
    var clientKey: UInt64 {
        withUnsafeBytes(of: storage) { raw in
            if family == AF_INET { return UInt64(raw.load(fromByteOffset: 4, as: UInt32.self)) }
            let address = raw.load(as: sockaddr_in6.self).sin6_addr
            if let mapped = Self.mappedIPv4(address) { return UInt64(mapped.s_addr) }
            return withUnsafeBytes(of: address) { $0.loadUnaligned(as: UInt64.self) } | (1 << 63)
        }
    }

    private static func mappedIPv4(_ address: in6_addr) -> in_addr? {
        withUnsafeBytes(of: address) { bytes in
            guard bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF else { return nil }
            return in_addr(s_addr: bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
        }
    }
}

/// Socket calls for listening and accepting.
enum Socket {
    /// How long the kernel keeps a new connection to itself while the client
    /// has sent nothing (TCP_DEFER_ACCEPT): a TLS client speaks first, so
    /// most connections arrive with their ClientHello, and a silent one
    /// costs no descriptor for that long. Kept short, because the kernel
    /// counts it in SYN-ACK retransmissions that double each time (10 s
    /// asked becomes 15 s), and the handshake timeout counts from the connect.
    static let deferAcceptSeconds = 1

    /// A non-blocking listening socket on `address`; throws a `Problem` saying why not.
    static func listen(on address: SocketAddress) throws -> Int32 {
        let fd = socket(
            address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue),
            0)
        guard fd >= 0 else { throw BindError(address: address, code: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if address.family == AF_INET6 {
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        var seconds = Int32(deferAcceptSeconds)
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_DEFER_ACCEPT, &seconds, socklen_t(MemoryLayout<Int32>.size))
        // Accepted sockets inherit it: a response leaves at once, without a call per connection.
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = address
        let bound = withUnsafePointer(to: &address.storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, address.length) }
        }
        guard bound == 0, Glibc.listen(fd, 4096) == 0 else {
            let code = errno
            close(fd)
            throw BindError(address: address, code: code)
        }
        return fd
    }

    /// The address a socket is bound to.
    static func localAddress(of fd: Int32) -> SocketAddress {
        var address = SocketAddress()
        withUnsafeMutablePointer(to: &address.storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(fd, $0, &address.length) }
        }
        return address
    }

    /// Raises the open-files limit as far as allowed; returns the limit.
    static func raiseOpenFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return Int(min(limit.rlim_cur, UInt(Int32.max)))
    }
}

/// A listening socket that could not be opened.
struct BindError: Error {
    let address: SocketAddress
    let code: Int32

    /// Whether the failure means the machine has no IPv6 (or not this address).
    var addressUnavailable: Bool { code == EAFNOSUPPORT || code == EADDRNOTAVAIL }

    var problem: Problem {
        let reason = String(cString: strerror(code))
        let hint =
            code == EADDRINUSE
            ? "another program (or another gempaper) listens there; stop it or change 'port'"
            : code == EACCES
                ? "ports below 1024 need privileges; use a higher port" : "check 'listen' and 'port' in capsule.conf"
        return Problem(.permanent, "cannot listen on \(address.description): \(reason)", hint: hint)
    }
}
