import Foundation

/// The players that video and audio sites embed in pages (`<iframe>`s of
/// YouTube, Vimeo, Spotify…): what they play, and the page on the site
/// itself where a reader can watch or listen; likewise the frames of the
/// services that embed a chart (Datawrapper, Flourish, Infogram) or a
/// piece of running code (CodePen, JSFiddle, CodeSandbox).
enum EmbeddedPlayers {
    /// What a player plays.
    enum Kind: String {
        case video = "Video"
        case audio = "Audio"
        case chart = "Chart"
        case code = "Code"
    }

    /// A known player: its kind and the address to link to.
    struct Player: Equatable {
        let kind: Kind
        let page: String
    }

    /// Hosts (or their parent domains) of video players.
    private static let videoHosts = [
        "youtube.com", "youtube-nocookie.com", "youtu.be", "vimeo.com", "dailymotion.com", "twitch.tv",
        "streamable.com", "ted.com", "wistia.com", "wistia.net", "jwplayer.com", "jwplatform.com", "brightcove.net",
        "facebook.com/plugins/video", "tiktok.com/embed", "peertube", "rumble.com", "odysee.com", "loom.com",
    ]
    /// Hosts of audio players.
    private static let audioHosts = [
        "spotify.com", "soundcloud.com", "bandcamp.com", "anchor.fm", "podbean.com", "simplecast.com",
        "megaphone.fm", "libsyn.com", "buzzsprout.com", "mixcloud.com", "music.apple.com", "podcasts.apple.com",
    ]
    /// Hosts of the frames of charting services.
    private static let chartHosts = [
        "datawrapper.dwcdn.net", "datawrapper.de", "flo.uri.sh", "flourish.studio", "infogram.com",
        "public.tableau.com", "observablehq.com/embed", "chart-studio.plotly.com",
    ]
    /// Hosts of the frames of code playgrounds.
    private static let codeHosts = [
        "codepen.io", "jsfiddle.net", "codesandbox.io", "stackblitz.com", "replit.com", "glitch.com",
        "play.golang.org", "go.dev/play", "play.rust-lang.org",
    ]

    /// The player at `url`, or nil when it is not a known player.
    static func player(at url: String) -> Player? {
        guard let components = URLComponents(string: url), let host = components.host?.lowercased() else {
            return nil
        }
        if let player = knownPlayer(at: url, components, host: host) { return player }
        // Another site's embed service showing a known player, whose address it carries in its own
        // ("/embed/youtube?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3D…", as telegra.ph and Embedly write it).
        for item in components.queryItems ?? [] where item.name == "url" || item.name == "src" {
            guard let inner = item.value, inner.hasPrefix("https://") || inner.hasPrefix("http://"),
                let innerComponents = URLComponents(string: inner), let innerHost = innerComponents.host?.lowercased(),
                let player = knownPlayer(at: inner, innerComponents, host: innerHost)
            else { continue }
            return player
        }
        // A site's own player: an embed address that names a video ("/embed/video/?v=…", "/video/embed/…").
        let segments = components.path.lowercased().split(separator: "/")
        if segments.contains(where: { $0.hasPrefix("embed") }),
            host.hasPrefix("video") || segments.contains(where: { $0.hasPrefix("video") })
        {
            return Player(kind: .video, page: peerTubePage(components) ?? url)
        }
        return nil
    }

    /// The player of a video or audio site at `url` (whose parts and host are given), or nil.
    private static func knownPlayer(at url: String, _ components: URLComponents, host: String) -> Player? {
        let hostAndPath = host + components.path
        func matches(_ pattern: String) -> Bool {
            if pattern.contains("/") { return hostAndPath.hasSuffix(pattern) || hostAndPath.contains(pattern) }
            if !pattern.contains(".") { return host.contains(pattern) }
            return host == pattern || host.hasSuffix("." + pattern)
        }
        if videoHosts.contains(where: matches) { return Player(kind: .video, page: watchPage(url, components)) }
        if audioHosts.contains(where: matches) { return Player(kind: .audio, page: listenPage(url, components)) }
        if chartHosts.contains(where: matches) { return Player(kind: .chart, page: workPage(url, components)) }
        if codeHosts.contains(where: matches) { return Player(kind: .code, page: workPage(url, components)) }
        return nil
    }

