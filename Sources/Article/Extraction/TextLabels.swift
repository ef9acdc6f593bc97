/// Short texts that label page furniture rather than say anything.
enum TextLabels {
    /// "Advertisement" and its kin, in the languages pages commonly use.
    private static let advertising: Set<String> = [
        "advertisement", "advertisements", "advert", "ad", "ads", "sponsored", "sponsored content",
        "advertisement - scroll to continue", "story continues below advertisement", "continue reading the main story",
        "anzeige", "werbung", "publicidade", "publicidad", "publicité", "pubblicità", "iklan", "реклама", "광고",
        "広告", "广告", "reklama", "reclame", "annonce", "mainos",
    ]

    /// Phrases of the requests that end articles: follow us, subscribe,
    /// read more, download the app (in the languages pages commonly use).
    private static let callsToAction = [
        "follow us", "subscribe", "sign up", "newsletter", "join our", "download the", "get the latest", "have a tip",
        "news tip", "more great", "don't miss", "don’t miss", "see more", "read more", "also read", "you may also like",
        "recommended for you", "related stories", "related articles", "more stories", "click here",
        "all rights reserved",
        "copyright ©", "listen back", "get access to", "lesen sie auch", "mehr zum thema", "folgen sie", "lire aussi",
        "suivez-nous", "lee también", "síguenos", "leia também", "siga-nos", "leggi anche", "seguici",
        "what you think", "what do you think", "leave a comment", "leave a reply", "post a comment",
        "join the discussion", "join the conversation", "start a conversation", "start the conversation",
        "like to hear", "like this story?", "share it with a friend",
        // Question-and-answer sites (the Stack Exchange network and its kin) end a question's page so.
        "browse other questions", "ask your own question",
        // Newsrooms that live on their readers' gifts ask for them so.
        "donate today", "donate now", "make a donation", "support our work", "support our journalism",
        "support local journalism", "support independent journalism",
        // Subscribing asked in other languages (imperatives, which only ask).
        "suscríbete", "abonnez-vous", "abonnieren sie", "iscriviti", "inscreva-se", "cadastre-se",
    ]

    /// `callsToAction` with each phrase's UTF-8 bytes, for searching.
    private static let callsToActionBytes = callsToAction.map { ($0, Array($0.utf8)) }

    /// The most characters of a block that is a request wherever its words stand.
    static let shortRequest = 160

    /// Whether `text` asks the reader to do something other than read the
    /// article: follow someone on a social network, subscribe, read more.
    /// In a longer block the request must open it, or come with an
    /// address or a handle to write to: an author's own "leave a comment"
    /// at the end of a paragraph of prose stays. Subscribing and signing up
    /// ask when they open a sentence ("Subscribe now") or the block speaks
    /// to the reader ("Get our newsletter"): a sentence that only tells of
    /// them ("Readers who sign up…") asks nothing.
    static func isCallToAction(_ text: String) -> Bool {
        let lower = text.lowercased()
        let isShort = lower.count <= shortRequest || lower.contains("@")
        if asks(isShort ? lower[...] : lower.prefix(40), in: lower) { return true }
        guard isShort, networks.contains(where: { lower.contains($0) }) else { return false }
        // "Follow us on Twitter"; "📲 Participe do canal do g1 no WhatsApp", "Únete a nuestro canal de Telegram".
        let opening = lower.drop { !$0.isLetter }
        return lower.contains("follow")
            || joinWords.contains { opening.hasPrefix($0) && opening.dropFirst($0.count).first?.isLetter != true }
    }

    /// The social networks and messaging apps pages ask their readers to follow them on.
    private static let networks = [
        "twitter", "facebook", "instagram", "youtube", "linkedin", "tiktok", "whatsapp", "telegram", "threads",
        "bluesky", "mastodon",
    ]

