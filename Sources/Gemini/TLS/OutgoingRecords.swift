import COpenSSL

#if canImport(Glibc)
    import Glibc
#endif

/// Where a server-side connection's encrypted records wait for the socket.
/// OpenSSL writes them straight in through a BIO of ours (no memory BIO to
/// copy them into and out of again), and `send(on:)` hands everything one
/// step produced (a session ticket, the response, close_notify) to the
/// kernel in one call. The buffer is freed whenever it is empty and the
/// connection goes quiet.
final class OutgoingRecords {
    /// The BIO OpenSSL writes to; the `SSL` it is given to owns it.
    let bio: OpaquePointer
    private var storage: UnsafeMutableRawPointer?
    private var capacity = 0
    private var start = 0
    private var end = 0

    /// A buffer and its BIO; nil when OpenSSL cannot make the BIO.
    init?() {
        guard let method = Self.method, let bio = BIO_new(method) else { return nil }
        self.bio = bio
        BIO_set_data(bio, Unmanaged.passUnretained(self).toOpaque())
        BIO_set_init(bio, 1)
    }

    deinit { free(storage) }

    /// Bytes waiting to be sent.
    var count: Int { end - start }

    /// Whether the buffer is allocated (it is freed by `release()`).
    var holdsStorage: Bool { storage != nil }

    /// Sends what is waiting: `.done` when all of it is out, `.wantWrite`
    /// when the socket is full, `.failed` when the peer is gone.
    func send(on fd: Int32) -> TLSStream.Step {
        while start < end {
            let sent = Glibc.send(fd, storage! + start, end - start, Int32(MSG_NOSIGNAL))
            if sent > 0 {
                start += sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                return .wantWrite
            } else {
                return .failed(String(cString: strerror(errno)))
            }
        }
        start = 0
        end = 0
        return .done
    }

    /// Frees the buffer while nothing waits in it.
    func release() {
        guard start == end, storage != nil else { return }
        free(storage)
        storage = nil
        capacity = 0
        start = 0
        end = 0
    }

    /// Appends `length` bytes (what OpenSSL writes to the BIO).
    fileprivate func append(_ bytes: UnsafeRawPointer, _ length: Int) -> Bool {
        if end + length > capacity {
            if start > 0 && end - start + length <= capacity {
                // Move what is left to the front rather than grow.
                memmove(storage!, storage! + start, end - start)
            } else {
                let needed = max(capacity * 2, end - start + length, 4096)
                guard let grown = malloc(needed) else { return false }
                if let storage {
                    memcpy(grown, storage + start, end - start)
                    free(storage)
                }
                storage = grown
                capacity = needed
            }
            end -= start
            start = 0
        }
        memcpy(storage! + end, bytes, length)
        end += length
        return true
    }

    /// The BIO type: writes append to the `OutgoingRecords` in the BIO's
    /// data; a flush succeeds (sending is the connection's business).
    // Made once (Swift initialises a static thread-safely) and never changed.
    nonisolated(unsafe) private static let method: OpaquePointer? = {
        guard let method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "gempaper outgoing records")
        else { return nil }
        BIO_meth_set_write(method) { bio, data, length in
            guard let bio, let data, length > 0, let records = BIO_get_data(bio) else { return length == 0 ? 0 : -1 }
            let outgoing = Unmanaged<OutgoingRecords>.fromOpaque(records).takeUnretainedValue()
            return outgoing.append(data, Int(length)) ? length : -1
        }
        BIO_meth_set_ctrl(method) { bio, command, _, _ in
            switch command {
            case BIO_CTRL_FLUSH: return 1
            case BIO_CTRL_WPENDING, BIO_CTRL_PENDING:
                guard let bio, let records = BIO_get_data(bio) else { return 0 }
                return Int(Unmanaged<OutgoingRecords>.fromOpaque(records).takeUnretainedValue().count)
            default: return 0
            }
        }
        return method
    }()
}