    /// The page of a chart or a pen whose frame is at `url`: a Flourish
    /// visualisation's public page (`flo.uri.sh/visualisation/123/embed`
    /// shows `public.flourish.studio/visualisation/123/`), an Infogram
    /// chart's (`e.infogram.com/ID?src=embed` is `infogram.com/ID`), a
    /// pen's (`codepen.io/USER/embed/SLUG` is `codepen.io/USER/pen/SLUG`);
    /// else the frame's own address, which shows the chart or the code.
    private static func workPage(_ url: String, _ components: URLComponents) -> String {
        let host = components.host?.lowercased() ?? ""
        let parts = components.path.split(separator: "/")
        if host == "flo.uri.sh" || host.hasSuffix("flourish.studio"), let page = flourishPage(of: parts) {
            return page
        }
        if host == "e.infogram.com", parts.count == 1 { return "https://infogram.com/" + parts[0] }
        if host == "codepen.io", parts.count == 3, parts[1] == "embed" {
            return "https://codepen.io/\(parts[0])/pen/\(parts[2])"
        }
        return url
    }

    /// The public page of the Flourish visualisation or story whose
    /// address or embed's `data-src` opens with the parts `parts`
    /// ("visualisation", "123"), or nil when they name none.
    static func flourishPage(of parts: [Substring]) -> String? {
        guard parts.count >= 2, ["visualisation", "story"].contains(parts[0]), parts[1].allSatisfy(\.isNumber) else {
            return nil
        }
        return "https://public.flourish.studio/\(parts[0])/\(parts[1])/"
    }

    /// The sites whose players pages set as elements of their own, with
    /// the address of a video's page before its identifier.
    private static let elementSites: [(name: String, page: String)] = [
        ("youtube", "https://www.youtube.com/watch?v="), ("vimeo", "https://vimeo.com/"),
    ]

    /// The attributes that carry a player element's video identifier.
    private static let identifierAttributes = ["videoid", "video-id", "data-videoid", "data-video-id", "data-id"]

    /// The player a page sets as an element of its own (the lite-youtube
    /// and lite-vimeo web components, `<youtube-video>`): an element whose
    /// name holds a dash and a video site's name, with a video identifier
    /// or a player's address (`src`); `attribute` reads its attributes.
    static func player(ofElement name: String, attribute: (String) -> String?) -> Player? {
        let name = name.lowercased()
        guard name.contains("-"), let site = elementSites.first(where: { name.contains($0.name) }) else { return nil }
        if let id = identifierAttributes.lazy.compactMap(attribute).first(where: isIdentifier) {
            return Player(kind: .video, page: site.page + id)
        }
        guard let source = attribute("src"), let player = player(at: source) else { return nil }
        return player
    }

    /// What a player element plays, from its attributes: its title, or
    /// its play button's label without the verb ("Play: Keynote talk"),
    /// else from `text`, the words inside it (lite-youtube's link for
    /// readers without scripts, "Play Video: Keynote talk").
    static func title(ofElement attribute: (String) -> String?, text: String) -> String? {
        for name in ["videotitle", "title", "data-title"] {
            if let title = attribute(name), !title.isEmpty { return title }
        }
        let label = attribute("playlabel") ?? attribute("play-label") ?? text
        let title = String(withoutPlayVerb(Substring(label)))
        return title.isEmpty ? nil : title
    }

