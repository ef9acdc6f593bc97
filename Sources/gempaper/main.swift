import GempaperCLI

#if canImport(Glibc)
import Glibc
#endif

// A closed pipe (`gempaper list | head`) must end the program quietly,
// not kill it with SIGPIPE; writes then fail and are ignored.
signal(SIGPIPE, SIG_IGN)
exit(await Gempaper.main(Array(CommandLine.arguments.dropFirst())))