    /// How a request to follow or join a page's account or channel opens,
    /// in the languages pages commonly use.
    private static let joinWords = [
        "join", "siga", "sigam", "participe", "entre no", "únete", "unete", "síguenos", "suivez", "rejoignez",
        "folgen sie", "folge uns", "seguici", "unisciti",
    ]

    /// Whether a request's words are anywhere in `text` (a note set apart
    /// in bold or italics is a request wherever it asks).
    static func asksAnywhere(_ text: String) -> Bool { callsToAction.contains(where: text.lowercased().contains) }

    /// The words of requests that a sentence may also use to tell of
    /// something ("Readers who subscribe…", "the school's newsletter").
    private static let tellingWords: Set<String> = [
        "subscribe", "sign up", "newsletter", "download the", "get the latest", "get access to", "news tip",
        "make a donation",
    ]

    /// Whether `lower` holds a request's words; words that may also tell
    /// of something (`tellingWords`) must open a sentence, or `whole` (the
    /// block they are in) speak to the reader.
    private static func asks(_ lower: Substring, in whole: String) -> Bool {
        var addressed: Bool?
        let bytes = Array(lower.utf8)
        for (phrase, phraseBytes) in callsToActionBytes {
            guard let offset = ByteSearch.firstOffset(of: phraseBytes, in: bytes) else { continue }
            let start = lower.utf8.index(lower.utf8.startIndex, offsetBy: offset)
            if !tellingWords.contains(phrase) || opensSentence(lower, at: start) { return true }
            if addressed == nil { addressed = speaksToReader(whole) }
            if addressed == true { return true }
        }
        return false
    }

    /// Whether the words at `index` open `text` or a sentence of it: only
    /// spaces, quotes and brackets stand between them and the start, a
    /// full stop, a question or a separator ("Enjoying this? Sign up…",
    /// "📩 Subscribe"), not a word or a comma ("people who sign up").
    private static func opensSentence(_ text: Substring, at index: Substring.Index) -> Bool {
        var position = index
        while position > text.startIndex {
            position = text.index(before: position)
            let character = text[position]
            if character.isWhitespace || "\"'“”‘’«([*_".contains(character) { continue }
            return !(character.isLetter || character.isNumber || character == ",")
        }
        return true
    }

    /// Words by which a text speaks to its reader or for its publisher
    /// ("you", "our"), in the languages pages commonly use.
    private static let readerWords: Set<Substring> = [
        "you", "your", "yours", "you'll", "you're", "you’ll", "you’re", "we", "our", "us", "we'll", "we’ll", "vous",
        "votre", "vos", "nous", "notre", "nos", "uns", "unser", "unsere", "unseren", "unserem", "ihr", "euch", "du",
        "dein", "deine", "nuestro", "nuestra", "nuestros", "nuestras", "tu", "tus", "te", "você", "vocês", "nosso",
        "nossa", "nossos", "nossas", "seu", "sua", "ci", "nostro", "nostra", "nostri", "nostre", "ti", "tuo", "tua",
    ]