    /// A play button's label without its verb and the word "video" after
    /// it ("Play Video: Keynote talk" → "Keynote talk").
    private static func withoutPlayVerb(_ label: Substring) -> Substring {
        let separators = CharacterSet(charactersIn: " :-–—")
        func dropping(_ word: String, from text: Substring) -> Substring {
            guard text.lowercased().hasPrefix(word), !(text.dropFirst(word.count).first?.isLetter ?? false) else {
                return text
            }
            return text.dropFirst(word.count).drop { $0.unicodeScalars.allSatisfy(separators.contains) }
        }
        let trimmed = label.drop { $0.isWhitespace }
        let object = dropping("play", from: trimmed)
        return object == trimmed ? trimmed : dropping("video", from: object)
    }

    /// The video's own page for the common players' embed addresses.
    private static func watchPage(_ url: String, _ components: URLComponents) -> String {
        let host = components.host?.lowercased() ?? ""
        let parts = components.path.split(separator: "/").map(String.init)
        let query = components.queryItems ?? []
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value.flatMap(identifier) }
        if host.contains("youtube"), parts.count >= 2, parts[0] == "embed", isIdentifier(parts[1]) {
            // A playlist's player ("embed/videoseries?list=…") plays the list.
            if parts[1] == "videoseries" || parts[1] == "playlist" {
                return value("list").map { "https://www.youtube.com/playlist?list=" + $0 } ?? url
            }
            // The moment the page starts the video at ("?start=90") is the moment it shows.
            let start = (value("start") ?? value("t")).map { "&t=" + $0 } ?? ""
            return "https://www.youtube.com/watch?v=" + parts[1] + start
        }
        if host == "player.vimeo.com", parts.count >= 2, parts[0] == "video", isIdentifier(parts[1]) {
            // An unlisted video's page needs its hash ("?h=…").
            return "https://vimeo.com/" + parts[1] + (value("h").map { "/" + $0 } ?? "")
        }
        if let page = peerTubePage(components) { return page }
        if host.hasSuffix("dailymotion.com"), parts.count >= 3, parts[0] == "embed", parts[1] == "video",
            isIdentifier(parts[2])
        {
            return "https://www.dailymotion.com/video/" + parts[2]
        }
        return url
    }

    /// The track's own page for Spotify's embed addresses, and for
    /// SoundCloud's player of a track it names by its page
    /// (`w.soundcloud.com/player/?url=https://soundcloud.com/artist/track`;
    /// a track named by its number in SoundCloud's API has no page to read
    /// there, and its player is the link).
    private static func listenPage(_ url: String, _ components: URLComponents) -> String {
        let host = components.host?.lowercased()
        if host == "w.soundcloud.com", components.path.hasPrefix("/player"),
            let track = components.queryItems?.first(where: { $0.name == "url" })?.value,
            let page = URLComponents(string: track), page.scheme == "https" || page.scheme == "http",
            page.host?.lowercased() == "soundcloud.com", page.path.split(separator: "/").count >= 2
        {
            return track
        }
        guard host == "open.spotify.com", components.path.hasPrefix("/embed/") else { return url }
        return "https://open.spotify.com/" + components.path.dropFirst("/embed/".count)
    }

    /// The video's page of a PeerTube player, on any instance: the player
    /// of a video at "/videos/embed/UUID", its page at "/videos/watch/UUID".
    private static func peerTubePage(_ components: URLComponents) -> String? {
        let parts = components.path.split(separator: "/")
        guard parts.count == 3, parts[0] == "videos", parts[1] == "embed", isUUID(String(parts[2])) else { return nil }
        var page = components
        page.path = "/videos/watch/" + parts[2]
        page.query = nil
        return page.string
    }

    /// Whether `text` is a UUID ("9c9de5e8-0a1f-4b7a-a5f6-0123456789ab").
    private static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// `text` when it is an identifier (see `isIdentifier`), else nil.
    private static func identifier(_ text: String) -> String? { isIdentifier(text) ? text : nil }

    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_")
            }
    }
}
