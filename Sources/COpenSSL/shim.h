/* The OpenSSL headers gempaper uses, plus inline wrappers for what Swift
 * cannot call directly (function-like macros). Imported only by the Gemini
 * module; nothing OpenSSL-typed leaves that module. */
#ifndef GEMPAPER_COPENSSL_SHIM_H
#define GEMPAPER_COPENSSL_SHIM_H

#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

#endif
