import Foundation

/// Writes a Netscape bookmarks file that browsers, Pocket-style importers
/// and `gempaper import` read: unread articles in a folder `Unread`,
/// archived ones in `Archive`, each with `ADD_DATE` and `TAGS`.
public enum NetscapeWriter {
    /// The start of the file.
    public static let header = """
        <!DOCTYPE NETSCAPE-Bookmark-file-1>
        <!-- Written by gempaper. -->
        <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
        <TITLE>Bookmarks</TITLE>
        <H1>Bookmarks</H1>
        <DL><p>

        """

    /// Opens a folder.
    public static func folderStart(_ name: String) -> String {
        "    <DT><H3>\(HTMLText.escape(name))</H3>\n    <DL><p>\n"
    }

    /// Closes a folder.
    public static let folderEnd = "    </DL><p>\n"

    /// The folder an article goes in.
    public static func folder(of article: SavedArticle) -> String { article.isArchived ? "Archive" : "Unread" }

    /// One article's line.
    public static func entry(_ article: SavedArticle) -> String {
        var attributes =
            "HREF=\"\(HTMLText.escape(article.url))\" ADD_DATE=\"\(Int64(article.savedAt.timeIntervalSince1970))\""
        if !article.tags.isEmpty { attributes += " TAGS=\"\(HTMLText.escape(article.tags.joined(separator: ",")))\"" }
        return "        <DT><A \(attributes)>\(HTMLText.escape(article.displayTitle))</A>\n"
    }

    /// The end of the file.
    public static let footer = "</DL><p>\n"
}
