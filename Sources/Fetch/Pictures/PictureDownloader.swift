import Foundation
import Pictures
import Problems
import ReadingList

/// Downloads the pictures of one article in parallel and keeps each in the
/// library as soon as it arrives (so memory holds at most `concurrency`
/// pictures, never the sum of them). What is not part of the story is not
/// kept: bytes that are not a picture whatever the server says, pictures
/// under 16×16 pixels, files over the size limit, 404s and other answers
/// that will not change. What may work later (the network, a slow server,
/// the article's time budget) is left missing for `refetch`.
struct PictureDownloader {
    /// Fetches the bytes at a URL within the limits given, following redirects.
    typealias Getter = @Sendable (_ url: String, _ settings: FetchSettings, _ cancellation: FetchCancellation?) throws
        -> Data

    let library: Library
    let settings: PictureSettings
    let fetchSettings: FetchSettings
    let get: Getter

    /// `pictures` with each missing one downloaded and kept, or marked
    /// skipped or still missing with the reason; the others as they came.
    func download(_ pictures: [ArticlePicture], cancellation: FetchCancellation?) -> [ArticlePicture] {
        let wanted = pictures.indices.filter { pictures[$0].state == .missing }
        guard settings.enabled, !wanted.isEmpty else { return pictures }
        let deadline = Date().addingTimeInterval(settings.budget)
        let work = SharedWork(pictures, wanted: wanted)
        let group = DispatchGroup()
        for _ in 0..<min(settings.concurrency, wanted.count) {
            group.enter()
            Thread {
                defer { group.leave() }
                while let (index, picture) = work.take() {
                    work.finish(index, fetch(picture, deadline: deadline, cancellation: cancellation))
                }
            }.start()
        }
        group.wait()
        return work.pictures
    }

    /// The pictures being downloaded, shared by the downloading threads.
    private final class SharedWork: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [ArticlePicture]
        private let wanted: [Int]
        private var next = 0

        init(_ pictures: [ArticlePicture], wanted: [Int]) {
            list = pictures
            self.wanted = wanted
        }

        /// The next picture to download, with its index; nil when none is left.
        func take() -> (Int, ArticlePicture)? {
            lock.lock()
            defer { lock.unlock() }
            guard next < wanted.count else { return nil }
            let index = wanted[next]
            next += 1
            return (index, list[index])
        }

        func finish(_ index: Int, _ picture: ArticlePicture) {
            lock.lock()
            list[index] = picture
            lock.unlock()
        }

        var pictures: [ArticlePicture] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }

    /// One picture, fetched, checked and kept.
    private func fetch(_ picture: ArticlePicture, deadline: Date, cancellation: FetchCancellation?) -> ArticlePicture {
        var picture = picture
        if picture.number > settings.maxPictures {
            return settled(picture, .failed, "the article has more than \(settings.maxPictures) pictures")
        }
        let remaining = deadline.timeIntervalSinceNow
        guard remaining > 1, cancellation?.isCancelled != true else {
            picture.reason = "the time for this article's pictures ran out"
            return picture
        }
        var limits = fetchSettings
        limits.maxBytes = settings.maxBytes
        limits.totalTimeout = min(limits.totalTimeout, remaining)
        let bytes: Data
        do {
            bytes = try get(picture.url, limits, cancellation)
        } catch let problem as Problem {
            if problem.mayWorkLater {
                picture.reason = problem.message
                return picture
            }
            return settled(picture, .failed, problem.message)
        } catch {
            picture.reason = "\(error)"
            return picture
        }
        guard let info = PictureInfo(bytes) else {
            return settled(
                picture, .skipped, "\(picture.url) is not a picture gempaper keeps (JPEG, PNG, GIF, WebP, AVIF or SVG)")
        }
        if info.isTooSmall {
            return settled(picture, .skipped, "\(picture.url) is \(info.sizeText ?? "tiny"): an icon or a tracking pixel")
        }
        do {
            picture.kept = try library.keepPicture(bytes)
            picture.state = .kept
            picture.reason = nil
        } catch {
            picture.reason = "it could not be stored: \((error as? Problem)?.message ?? "\(error)")"
        }
        return picture
    }

    private func settled(_ picture: ArticlePicture, _ state: ArticlePicture.State, _ reason: String) -> ArticlePicture {
        var picture = picture
        picture.state = state
        picture.reason = Problem.oneLine(reason, maxBytes: 300)
        return picture
    }
}
