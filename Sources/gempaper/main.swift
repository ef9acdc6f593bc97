import GempaperCLI

#if canImport(Glibc)
    import Glibc
#endif

// A closed pipe (`gempaper list | head`) must end the program quietly,
// not kill it with SIGPIPE; writes then fail and are ignored.
signal(SIGPIPE, SIG_IGN)

#if canImport(Glibc)
    // Buffers of a megabyte or more (a page or picture of up to --max-size,
    // held while it streams) are mapped on their own and handed back to the
    // system when freed. Left to itself, glibc raises that threshold to the
    // largest buffer freed so far, and each thread's heap then keeps up to
    // twice as much once it is free: `serve` kept 80 MB after a few fetches
    // refused at 20 MB. A fixed threshold also keeps the heaps' free tops
    // trimmed at glibc's default (128 KB). mallopt is in <malloc.h>, which
    // Glibc's module leaves out: it is looked up by name.
    if let mallopt = dlsym(nil, "mallopt") {
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(mmapThreshold, 1 << 20)
    }
#endif

exit(await Gempaper.main(Array(CommandLine.arguments.dropFirst())))
