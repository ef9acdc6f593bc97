extension Schema {
    /// Version 6: the outline levels of an article's headings, kept with
    /// its gemtext (see `HeadingLevelsText`): gemtext has three heading
    /// levels, so a page's `<h4>` under an `<h3>` is `###` like it, and
    /// only these say it nests deeper. NULL (every article saved before)
    /// means the gemtext's own levels.
    static let version6 = Migration(version: 6, summary: "outline levels of headings") { connection in
        try connection.execute("ALTER TABLE article_bodies ADD COLUMN heading_levels TEXT;")
    }
}
