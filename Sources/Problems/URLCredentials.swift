import Foundation

/// A user name and password written into a URL (`https://user:secret@host/`):
/// gempaper keeps, fetches and shows URLs without them, so that a secret
/// never reaches a page, a feed, an export or a log.
public enum URLCredentials {
    /// `url` without the user name and password in its authority, and
    /// whether there were any (an empty `@` alone counts as none).
    public static func strip(_ url: String) -> (url: String, removed: Bool) {
        let bytes = url.utf8
        guard let colon = bytes.indices.first(where: { index in bytes[index...].starts(with: "://".utf8) })
        else { return (url, false) }
        let authorityStart = bytes.index(colon, offsetBy: 3)
        let rest = url[authorityStart...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
        guard let at = url[authorityStart..<authorityEnd].lastIndex(of: "@") else { return (url, false) }
        let removed = authorityStart < at
        return (String(url[..<authorityStart]) + String(url[url.index(after: at)...]), removed)
    }

    /// `url` without the user name and password in its authority.
    public static func strip(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil else { return url }
        return URL(string: strip(url.absoluteString).url) ?? url
    }
}
