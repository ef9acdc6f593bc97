// swift-tools-version: 6.0
// gempaper: a read-it-later library that lives in Gemini space.
// No Swift package dependencies: only the toolchain and system C libraries (OpenSSL, SQLite, zlib).
import PackageDescription

let package = Package(
    name: "gempaper",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "gempaper", targets: ["gempaper"]),
        // Modules the fuzz targets (Tests/Fuzz, a package of its own) build on.
        .library(name: "HTML", targets: ["HTML"]),
        .library(name: "Gemini", targets: ["Gemini"]),
        .library(name: "Gemtext", targets: ["Gemtext"]),
        .library(name: "Article", targets: ["Article"]),
        .library(name: "Problems", targets: ["Problems"]),
        .library(name: "ReadingList", targets: ["ReadingList"]),
        .library(name: "Fetch", targets: ["Fetch"]),
        .library(name: "Capsule", targets: ["Capsule"]),
    ],
    targets: [
        // C libraries, each imported by exactly one Swift module.
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),

        // The one error type every module throws at people, and the rule that no
        // URL shown to them carries a password (URLCredentials).
        .target(name: "Problems"),

        // Modules, bottom up (see README, "Development"). Nothing below imports
        // anything above it.
        .target(name: "Gemtext"),
        // deflate and inflate (streamed, with output limits) over zlib.
        .target(name: "Compression", dependencies: ["CZlib"]),
        .target(name: "Terminal", dependencies: ["Gemtext"]),
        .target(name: "HTML"),
        // What a picture is from its bytes; which of a page's addresses to keep.
        .target(name: "Pictures"),
        .target(name: "Article", dependencies: ["HTML", "Gemtext", "Pictures", "Problems"]),
        .target(name: "Gemini", dependencies: ["COpenSSL", "Problems"]),
        .target(name: "ReadingList", dependencies: ["CSQLite", "Compression", "Gemtext", "Pictures", "Problems"]),
        .target(
            name: "Fetch", dependencies: ["Gemini", "Article", "Gemtext", "ReadingList", "Compression", "Problems"]),
        // Books: articles as EPUB 3, written as a stream.
        .target(name: "Books", dependencies: ["Gemtext", "ReadingList", "Article", "Compression", "Problems"]),
        .target(
            name: "Capsule",
            dependencies: ["Gemini", "ReadingList", "Fetch", "Article", "Gemtext", "Books", "Problems"]),

        // The command line.
        .target(
            name: "GempaperCLI",
            dependencies: [
                "Problems", "Gemtext", "Terminal", "HTML", "Article", "Gemini", "ReadingList", "Fetch",
                "Books", "Capsule",
            ],
            // The sample capsule.conf (a link to the repository's), built into
            // the binary for 'gempaper serve --init'.
            resources: [.embedInCode("Resources/capsule.conf")]),
        .executableTarget(name: "gempaper", dependencies: ["GempaperCLI"]),

        // Benchmarks: release-build programs that print figures (scripts/bench).
        .target(name: "BenchSupport"),
        .executableTarget(
            name: "gemtext-bench", dependencies: ["Gemtext", "Terminal", "BenchSupport", "TestSupport"], path: "Sources/Benchmarks/gemtext-bench"),
        .executableTarget(
            name: "library-bench", dependencies: ["ReadingList", "BenchSupport", "TestSupport"], path: "Sources/Benchmarks/library-bench"),
        .executableTarget(
            name: "article-bench", dependencies: ["Article", "HTML", "BenchSupport"], path: "Sources/Benchmarks/article-bench"),
        .executableTarget(name: "html-bench", dependencies: ["HTML", "BenchSupport"], path: "Sources/Benchmarks/html-bench"),
        .executableTarget(
            name: "book-bench", dependencies: ["Books", "Fetch", "ReadingList", "BenchSupport", "TestSupport"],
            path: "Sources/Benchmarks/book-bench"),
        .executableTarget(
            name: "import-bench", dependencies: ["BenchSupport", "TestSupport"], path: "Sources/Benchmarks/import-bench"),
        .executableTarget(
            name: "keeping-bench", dependencies: ["Fetch", "ReadingList", "BenchSupport", "TestSupport"],
            path: "Sources/Benchmarks/keeping-bench"),

        .executableTarget(
            name: "capsule-bench",
            dependencies: ["Capsule", "Fetch", "Gemini", "Gemtext", "ReadingList", "BenchSupport", "TestSupport"],
            path: "Sources/Benchmarks/capsule-bench"),

        // Helpers for tests only: temporary folders, running the built binary, a TLS test server.
        .target(name: "TestSupport", dependencies: ["Gemini", "Compression"], path: "Tests/Support", exclude: ["Pictures"]),

        // Tests, one target per module.
        .testTarget(
            name: "CapsuleTests",
            dependencies: ["Article", "Capsule", "Fetch", "Gemini", "Gemtext", "ReadingList", "Problems", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["GempaperCLI", "ReadingList", "Gemini", "TestSupport"]),
        .testTarget(name: "GemtextTests", dependencies: ["Gemtext", "TestSupport"]),
        .testTarget(name: "FetchTests", dependencies: ["Fetch", "ReadingList", "Gemini", "Compression", "TestSupport"]),
        .testTarget(name: "GeminiTests", dependencies: ["Gemini", "TestSupport"]),
        .testTarget(name: "ReadingListTests", dependencies: ["ReadingList", "TestSupport"], exclude: ["Libraries"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Gemtext", "TestSupport"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML", "TestSupport"]),
        .testTarget(name: "ArticleTests", dependencies: ["Article", "TestSupport"]),
        .testTarget(name: "CompressionTests", dependencies: ["Compression", "TestSupport"]),
        .testTarget(
            name: "BooksTests", dependencies: ["Books", "Compression", "Gemtext", "ReadingList", "Problems", "TestSupport"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
