import COpenSSL

#if canImport(Glibc)
    import Glibc
#endif

/// Where a server-side connection's OpenSSL reads from: the socket, but
/// without the read that can only fail. When the connection's owner learns
/// of new bytes by edge-triggered events (`tracksReadiness`), then once a
/// read comes back short (the socket is drained) nothing new can arrive
/// without an event, and until it comes (`mayBeReadable()`) a read returns
/// "try again" without a system call. That spares the read OpenSSL tries
/// right after writing its handshake flight, and the one before closing.
final class IncomingBytes {
    /// The BIO OpenSSL reads from; the `SSL` it is given to owns it.
    let bio: OpaquePointer
    private let fd: Int32
    private let tracksReadiness: Bool
    /// Whether the last read left the socket drained, with no event since.
    private(set) var drained = false

    /// A BIO reading `fd`; nil when OpenSSL cannot make it.
    init?(fd: Int32, tracksReadiness: Bool) {
        guard let method = Self.method, let bio = BIO_new(method) else { return nil }
        self.bio = bio
        self.fd = fd
        self.tracksReadiness = tracksReadiness
        BIO_set_data(bio, Unmanaged.passUnretained(self).toOpaque())
        BIO_set_init(bio, 1)
    }

    /// The socket became readable (or closed) since it was drained.
    func mayBeReadable() { drained = false }

    fileprivate func read(into buffer: UnsafeMutablePointer<CChar>, _ length: Int32) -> Int32 {
        gp_BIO_clear_retry_flags(bio)
        if drained {
            gp_BIO_set_retry_read(bio)
            return -1
        }
        while true {
            let count = recv(fd, buffer, Int(length), 0)
            if count > 0 {
                if count < Int(length) { drained = tracksReadiness }
                return Int32(count)
            }
            if count == 0 { return 0 }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                drained = tracksReadiness
                gp_BIO_set_retry_read(bio)
                return -1
            default: return -1
            }
        }
    }

    // Made once (Swift initialises a static thread-safely) and never changed.
    nonisolated(unsafe) private static let method: OpaquePointer? = {
        guard let method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "gempaper socket input")
        else { return nil }
        BIO_meth_set_read(method) { bio, buffer, length in
            guard let bio, let buffer, length > 0, let data = BIO_get_data(bio) else { return 0 }
            return Unmanaged<IncomingBytes>.fromOpaque(data).takeUnretainedValue().read(into: buffer, length)
        }
        BIO_meth_set_ctrl(method) { _, command, _, _ in command == BIO_CTRL_FLUSH ? 1 : 0 }
        return method
    }()
}
