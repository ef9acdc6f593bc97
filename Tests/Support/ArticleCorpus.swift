import Foundation

/// The real article pages shared beside the project
/// (`../shared/corpus/articles`: `html/<id>.html.gz` plus
/// `ground-truth.json` with each page's URL and reference text), for tests
/// and benchmarks that want real-world HTML.
public enum ArticleCorpus {
    /// One page of the corpus.
    public struct Page: Sendable {
        /// The page's id (its file name without `.html.gz`).
        public let id: String
        /// The address the page was saved from.
        public let url: String
        /// The hand-made reference text of the article.
        public let referenceText: String
        /// The page's bytes, decompressed.
        public let html: Data
    }

    /// The corpus folder: `../shared/corpus/articles` next to the package
    /// root (found by walking up from this source file to `Package.swift`).
    public static func folder(filePath: String = #filePath) -> URL? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let corpus = folder.deletingLastPathComponent().appendingPathComponent("shared/corpus/articles")
                return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Every page, sorted by id. Throws when the corpus is missing or a
    /// file cannot be read.
    public static func pages() throws -> [Page] {
        guard let folder = folder() else {
            throw CocoaError(
                .fileNoSuchFile,
                userInfo: [NSLocalizedDescriptionKey: "no ../shared/corpus/articles beside the package"])
        }
        let truth =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("ground-truth.json"))) as? [String: [String: Any]]
            ?? [:]
        let htmlFolder = folder.appendingPathComponent("html")
        let names = try FileManager.default.contentsOfDirectory(atPath: htmlFolder.path)
            .filter { $0.hasSuffix(".html.gz") }.sorted()
        return try names.map { name in
            let id = String(name.dropLast(".html.gz".count))
            let entry = truth[id] ?? [:]
            return Page(
                id: id, url: entry["url"] as? String ?? "", referenceText: entry["articleBody"] as? String ?? "",
                html: try gunzip(htmlFolder.appendingPathComponent(name)))
        }
    }

    /// The decompressed contents of a gzip file (read with `gzip -dc`).
    public static func gunzip(_ file: URL) throws -> Data {
        let (status, data, _) = try ChildProcess.run(executable: "/bin/gzip", arguments: ["-dc", file.path])
        guard status == 0 else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "gzip could not read \(file.path)"])
        }
        return data
    }
}