    /// Whether `lower` speaks to the reader ("you", "our": see `readerWords`).
    private static func speaksToReader(_ lower: String) -> Bool {
        lower.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "’" }).contains {
            readerWords.contains($0)
        }
    }

    /// How links and buttons that ask the reader to act begin ("Subscribe
    /// now", "Leave a comment", "Give a gift subscription").
    private static let actionOpenings = [
        "subscribe", "sign up", "sign-up", "signup", "follow us", "follow me", "join our", "join us", "join the",
        "leave a comment", "leave a reply", "post a comment", "add a comment", "comment", "comments", "share",
        "tweet this",
        "donate", "support us", "support our", "support my", "support this", "become a member", "become a paid",
        "become a subscriber", "become a patron", "upgrade to", "give a gift", "get the app", "download the app",
        "download our app", "get our newsletter", "get the newsletter", "buy me a coffee", "click here to",
        "abonnieren", "abonnez-vous", "suscríbete", "assine", "iscriviti",
    ]

    /// The longest link or button read as asking the reader to act.
    static let longestActionLink = 60

    /// Whether a link or button's words ask the reader to act rather than
    /// lead to more reading: "Subscribe now", "Leave a comment", "Share";
    /// not "Read the first part" nor "Download the report".
    static func isActionLink(_ text: String) -> Bool {
        guard text.count <= longestActionLink else { return false }
        return opensWithAction(text.lowercased().trimmingEdges(" .:-|–—!»›→>"))
    }

    /// Whether `lower` opens with a request's words (see `actionOpenings`).
    private static func opensWithAction(_ lower: String) -> Bool {
        actionOpenings.contains { opening in
            // A whole word or words: "Share", not "Shared custody".
            lower.hasPrefix(opening) && !(lower.dropFirst(opening.count).first?.isLetter ?? false)
        }
    }

    /// Whether `text` asks its own reader, not someone it tells of: it
    /// opens with a request ("Follow me on Twitter") or speaks to the
    /// reader ("Sign up for our newsletter"); "The mayor asked residents
    /// to follow the city on Twitter" asks no one.
    static func asksTheReader(_ text: String) -> Bool {
        let lower = text.lowercased()
        return opensWithAction(lower.trimmingEdges(" .:-|–—!»›→>\"'“”")) || speaksToReader(lower)
    }

    /// The words of share buttons that sit inside or beside a sentence.
    private static let shareLabels: Set<String> = [
        "click to tweet", "click to share", "tweet this", "tweet", "share", "share this", "share this quote",
        "tweet this quote", "share on twitter", "share on facebook", "share on x", "post this", "pin it",
    ]

    /// Whether `text` is only the label of a share button ("Click To Tweet").
    static func isShareLabel(_ text: String) -> Bool {
        shareLabels.contains(text.lowercased().trimmingEdges(" .:-|–—!"))
    }

    /// The words of the page's own controls set as text beside the story
    /// ("Text size", "Bookmark and Share", "Print"), in the languages pages
    /// commonly use.
    private static let controlLabels: Set<String> = [
        "text size", "font size", "text size a a a", "a a a", "a- a a+", "a- a+", "bookmark and share", "bookmark",
        "print", "email", "e-mail", "print this article", "print article", "email this article", "email article",
        "share article", "share this article", "save article", "save for later", "listen to this article",
        "listen to article", "textgröße", "schriftgröße", "drucken", "taille du texte", "imprimer", "tamaño de letra",
        "imprimir", "dimensione testo", "stampa",
        // A disclosure's label that only says to open or close it (rustdoc's summary over the docs).
        "expand description", "collapse description", "show more", "show less", "expand all", "collapse all",
        "click to expand", "show details", "hide details",
        // A recipe card's buttons (WP Recipe Maker, Tasty Recipes, Mediavine Create).
        "print recipe", "pin recipe", "save recipe", "jump to recipe", "jump to video", "skip to recipe",
        "rate this recipe", "rate recipe", "review recipe", "pin",
    ]

    /// Whether `text` is only the label of the page's controls (text size,
    /// printing, bookmarking, opening a disclosure) rather than words of the story.
    /// `text` is the page's text of a block, its white space already collapsed.
    static func isControlLabel(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        // A rating's stars beside its label: "Rate this recipe ☆☆☆☆☆".
        let folded = text.lowercased().trimmingEdges(" .:-|–—!★☆")
        return controlLabels.contains(folded) || folded.hasPrefix("text size") || folded.hasPrefix("font size")
    }

    /// How headings over the page's requests open ("Sign up for…", "Follow us").
    private static let requestOpenings = [
        "subscribe", "sign up", "sign-up", "follow us", "follow me", "join our", "join us", "download the",
        "download our", "get the latest", "get our", "click here", "don't miss", "don’t miss", "see more", "see also:",
        "read more", "read also", "also read", "more stories", "related stories", "related articles", "related post",
        "related:", "related reading", "related content",
        "you may also like", "recommended for you", "leave a comment", "leave a reply", "share this", "lesen sie auch",
        "lire aussi", "lee también", "leia também", "leggi anche", "abonnieren", "abonnez-vous", "suscríbete", "assine",
        "iscriviti",
    ]

    /// Whether a heading asks the reader to do something other than read
    /// on: it opens with the request ("Sign up for our newsletter", "Click
    /// here to subscribe"), so "How to sign up" stays a heading.
    static func isRequestHeading(_ text: String) -> Bool {
        let lower = text.lowercased().trimmingEdges(" .:-|–—!#")
        return requestOpenings.contains { lower.hasPrefix($0) }
    }

    /// How a label before a link to another story opens ("Lire aussi |",
    /// "Read also:"), in the languages pages commonly use.
    private static let readAlsoOpenings = [
        "read also", "also read", "read more", "see also", "lire aussi", "à lire aussi", "a lire aussi", "voir aussi",
        "lesen sie auch", "lesen sie mehr", "mehr zum thema", "lee también", "leer más", "leia também", "leia mais",
        "leggi anche", "czytaj też", "czytaj także", "läs också", "les også", "læs også", "lees ook", "читайте также",
    ]

    /// The most words of a label that points to another story ("Lire aussi le reportage |").
    static let longestReadAlsoLabel = 5

    /// Whether `text`, the words before a link, only point to another
    /// story: they open as such a label does ("Lire aussi", "Read also |")
    /// and are a few words.
    static func pointsToAnotherStory(_ text: String) -> Bool {
        guard text.utf8.count <= 60 else { return false }
        let lower = text.lowercased().trimmingEdges(" \u{A0}|:–—-[]()")
        return readAlsoOpenings.contains { lower.hasPrefix($0) }
            && WordSequence.words(lower).count <= longestReadAlsoLabel
    }

    /// The words of the page's navigation set as a heading or a line ("Home").
    private static let navigationLabels: Set<String> = [
        "home", "menu", "main menu", "navigation", "search", "skip to content", "skip to main content", "startseite",
        "accueil", "inicio", "início", "pagina iniziale",
    ]

    /// Whether `text` is only a word of the page's navigation ("Home").
    static func isNavigationLabel(_ text: String) -> Bool {
        navigationLabels.contains(text.lowercased().trimmingEdges(" .:-|–—»›>"))
    }

    /// The labels of an author's own list of references, which belongs to
    /// the article wherever its links lead ("Further reading", "Sources").
    private static let referenceLabels: Set<String> = [
        "further reading", "references", "sources", "bibliography", "notes", "footnotes", "citations",
        "notes and references", "references and notes", "notes and sources", "sources and notes",
        "works cited", "literature", "suggested reading", "recommended reading", "additional reading",
        "reading list", "weiterführende literatur", "literatur", "quellen", "einzelnachweise", "références",
        "bibliographie", "pour aller plus loin", "referencias", "fuentes", "bibliografía", "lecturas adicionales",
        "riferimenti", "fonti", "bibliografia", "referências", "fontes", "leitura adicional",
    ]

    /// The labels of a list of links that is the author's only when the
    /// links lead to other sites ("See also" over the site's own stories is
    /// a box of them).
    private static let linkListLabels: Set<String> = [
        "see also", "external links", "links", "useful links", "resources", "more reading", "related reading",
        "siehe auch", "weblinks", "voir aussi", "liens externes", "véase también", "enlaces externos", "vedi anche",
        "collegamenti esterni", "ver também", "ligações externas",
    ]

    /// What a label over a list of links says the list is.
    enum ListLabel {
        /// The author's references: the list is the article's.
        case references
        /// Links that may be the author's or the site's own ("See also").
        case links
    }

    /// Whether `text` labels a list of references or links, and which; a
    /// wiki's "[edit]" beside the label is none of its words.
    static func listLabel(_ text: String) -> ListLabel? {
        guard text.utf8.count <= 40 else { return nil }
        let folded = HeadingDecoration.trimmed(text).lowercased().trimmingEdges(" .:-|–—#")
        if referenceLabels.contains(folded) { return .references }
        return linkListLabels.contains(folded) ? .links : nil
    }

    /// Labels that name the article's own material before its link: where
    /// a figure comes from, the document it reports on, the code it
    /// describes ("Source:", "Download:", "Transcript:", "Source code:").
    private static let materialLabels: Set<String> = [
        "source", "sources", "via", "data", "data source", "download", "downloads", "transcript", "full transcript",
        "source code", "repository", "repo", "slides", "demo",
        "paper", "study", "report", "full report", "document", "documents", "pdf", "audio", "podcast", "dataset",
        "quelle", "quellen", "fuente", "fuentes", "fonte", "fontes", "fonti", "bron", "källa", "źródło", "источник",
        "джерело", "出典", "来源", "出处",
    ]

    /// Whether a label before a link ("Source:") names the article's own
    /// material rather than asking the reader to go elsewhere.
    static func isMaterialLabel(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        return materialLabels.contains(text.lowercased().trimmingEdges(" \u{A0}.:-|–—#[]()"))
    }

    /// The labels of the boxes that list a story's highlights before it.
    private static let highlightsLabels: Set<String> = [
        "highlights", "story highlights", "key highlights", "destaques", "points forts", "punti chiave",
    ]

    /// Whether `text` labels a box of the story's highlights ("Highlights").
    static func isHighlightsLabel(_ text: String) -> Bool {
        highlightsLabels.contains(text.lowercased().trimmingEdges(" .:-|–—"))
    }

    /// How tag and category lines open ("Tags: …", "Filed under …"), in
    /// the languages pages commonly use.
    private static let tagLineOpenings = [
        "tags:", "tag:", "tagged:", "tagged with", "tagged as", "topics:", "categories:", "category:", "filed under",
        "posted in", "etiquetas:", "schlagwörter:", "stichwörter:", "kategorie:", "kategorien:", "catégories:",
        "catégorie:", "mots-clés:", "categorie:", "categoria:", "categorias:", "categorías:", "argomenti:",
        "publicado por", "publicado en", "pubblicato in",
    ]

    private static let tagLineOpeningsWithoutColon = tagLineOpenings.filter { !$0.contains(":") }

    /// The longest line read as a tag line.
    static let longestTagLine = 300

    /// Whether `text` is a line of tags or categories: it opens with
    /// "Tags:", "Categories:", "Filed under", or names them after a byline
    /// ("Posted by Ana - Category: News - Tags: …").
    static func isTagLine(_ text: String) -> Bool {
        guard text.utf8.count <= longestTagLine * 2 else { return false }
        // Without a colon only the openings without one can match.
        guard text.utf8.contains(UInt8(ascii: ":")) else {
            let lower = text.lowercased()
            return tagLineOpeningsWithoutColon.contains { lower.hasPrefix($0) }
        }
        let lower = text.lowercased().replacingOccurrences(of: " :", with: ":")
        if tagLineOpenings.contains(where: { lower.hasPrefix($0) }) { return true }
        return [" tags:", " categories:", " category:", " categoria:", " etiquetas:"].contains { lower.contains($0) }
    }

    /// Whether `text` is only hashtags ("#statistics #research"): a
    /// post's tag line, where a hashtag inside a sentence is a word of it.
    static func isHashtagLine(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        return !words.isEmpty
            && words.allSatisfy { word in
                word.first == "#" && word.dropFirst().contains(where: \.isLetter)
                    && word.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
    }

    /// Whether `text` is only an advertising label.
    static func isAdvertisingLabel(_ text: String) -> Bool {
        let trimmed = text.lowercased().trimmingEdges(" .:-|–—")
        return advertising.contains(trimmed)
    }
}
