import Foundation

/// What the folders of other programs' exports mean here: some say an
/// article is archived, some are just the export's own top level, the rest
/// become tags.
enum FolderRules {
    /// Folder names meaning "read".
    static let archive: Set<String> = ["archive", "archived", "read archive", "read"]
    /// Folder names that are only an export's top level or inbox.
    static let ignored: Set<String> = [
        "bookmarks", "bookmarks bar", "bookmarks toolbar", "bookmarks menu", "other bookmarks", "mobile bookmarks",
        "favorites bar", "unread", "unsorted", "my list", "home", "pocket export", "instapaper: export",
    ]
    /// Folder names meaning "starred": they become the tag `starred`.
    static let starred: Set<String> = ["starred", "favorites", "favourites", "liked"]

    /// Applies the folders an entry sits in (outermost first) to `bookmark`.
    static func apply(_ folders: [String], to bookmark: inout Bookmark) {
        for folder in folders {
            let name = folder.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if name.isEmpty || ignored.contains(name) { continue }
            if archive.contains(name) {
                bookmark.archivedAt = bookmark.archivedAt ?? bookmark.savedAt ?? Date()
            } else if starred.contains(name) {
                add("starred", to: &bookmark)
            } else if let tag = TagName.sanitize(name) {
                add(tag, to: &bookmark)
            }
        }
    }

    /// Adds tags given as free text by another program (sanitised).
    static func addTags(_ names: [String], to bookmark: inout Bookmark) {
        for name in names { if let tag = TagName.sanitize(name) { add(tag, to: &bookmark) } }
    }

    private static func add(_ tag: String, to bookmark: inout Bookmark) {
        if !bookmark.tags.contains(tag) { bookmark.tags.append(tag) }
    }
}
