// swift-tools-version: 6.0
// gempaper: a read-it-later library that lives in Gemini space.
// No Swift package dependencies: only the toolchain and two system C libraries.
import PackageDescription

let package = Package(
    name: "gempaper",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "gempaper", targets: ["gempaper"]),
    ],
    targets: [
        // C libraries, each imported by exactly one Swift module.
        .systemLibrary(
            name: "COpenSSL", pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),

        // The one error type every module throws at people.
        .target(name: "Problems"),

        // The command line.
        .target(name: "GempaperCLI", dependencies: ["Problems"]),
        .executableTarget(name: "gempaper", dependencies: ["GempaperCLI"]),

        .testTarget(name: "CLITests", dependencies: ["GempaperCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
