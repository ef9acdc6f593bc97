/* zlib for the Compression module, the only module that imports it. */
#ifndef GEMPAPER_CZLIB_SHIM_H
#define GEMPAPER_CZLIB_SHIM_H

#include <zlib.h>

/* deflateInit2 and inflateInit2 are macros that pass the library's version
 * and the stream's size; Swift cannot call macros, so call them here. */
static inline int gp_deflate_init(z_stream *stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}
static inline int gp_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
