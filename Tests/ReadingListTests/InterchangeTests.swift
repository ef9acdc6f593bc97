import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct InterchangeTests {
    func read(_ text: String, format: ImportFormat? = nil) throws -> (ImportFormat, [ImportEntry]) {
        try ImportFile.read(Data(text.utf8), name: "file", format: format)
    }

    @Test func netscapeFilesKeepDatesTagsFoldersAndTheArchive() throws {
        let (format, entries) = try read(
            """
            <!DOCTYPE NETSCAPE-Bookmark-file-1>
            <!-- comment with <A HREF="https://ignored.example/">a link</A> -->
            <TITLE>Bookmarks</TITLE>
            <H1>Bookmarks</H1>
            <DL><p>
                <DT><H3 ADD_DATE="1">Bookmarks bar</H3>
                <DL><p>
                    <DT><H3>Dev &amp; Ops</H3>
                    <DL><p>
                        <DT><A HREF="https://example.com/a?x=1&amp;y=2" ADD_DATE="1600000000" TAGS="Swift,read later">A &lt;b&gt; &#x2019;title&#39;</A>
                    </DL><p>
                    <DT><a href='https://example.com/b' add_date=1600000001>B <b>bold</b>
                    </a>
                </DL><p>
                <DT><H3>Archive</H3>
                <DL><p>
                    <DT><A HREF="https://example.com/c" ADD_DATE="1600000002000">C</A>
                </DL><p>
                <DT><A HREF="https://example.com/d">D</A>
            </DL><p>
            """)
        #expect(format == .netscape)
        #expect(
            entries.map(\.bookmark.url) == [
                "https://example.com/a?x=1&y=2", "https://example.com/b", "https://example.com/c",
                "https://example.com/d",
            ])
        #expect(entries[0].bookmark.title == "A <b> \u{2019}title'")
        #expect(entries[0].bookmark.tags == ["swift", "read-later", "dev-ops"])
        #expect(entries[0].bookmark.savedAt == Date(timeIntervalSince1970: 1_600_000_000))
        #expect(entries[0].bookmark.archivedAt == nil)
        #expect(entries[0].location == "line 10")
        #expect(entries[1].bookmark.title == "B bold")
        #expect(entries[1].bookmark.tags == [])
        #expect(entries[2].bookmark.savedAt == Date(timeIntervalSince1970: 1_600_000_002))
        #expect(entries[2].bookmark.archivedAt == Date(timeIntervalSince1970: 1_600_000_002))
        #expect(entries[3].bookmark.tags == [])
    }

    @Test func pocketAndInstapaperHTMLExportsUseHeadingsAsFolders() throws {
        let (format, entries) = try read(
            """
            <!DOCTYPE html>
            <html><head><title>Pocket Export</title></head><body>
            <h1>Unread</h1>
            <ul>
              <li><a href="https://www.google.com" time_added="1698568488" tags="search,something else">Google</a></li>
            </ul>
            <h1>Read Archive</h1>
            <ul>
              <li><a href="https://duckduckgo.com" time_added="1698568489" tags="search">DuckDuckGo</a></li>
            </ul>
            <h1>Starred</h1>
            <ol><li><a href="https://example.com/s">S</a></li></ol>
            </body></html>
            """)
        #expect(format == .netscape)
        #expect(entries.count == 3)
        #expect(entries[0].bookmark.tags == ["search", "something-else"])
        #expect(entries[0].bookmark.archivedAt == nil)
        #expect(entries[1].bookmark.archivedAt == Date(timeIntervalSince1970: 1_698_568_489))
        #expect(entries[2].bookmark.tags == ["starred"])
    }

    @Test func instapaperCSVWithFoldersTagsAndQuotedFields() throws {
        let (format, entries) = try read(
            #"""
            URL,Title,Selection,Folder,Timestamp,Tags
            https://example.com/1,"Title, with comma",,Unread,1600000000,"[""tech"",""long read""]"
            https://example.com/2,"Quote ""inside""","A selection
            over two lines",Archive,1600000001,
            https://example.com/3,Three,,Recipes,1600000002,tech|food
            ,No URL,,Unread,1600000003,
            """#)
        #expect(format == .csv)
        #expect(entries.count == 4)
        #expect(
            entries[0].bookmark
                == Bookmark(
                    url: "https://example.com/1", title: "Title, with comma", tags: ["tech", "long-read"],
                    savedAt: Date(timeIntervalSince1970: 1_600_000_000)))
        #expect(entries[1].bookmark.title == "Quote \"inside\"")
        #expect(entries[1].bookmark.archivedAt == Date(timeIntervalSince1970: 1_600_000_001))
        #expect(entries[2].bookmark.tags == ["tech", "food", "recipes"])
        #expect(entries[2].location == "line 5")
        #expect(entries[3].problem == "no URL in this row")
    }

    @Test func pocketCSV() throws {
        let (_, entries) = try read(
            """
            title,url,time_added,cursor,tags,status
            Hoarder App,https://github.com/hoarder-app,1728576752,7187623980,,unread
            Some Title,"https://somewebsite.com/with,commas",1728576752,7187623980,opensource|with space,archive
            """)
        #expect(
            entries.map(\.bookmark.url) == ["https://github.com/hoarder-app", "https://somewebsite.com/with,commas"])
        #expect(entries[1].bookmark.tags == ["opensource", "with-space"])
        #expect(entries[1].bookmark.archivedAt != nil)
        #expect(entries[0].bookmark.archivedAt == nil)
    }

    @Test func urlListsSkipCommentsAndTakeTitlesAndGemtextLinks() throws {
        let (format, entries) = try read(
            """
            # my reading list
            https://example.com/a

            https://example.com/b  The B article
            => gemini://capsule.example/post A post
            not a url
            """)
        #expect(format == .urls)
        #expect(
            entries.map(\.bookmark.url) == [
                "https://example.com/a", "https://example.com/b", "gemini://capsule.example/post", "not",
            ])
        #expect(entries.map(\.bookmark.title) == [nil, "The B article", "A post", "a url"])
        #expect(entries.map(\.location) == ["line 2", "line 4", "line 5", "line 6"])
    }

    @Test func detectionAndBadFiles() throws {
        #expect(ImportFile.detect("https://example.com/") == .urls)
        #expect(ImportFile.detect("\u{FEFF}<!DOCTYPE NETSCAPE-Bookmark-file-1>") == .netscape)
        #expect(ImportFile.detect("URL,Title,Selection,Folder,Timestamp\n") == .csv)
        #expect(ImportFile.detect("  [{\"url\": \"x\"}]") == .json)
        let empty = #expect(throws: Problem.self) { try read(" \n\n") }
        #expect(empty?.message == "file is empty")
        let noLinks = #expect(throws: Problem.self) { try read("<html><body>nothing</body></html>") }
        #expect(noLinks?.message == "found nothing to import in file (read as a Netscape bookmarks file)")
        let noURLColumn = #expect(throws: Problem.self) { try read("a,b\n1,2\n", format: .csv) }
        #expect(noURLColumn?.message == "file has no URL column")
        let badJSON = #expect(throws: Problem.self) { try read("{\"articles\": [{\"title\": 1}]}") }
        #expect(badJSON?.message == "article 1 in file has no 'url'")
        let otherJSON = #expect(throws: Problem.self) { try read("{\"format\": \"other\", \"articles\": []}") }
        #expect(otherJSON?.message == "file is JSON, but not a gempaper export (its format is 'other')")
    }

    @Test func windows1252FilesAreRead() throws {
        var data = Data("https://example.com/a Caf".utf8)
        data.append(0xE9)  // é in Windows-1252, invalid alone in UTF-8
        let (_, entries) = try ImportFile.read(data, name: "f")
        #expect(entries[0].bookmark.title == "Café")
    }

    @Test func netscapeExportReadsBack() throws {
        let article = SavedArticle(
            id: ArticleID(5), url: "https://example.com/a?x=1&y=\"2\"", canonicalURL: "https://example.com/a",
            title: "<Tricky> & \"quoted\"",
            site: "example.com", savedAt: Date(timeIntervalSince1970: 1_600_000_000),
            archivedAt: Date(timeIntervalSince1970: 1_600_000_100),
            fetch: FetchStatus(state: .ready), hasContent: true, tags: ["a", "b"])
        let file =
            NetscapeWriter.header + NetscapeWriter.folderStart(NetscapeWriter.folder(of: article))
            + NetscapeWriter.entry(article) + NetscapeWriter.folderEnd + NetscapeWriter.footer
        let (_, entries) = try read(file)
        #expect(entries.count == 1)
        #expect(entries[0].bookmark.url == article.url)
        #expect(entries[0].bookmark.title == article.title)
        #expect(entries[0].bookmark.tags == ["a", "b"])
        #expect(entries[0].bookmark.savedAt == article.savedAt)
        #expect(entries[0].bookmark.archivedAt != nil)
    }

    @Test func gemtextExportNamesFilesAndLinksInGemfeedForm() {
        let article = SavedArticle(
            id: ArticleID(42), url: "https://example.com/a", canonicalURL: "https://example.com/a",
            title: "Ünïcode: the Story!",
            site: "example.com", savedAt: Date(timeIntervalSince1970: 1_600_000_000), fetch: FetchStatus(state: .ready),
            hasContent: true)
        #expect(GemtextExport.fileName(of: article) == "42-unicode-the-story.gmi")
        #expect(
            GemtextExport.indexLine(article) == "=> articles/42-unicode-the-story.gmi 2020-09-13 Ünïcode: the Story!\n")
        #expect(
            GemtextExport.articleFile(article, gemtext: "# T")
                == "# T\n\n=> https://example.com/a Original page (example.com)\n")
        var queued = article
        queued.hasContent = false
        #expect(GemtextExport.indexLine(queued) == "=> https://example.com/a 2020-09-13 Ünïcode: the Story!\n")
    }

    /// The fuzzer's finding: a heading tag cut short by the end of the file
    /// (`<H3=` and no `>`) trapped the Netscape reader; now it reads on.
    @Test func aBookmarksFileEndingInsideATagIsReadWithoutATrap() throws {
        let text = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF=\"https://a.example/\">A</A>\n<DT><H3="
        let entries = try ImportFile.read(Data(text.utf8), name: "cut.html", format: .netscape).1
        #expect(entries.map(\.bookmark.url) == ["https://a.example/"])
        // The fuzzer's input itself: a heading's attribute that runs to the end.
        let found = Data("<!DOCT\u{05}PE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3=".utf8)
            + Data(repeating: 0xBB, count: 45) + Data("E=\"17DL:\n".utf8)
        #expect(throws: Problem.self) { try ImportFile.read(found, name: "cut.html", format: .netscape) }
    }
}
