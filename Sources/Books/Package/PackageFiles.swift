/// The fixed files of a book: the `mimetype` entry, the container that
/// points at the package document, and the stylesheet.
enum PackageFiles {
    /// The first entry of every EPUB, stored: its media type.
    static let mimetype = "application/epub+zip"

    /// The folder inside the book that holds everything but `META-INF`.
    static let folder = "EPUB"

    /// The package document's path inside `folder`.
    static let packageDocument = "package.opf"

    /// `META-INF/container.xml`.
    static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles>
            <rootfile full-path="\(folder)/\(packageDocument)" media-type="application/oebps-package+xml"/>
          </rootfiles>
        </container>

        """

    /// The stylesheet's path inside `folder`.
    static let stylesheet = "style.css"

    /// A quiet stylesheet: readers' own fonts and margins, code that scrolls
    /// instead of overflowing, quotes and details set apart.
    static let style = """
        h1 { margin-bottom: 0.3em; }
        p.details, p.source { font-size: 0.85em; margin: 0.2em 0; }
        p.source a { word-break: break-all; }
        section { page-break-before: always; break-before: page; }
        pre { white-space: pre-wrap; font-family: monospace; font-size: 0.85em; }
        blockquote { margin: 1em 1.5em; font-style: italic; }
        p.link { margin: 0.3em 0; }
        p.link::before { content: "→ "; }
        nav ol { list-style-type: none; }
        figure { margin: 1em 0; text-align: center; }
        figure img { max-width: 100%; height: auto; }
        figcaption { font-size: 0.85em; }

        """
}
