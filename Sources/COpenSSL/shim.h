/* The OpenSSL headers gempaper uses, plus inline wrappers for what Swift
 * cannot call directly (function-like macros, variadic functions). Imported
 * only by the Gemini module; nothing OpenSSL-typed leaves that module.
 * It also carries the Linux epoll/eventfd/accept4/malloc_trim declarations the Gemini
 * event loop needs, which the Swift Glibc module does not export. */
#ifndef GEMPAPER_COPENSSL_SHIM_H
#define GEMPAPER_COPENSSL_SHIM_H

#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/bio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <malloc.h>
#include <sys/socket.h>

extern int accept4(int fd, struct sockaddr *address, socklen_t *length, int flags);

/* openat2(2) (Linux 5.6) with RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS: opens
 * `path` under the folder `dirfd` and never outside it (not by "..", not by
 * a symbolic link). -1 with errno set: EXDEV for a path that would leave the
 * folder (or an absolute link), ENOSYS where the kernel has no openat2. */
#include <sys/syscall.h>
#include <unistd.h>
#include <stdint.h>
#include <errno.h>
/* Scheduling niceness. On Linux each thread has its own, inherited from the
 * thread that created it (not from the process): the calling thread's, a
 * thread's by its id, the main thread's (what `nice` gave the process), and
 * setting the calling thread's. */
#include <sys/resource.h>
static inline int gp_thread_id(void) { return (int)syscall(SYS_gettid); }
static inline int gp_niceness_of_thread(int tid) { return getpriority(PRIO_PROCESS, (id_t)tid); }
static inline int gp_process_niceness(void) { return getpriority(PRIO_PROCESS, (id_t)getpid()); }
static inline int gp_set_thread_niceness(int niceness) {
    return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), niceness);
}

static inline int gp_open_beneath(int dirfd, const char *path, int flags) {
#ifdef SYS_openat2
    struct { uint64_t flags, mode, resolve; } how = { (uint64_t)flags, 0, 0x08 | 0x02 };
    return (int)syscall(SYS_openat2, dirfd, path, &how, sizeof how);
#else
    (void)dirfd; (void)path; (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

/* Server options: no renegotiation, no compression, our cipher order (TLS 1.2). */
static inline void gp_SSL_CTX_set_server_options(SSL_CTX *ctx) {
    SSL_CTX_set_options(ctx, SSL_OP_NO_RENEGOTIATION | SSL_OP_CIPHER_SERVER_PREFERENCE | SSL_OP_NO_COMPRESSION);
}

/* Session resumption from the server's own session cache, bounded to
 * `size` sessions (the oldest go first): TLS 1.3 tickets and TLS 1.2
 * session IDs then carry only a session's ID, where stateless tickets hold
 * the whole session, encoded, encrypted and authenticated per handshake and
 * decoded again per resumption. No periodic sweep of the cache under its lock:
 * expired sessions are never resumed and go as new ones push them out. */
static inline void gp_SSL_CTX_resume_from_cache(SSL_CTX *ctx, long size) {
    SSL_CTX_set_options(ctx, SSL_OP_NO_TICKET);
    SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_SERVER | SSL_SESS_CACHE_NO_AUTO_CLEAR);
    SSL_CTX_sess_set_cache_size(ctx, size);
}
static inline long gp_SSL_CTX_sess_number(SSL_CTX *ctx) { return SSL_CTX_sess_number(ctx); }
static inline long gp_SSL_CTX_sess_get_cache_size(SSL_CTX *ctx) { return SSL_CTX_sess_get_cache_size(ctx); }
static inline long gp_SSL_CTX_get_session_cache_mode(SSL_CTX *ctx) { return SSL_CTX_get_session_cache_mode(ctx); }

static inline long gp_SSL_CTX_set_mode(SSL_CTX *ctx, long mode) { return SSL_CTX_set_mode(ctx, mode); }
static inline long gp_SSL_CTX_get_mode(SSL_CTX *ctx) { return SSL_CTX_get_mode(ctx); }
static inline int gp_SSL_CTX_set_min_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_min_proto_version(ctx, version);
}
static inline int gp_SSL_CTX_set_max_proto_version(SSL_CTX *ctx, int version) {
    return (int)SSL_CTX_set_max_proto_version(ctx, version);
}
static inline long gp_SSL_CTX_set_session_cache_mode(SSL_CTX *ctx, long mode) {
    return SSL_CTX_set_session_cache_mode(ctx, mode);
}
static inline long gp_SSL_CTX_set_read_ahead(SSL_CTX *ctx, int yes) { return SSL_CTX_set_read_ahead(ctx, yes); }
static inline int gp_SSL_set_tlsext_host_name(SSL *ssl, const char *name) {
    return (int)SSL_set_tlsext_host_name(ssl, name);
}
static inline int gp_SSL_CTX_set1_groups_list(SSL_CTX *ctx, const char *list) {
    return (int)SSL_CTX_set1_groups_list(ctx, list);
}

/* SNI: `callback(ssl, arg)` runs during the handshake and may switch the
 * SSL_CTX with SSL_set_SSL_CTX. It returns SSL_TLSEXT_ERR_OK. */
typedef int (*gp_servername_callback)(SSL *ssl, int *alert, void *arg);
static inline void gp_SSL_CTX_set_servername_callback(SSL_CTX *ctx, gp_servername_callback callback, void *arg) {
    SSL_CTX_set_tlsext_servername_callback(ctx, callback);
    SSL_CTX_set_tlsext_servername_arg(ctx, arg);
}

/* Accepts any client certificate (self-signed is normal in Gemini); the
 * application decides what a certificate may do. */
static int gp_accept_any_certificate(int preverify, X509_STORE_CTX *store) {
    (void)preverify; (void)store;
    return 1;
}
static inline void gp_SSL_CTX_request_client_certificates(SSL_CTX *ctx) {
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER | SSL_VERIFY_CLIENT_ONCE, gp_accept_any_certificate);
}
/* Clients trust on first use: the chain is checked by the application. */
static inline void gp_SSL_CTX_accept_any_server_certificate(SSL_CTX *ctx) {
    SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL);
}

/* A fresh EC P-256 key pair. */
static inline EVP_PKEY *gp_generate_p256_key(void) { return EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256"); }

/* A BIO's retry flags, for BIOs written in Swift. */
static inline void gp_BIO_set_retry_read(BIO *bio) { BIO_set_retry_read(bio); }
static inline void gp_BIO_clear_retry_flags(BIO *bio) { BIO_clear_retry_flags(bio); }

/* The bytes held by a memory BIO. */
static inline long gp_BIO_get_mem_data(BIO *bio, char **data) { return BIO_get_mem_data(bio, data); }

static inline void gp_OPENSSL_free(void *pointer) { OPENSSL_free(pointer); }

#endif
