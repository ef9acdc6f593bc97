/// A user name and password written into a URL (`https://user:secret@host/`):
/// gempaper keeps, fetches and shows URLs without them, so that a secret
/// never reaches a page, a feed, an export or a log.
public enum URLCredentials {
    /// `url` without the user name and password in its authority, and
    /// whether there were any (an empty `@` alone counts as none).
    public static func strip(_ url: String) -> (url: String, removed: Bool) {
        guard let schemeEnd = url.range(of: "://") else { return (url, false) }
        let authorityStart = schemeEnd.upperBound
        let rest = url[authorityStart...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
        guard let at = url[authorityStart..<authorityEnd].lastIndex(of: "@") else { return (url, false) }
        let removed = authorityStart < at
        return (String(url[..<authorityStart]) + String(url[url.index(after: at)...]), removed)
    }
}
