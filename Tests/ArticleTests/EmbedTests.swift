import Foundation
import Gemtext
import Testing

@testable import Article

/// Videos, audio and players embedded in an article become link lines that
/// say what they are and what they show, through the whole pipeline.
@Suite struct EmbedTests {
    static func links(inserting insert: String) throws -> [GemtextDocument.Line] {
        try VerbatimTests.body(inserting: insert).filter { if case .link = $0 { true } else { false } }
    }

    @Test func aFiguresCaptionNamesItsVideoAudioOrPlayer() throws {
        let links = try Self.links(
            inserting: """
                <figure><video controls><source src="/media/launch.webm" type="video/webm">\
                <source src="/media/launch.mp4"></video><figcaption>The launch of the library</figcaption></figure>
                <figure><audio src="/media/talk.mp3"></audio><figcaption>The mayor speaking</figcaption></figure>
                <figure><iframe src="https://www.youtube.com/embed/cap1"></iframe>\
                <figcaption>Council debate</figcaption></figure>
                """)
        #expect(
            links == [
                .link(url: "https://news.example.com/media/launch.webm", label: "Video: The launch of the library"),
                .link(url: "https://news.example.com/media/talk.mp3", label: "Audio: The mayor speaking"),
                .link(url: "https://www.youtube.com/watch?v=cap1", label: "Video: Council debate"),
            ])
    }

    @Test func aFigureCaptionStaysInThePlainTextOnce() throws {
        let html = TestPage.site(
            article: "<h1>Library funding approved</h1>" + TestPage.paragraphs("a", count: 2)
                + "<figure><video src=\"/v.mp4\"></video><figcaption>The opening night</figcaption></figure>"
                + TestPage.paragraphs("b", count: 2))
        let article = try ArticleConverter().convert(
            Array(html.utf8), url: URL(string: "https://news.example.com/2019/11/19/story.html"))
        #expect(article.text.components(separatedBy: "The opening night").count == 2)
    }

    @Test func lazyVideosAndVideosWithOnlyAPosterLeaveALink() throws {
        let links = try Self.links(
            inserting: """
                <video data-src="/media/lazy.mp4" title="Harbour at dawn"></video>
                <video poster="/media/poster.jpg" aria-label="The new reading room"></video>
                <iframe data-src="https://player.vimeo.com/video/7788?h=ab" title="vimeo video player"></iframe>
                <iframe src="https://www.youtube-nocookie.com/embed/XyZ_12?start=3"></iframe>
                <iframe src="https://www.youtube.com/embed/videoseries?list=PLab_12"></iframe>
                """)
        #expect(
            links == [
                .link(url: "https://news.example.com/media/lazy.mp4", label: "Video: Harbour at dawn"),
                .link(url: "https://news.example.com/media/poster.jpg", label: "Video poster: The new reading room"),
                // An unlisted video's page needs its hash; a video started at a moment opens there; a playlist is one.
                .link(url: "https://vimeo.com/7788/ab", label: "Video"),
                .link(url: "https://www.youtube.com/watch?v=XyZ_12&t=3", label: "Video"),
                .link(url: "https://www.youtube.com/playlist?list=PLab_12", label: "Video"),
            ])
    }

    @Test func aSitesOwnVideoPlayerIsAVideo() throws {
        let links = try Self.links(
            inserting: """
                <figure class="embed"><iframe data-src="https://news.example.com/embed/video/?v=1.77d1" \
                class="lazyload"></iframe><figcaption><span>Day 3: the opening statement</span></figcaption></figure>
                <iframe src="https://videos.example.net/embed/abc12"></iframe>
                <iframe src="https://ads.example.net/embed/banner.html"></iframe>
                """)
        #expect(
            links == [
                .link(
                    url: "https://news.example.com/embed/video/?v=1.77d1", label: "Video: Day 3: the opening statement"),
                .link(url: "https://videos.example.net/embed/abc12", label: "Video"),
            ])
    }

    /// An embed service that shows another site's player (telegra.ph's
    /// `/embed/youtube?url=…`, Embedly's `media.html?src=…`) links to the
    /// video's own page, not to the service.
    @Test func aPlayerShownThroughAnEmbedServiceLinksToTheVideo() throws {
        let links = try Self.links(
            inserting: """
                <figure><iframe src="/embed/youtube?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ" \
                width="640" height="360" frameborder="0" allowfullscreen="true"></iframe>\
                <figcaption>The view from the second cairn</figcaption></figure>
                <iframe src="https://cdn.embedly.com/widgets/media.html?src=https%3A%2F%2Fplayer.vimeo.com%2Fvideo%2F7788\
                &amp;type=text%2Fhtml&amp;schema=vimeo"></iframe>
                <iframe src="https://tools.example.net/embed/widget?url=https%3A%2F%2Fnews.example.com%2Fpoll"></iframe>
                """)
        #expect(
            links == [
                .link(url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", label: "Video: The view from the second cairn"),
                .link(url: "https://vimeo.com/7788", label: "Video"),
            ])
    }

    /// A post's address that names its author (Mastodon's `/@user/123`) labels the link with the author.
    @Test func framesShowingAPostLinkToThePost() throws {
        let links = try Self.links(
            inserting: """
                <iframe src="https://mastodon.social/@lib/112244/embed" class="mastodon-embed" width="400"></iframe>
                <iframe src="https://platform.twitter.com/embed/Tweet.html?dnt=false&amp;\
                id=1049648215035924480"></iframe>
                <iframe src="https://www.instagram.com/p/ABC/embed/captioned/?cr=1&amp;v=14"></iframe>
                """)
        #expect(
            links == [
                .link(url: "https://mastodon.social/@lib/112244", label: "Post by @lib@mastodon.social"),
                .link(url: "https://twitter.com/i/status/1049648215035924480", label: "Post"),
                .link(url: "https://www.instagram.com/p/ABC", label: "Post"),
            ])
    }

    /// Players that pages set as elements of their own (the lite-youtube and lite-vimeo web components).
    @Test func playerElementsLinkToTheirVideosPage() throws {
        let links = try Self.links(
            inserting: """
                <lite-youtube videoid="ZZZyyy11111" playlabel="Play: Keynote talk"></lite-youtube>
                <lite-vimeo videoid="76979871"></lite-vimeo>
                <youtube-video src="https://www.youtube.com/embed/abcDEF12345" title="How bridges stand up">                </youtube-video>
                <lite-badge data-id="42"></lite-badge>
                """)
        #expect(
            links == [
                .link(url: "https://www.youtube.com/watch?v=ZZZyyy11111", label: "Video: Keynote talk"),
                .link(url: "https://vimeo.com/76979871", label: "Video"),
                .link(url: "https://www.youtube.com/watch?v=abcDEF12345", label: "Video: How bridges stand up"),
            ])
    }

    /// lite-youtube's own markup for readers without scripts: a link whose
    /// hidden words name the video ("Play Video: TITLE").
    @Test func aPlayerElementIsNamedByItsPlayLinksWords() throws {
        let links = try Self.links(
            inserting: """
                <lite-youtube videoid="ogfYd705cRs" style="background-image: \
                url('https://i.ytimg.com/vi/ogfYd705cRs/hqdefault.jpg');">\
                <a href="https://youtube.com/watch?v=ogfYd705cRs" class="lty-playbtn" title="Play Video">\
                <span class="lyt-visually-hidden">Play Video: Opening of the reading room</span></a></lite-youtube>
                """)
        #expect(
            links == [.link(url: "https://www.youtube.com/watch?v=ogfYd705cRs", label: "Video: Opening of the reading room")])
    }

    /// A PeerTube player, on whatever instance, links to the video's page;
    /// a player frame's link for browsers without frames (Bandcamp's) names
    /// what it plays and where; SoundCloud's player links to the track's
    /// page when it names one.
    @Test func aPlayersOwnPageIsWhereItsFrameSays() throws {
        let links = try Self.links(
            inserting: """
                <iframe title="Council meeting, 4 March" width="560" height="315" \
                src="https://framatube.org/videos/embed/9c9de5e8-0a1f-4b7a-a5f6-0123456789ab?start=30s" \
                frameborder="0" allowfullscreen="" sandbox="allow-same-origin allow-scripts allow-popups"></iframe>
                <iframe style="border: 0; width: 350px; height: 470px;" src="https://bandcamp.com/EmbeddedPlayer/\
                album=1536701931/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/" seamless>\
                <a href="https://thetides.bandcamp.com/album/harbour-songs">Harbour Songs by The Tides</a></iframe>
                <iframe class="podcast_style" height="115" src="https://w.soundcloud.com/player/?url=\
                https://soundcloud.com/townradio/harbour-hour-12&amp;show_artwork=true&amp;color=%234ad71e"></iframe>
                <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" \
                src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&amp;\
                color=%23ff5500&amp;auto_play=false"></iframe>
                """)
        #expect(
            links == [
                .link(
                    url: "https://framatube.org/videos/watch/9c9de5e8-0a1f-4b7a-a5f6-0123456789ab",
                    label: "Video: Council meeting, 4 March"),
                .link(url: "https://thetides.bandcamp.com/album/harbour-songs", label: "Audio: Harbour Songs by The Tides"),
                .link(url: "https://soundcloud.com/townradio/harbour-hour-12", label: "Audio"),
                .link(
                    url: "https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/293&color=%23ff5500"
                        + "&auto_play=false", label: "Audio"),
            ])
    }

    /// An embed left as the address it shows, as WordPress's embed block
    /// stores it: a link line saying what is there.
    @Test func anEmbedLeftAsItsAddressIsALinkLine() throws {
        let lines = try VerbatimTests.body(
            inserting: """
                <figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube \
                wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
                https://www.youtube.com/watch?v=Xy12AbC34dE
                </div><figcaption class="wp-element-caption">The ribbon cutting</figcaption></figure>
                <figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter">\
                <div class="wp-block-embed__wrapper">
                https://twitter.com/townlibrary/status/1234567890123456789
                </div></figure>
                <figure class="wp-block-embed is-type-wp-embed is-provider-harbour-notes wp-block-embed-harbour-notes">\
                <div class="wp-block-embed__wrapper">
                https://blog.example.net/2024/03/harbour-walk/
                </div></figure>
                """)
        let links = lines.filter { if case .link = $0 { true } else { false } }
        #expect(
            links == [
                .link(url: "https://www.youtube.com/watch?v=Xy12AbC34dE", label: "Video: The ribbon cutting"),
                .link(url: "https://twitter.com/townlibrary/status/1234567890123456789", label: "Post"),
                .link(url: "https://blog.example.net/2024/03/harbour-walk/", label: "blog.example.net/2024/03/harbour-walk/"),
            ])
        #expect(!lines.contains { "\($0)".contains("The ribbon cutting") && !"\($0)".contains("watch") })
    }

    @Test func picturesWithoutAltAreNamedByTheirLabelOrTitle() throws {
        let links = try Self.links(
            inserting: """
                <p>The plans: <img src="/map.png" aria-label="Map of the site"> and \
                <img src="/plan.png" alt="" title="The floor plan"> and <img src="/x.png"></p>
                """)
        #expect(
            links == [
                .link(url: "https://news.example.com/map.png", label: "Map of the site"),
                .link(url: "https://news.example.com/plan.png", label: "The floor plan"),
                .link(url: "https://news.example.com/x.png", label: "Picture 3"),
            ])
    }

    /// A frame that shows a preview card of another page and names that
    /// page in an attribute (Zenn's link cards, the address encoded whole)
    /// is a link line to the page; an untitled frame naming none stays out.
    @Test func aLinkCardsFrameLeadsToThePageItPreviews() throws {
        let links = try Self.links(
            inserting: """
                <span class="embed-block zenn-embedded zenn-embedded-card"><iframe id="zenn-embedded__a1b2" \
                src="https://embed.zenn.studio/card#zenn-embedded__a1b2" class="zenn-embedded__iframe" \
                data-content="https%3A%2F%2Fdocs.swift.org%2Fswift-book%2Fconcurrency%2F" frameborder="0" \
                scrolling="no" loading="lazy"></iframe></span>
                <div class="embed-zenn-link"><iframe src="https://zenn-embedded.zenn.dev/link-card" \
                data-content="https%3A%2F%2Fgithub.com%2Fapple%2Fswift-evolution" frameborder="0"></iframe></div>
                <iframe src="https://ads.example/frame?slot=4" width="300" height="250"></iframe>
                """)
        #expect(
            links == [
                .link(
                    url: "https://docs.swift.org/swift-book/concurrency/", label: "docs.swift.org/swift-book/concurrency/"),
                .link(url: "https://github.com/apple/swift-evolution", label: "github.com/apple/swift-evolution"),
            ])
    }
}
