import Problems

extension Library {
    /// Every tag in use with how many articles carry it, by name.
    public func tags() throws -> [TagCount] {
        try perform { connection in
            try connection.rows("SELECT name, article_count FROM tags ORDER BY name") {
                TagCount(name: $0.string(0), articles: $0.int(1))
            }
        }
    }

    /// Renames tag `old` to `new` on every article. When `new` already
    /// exists the two merge. Returns how many articles carry `new` after.
    /// Not found when no article carries `old`.
    @discardableResult
    public func renameTag(_ old: String, to new: String) throws -> Int {
        let oldName = try TagName.normalize(old)
        let newName = try TagName.normalize(new)
        return try write { connection in
            let oldID = try requireTag(oldName, in: connection)
            if oldName != newName {
                if let newID = try tagID(newName, in: connection) {
                    try connection.run(
                        "INSERT OR IGNORE INTO article_tags (tag_id, article_id) SELECT ?, article_id FROM article_tags WHERE tag_id = ?",
                        [.integer(newID), .integer(oldID)])
                    try connection.run("DELETE FROM tags WHERE id = ?", [.integer(oldID)])
                } else {
                    try connection.run("UPDATE tags SET name = ? WHERE id = ?", [.text(newName), .integer(oldID)])
                }
            }
            return Int(try connection.integer("SELECT article_count FROM tags WHERE name = ?", [.text(newName)]))
        }
    }

    /// Takes tag `name` off every article; returns how many carried it.
    /// Not found when none does.
    @discardableResult
    public func deleteTag(_ name: String) throws -> Int {
        let normalized = try TagName.normalize(name)
        return try write { connection in
            let id = try requireTag(normalized, in: connection)
            let count = Int(try connection.integer("SELECT article_count FROM tags WHERE id = ?", [.integer(id)]))
            try connection.run("DELETE FROM tags WHERE id = ?", [.integer(id)])
            return count
        }
    }

    private func tagID(_ name: String, in connection: Connection) throws -> Int64? {
        try connection.firstRow("SELECT id FROM tags WHERE name = ?", [.text(name)]) { $0.int64(0) }
    }

    private func requireTag(_ name: String, in connection: Connection) throws -> Int64 {
        guard let id = try tagID(name, in: connection) else {
            throw Problem.notFound("no article has the tag '\(name)'", hint: "list the tags to see their names")
        }
        return id
    }
}
