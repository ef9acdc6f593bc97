// swift-tools-version: 6.0
// Fuzz targets for gempaper, a package of its own so that `make test` never
// builds them. Each target is an executable exporting LLVMFuzzerTestOneInput
// for libFuzzer; `scripts/fuzz NAME [SECONDS]` builds one with
// -sanitize=fuzzer,address and runs it. To add a target: a folder in
// Sources/ named fuzz-<area>-<what> whose main.swift passes a test function
// to FuzzSupport's runFuzzer, an entry below, and optionally seeds.txt and
// dictionary.txt beside it (see scripts/fuzz).
import PackageDescription

func fuzzTarget(_ name: String, _ dependencies: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + dependencies.map { .product(name: $0, package: "gempaper") },
        exclude: ["seeds.txt", "dictionary.txt"])
}

let package = Package(
    name: "gempaper-fuzz",
    dependencies: [.package(name: "gempaper", path: "../..")],
    targets: [
        .target(name: "FuzzSupport"),
        fuzzTarget("fuzz-html-tokenizer", ["HTML"]),
        fuzzTarget("fuzz-html-tree", ["HTML"]),
        fuzzTarget("fuzz-gemini-request", ["Gemini"]),
        fuzzTarget("fuzz-article-converter", ["Article", "HTML", "Gemtext"]),
        fuzzTarget("fuzz-gemtext-parser", ["Gemtext"]),
        fuzzTarget("fuzz-gemini-response", ["Gemini"]),
        fuzzTarget("fuzz-import", ["ReadingList", "Problems"]),
        fuzzTarget("fuzz-capsule-conf", ["Capsule", "Problems"]),
        fuzzTarget("fuzz-http-response", ["Fetch"]),
    ],
    swiftLanguageModes: [.v6]
)
