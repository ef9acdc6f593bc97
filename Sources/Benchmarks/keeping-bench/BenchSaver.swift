import Fetch
import ReadingList

/// The save pipeline the benchmark adds pages with: `gempaper add`'s, with
/// pictures off (the real pages' pictures live on other hosts).
enum BenchSaver {
    static func make(library: Library, settings: FetchSettings) -> ArticleSaver {
        ArticleSaver(
            library: library, fetcher: PageFetcher(settings: settings), pictures: PictureSettings(enabled: false))
    }
}
