import Foundation

/// The name of the site an article belongs to: what the page calls its
/// site, cleaned, or else the site's host as a reader names it.
enum SiteNames {
    /// `raw` as a site name: a web address becomes its host, a tagline
    /// after ` | ` goes ("LinkNaija | Nigeria's popular news platform");
    /// nil when nothing is left.
    static func cleaned(_ raw: String) -> String? {
        var name = TitleCleaner.collapse(raw)
        let lower = name.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.") {
            let address = lower.hasPrefix("www.") ? "https://" + name : name
            return URL(string: address).flatMap { shownHost(of: $0) }
        }
        if let bar = name.range(of: " | "), name.distance(from: name.startIndex, to: bar.lowerBound) >= 2 {
            name = String(name[..<bar.lowerBound])
        }
        name = name.trimmingEdges(" |-–—:·")
        guard !name.isEmpty, name.count <= 100 else { return nil }
        return name
    }

    /// The first of `names` (in the page's order of trust) unless it is a
    /// slug ("detroitnews", "nytimes.com") while another is a name, or it
    /// has nothing of `domain` in it ("U.S." on reuters.com: a section's
    /// name) while another has.
    static func preferred(_ names: [String], domain: String?) -> String? {
        guard let first = names.first else { return nil }
        let others = names.dropFirst()
        if isSlug(first), let name = others.first(where: { !isSlug($0) }) { return name }
        if let domain, !spellsDomain(first, domain),
            let name = others.first(where: { Self.spellsDomain($0, domain) })
        {
            return name
        }
        return first
    }

    /// Whether `name` is written as an address or an identifier: lower case
    /// without spaces ("detroitnews", "nytimes.com").
    private static func isSlug(_ name: String) -> Bool {
        !name.contains(" ") && name == name.lowercased() && name.contains(where: \.isLetter)
    }

    /// Whether `name` holds the name the domain is made of, or the other way
    /// round ("The Detroit News" and detroitnews.com; "Reuters" and reuters.com).
    static func spellsDomain(_ name: String, _ domain: String) -> Bool {
        let label = TitleCleaner.comparable(String(domain.split(separator: ".").first ?? ""))
        let words = TitleCleaner.comparable(name)
        guard label.count >= 3, !words.isEmpty else { return false }
        return words.contains(label) || (words.count >= 4 && label.contains(words))
    }

    /// The registrable domain of `url` (`news.example.co.uk` → `example.co.uk`),
    /// or nil when its host is missing, a bare IP address or `localhost`.
    static func domain(of url: URL) -> String? {
        guard let host = url.host?.lowercased(), !host.isEmpty, !isLocalOrIP(host) else { return nil }
        let domain = SiteMatcher.registrableDomain(host)
        return domain.isEmpty ? nil : domain
    }

    /// The host of `url` as a reader names the site: without a `www.` or a
    /// mobile edition's `m.`, `mobile.` or `amp.` (`www.example.com` →
    /// `example.com`), but with any other subdomain, which is often the site
    /// itself on a shared domain (`alice.github.io`, `news.example.co.uk`);
    /// nil when the host is missing, a bare IP address or `localhost`.
    static func shownHost(of url: URL) -> String? {
        guard var host = url.host?.lowercased(), !host.isEmpty, !isLocalOrIP(host) else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        for prefix in ["www.", "m.", "mobile.", "amp."] where host.hasPrefix(prefix) {
            let rest = String(host.dropFirst(prefix.count))
            if rest.contains(".") { host = rest }
            break
        }
        return host.isEmpty ? nil : host
    }

    /// Whether `host` is `localhost` (or a name under it) or an IPv4 or IPv6 address.
    static func isLocalOrIP(_ host: String) -> Bool {
        let host = host.trimmingEdges("[]")
        if host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local") { return true }
        if host.contains(":") { return true }  // IPv6
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) }
    }

    /// `host` without a port, a trailing dot and a leading `www.`, lower-cased, to compare two hosts.
    static func comparableHost(_ host: String) -> String {
        var host = host.lowercased()
        if let colon = host.lastIndex(of: ":"), !host.contains("]") { host = String(host[..<colon]) }
        if host.hasSuffix(".") { host.removeLast() }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }

    /// The owner a copyright line names: what follows "©" or "Copyright"
    /// and the years, up to a full stop, a bar or "All rights reserved"
    /// ("© 2019–2024 The Daily Lantern. All rights reserved." → "The Daily
    /// Lantern"); nil when that is no short name.
    static func copyrightOwner(in line: String) -> String? {
        guard let mark = line.range(of: "©") ?? line.range(of: "Copyright") else { return nil }
        var rest = line[mark.upperBound...].drop { !$0.isLetter || $0 == "©" }
        for word in ["Copyright", "copyright"] where rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count).drop { !$0.isLetter }
        }
        let end = rest.firstIndex { ".|,;•·–—(".contains($0) } ?? rest.endIndex
        var owner = String(rest[..<end])
        if let rights = owner.range(of: "All rights", options: .caseInsensitive) {
            owner = String(owner[..<rights.lowerBound])
        }
        owner = TitleCleaner.collapse(owner)
        let words = owner.split(separator: " ")
        guard let first = words.first?.first, first.isUppercase || !first.isCased, words.count <= 6,
            !words.contains(where: { $0.contains(where: \.isNumber) })
        else { return nil }
        return owner
    }

    /// Whether `text` is only the site's name, under any of its `names`
    /// (letters and digits compared, so "The Verge" is "theverge").
    static func isOnlySiteName(_ text: String, siteNames: [String]) -> Bool {
        let candidate = TitleCleaner.comparable(text)
        guard !candidate.isEmpty else { return false }
        return siteNames.contains { TitleCleaner.comparable($0) == candidate }
    }
}
