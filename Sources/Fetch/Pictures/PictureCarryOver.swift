import ReadingList

/// What a new conversion of an article keeps of its pictures from before:
/// a picture at the same address keeps what became of it (kept bytes are
/// not fetched again, one left out stays out), so that `refetch` downloads
/// only the pictures still missing and `--reconvert` downloads nothing.
enum PictureCarryOver {
    static func apply(_ fresh: [ArticlePicture], keeping old: [ArticlePicture]) -> [ArticlePicture] {
        var byURL: [String: ArticlePicture] = [:]
        for picture in old where byURL[picture.url] == nil { byURL[picture.url] = picture }
        return fresh.map { picture in
            guard let before = byURL[picture.url], before.state != .missing else { return picture }
            var carried = picture
            carried.state = before.state
            carried.reason = before.reason
            carried.kept = before.kept
            return carried
        }
    }
}
