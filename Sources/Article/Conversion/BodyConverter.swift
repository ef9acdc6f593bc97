import Gemtext
import HTML

/// Turns the article subtrees of a parsed page into gemtext and plain text.
///
/// One walk in document order. Text and inline elements flow into the
/// current paragraph (`InlineText`); a block element ends it (`flush`),
/// which writes it in the form the context asks for (a text line, a list
/// item, a quote) followed by the link lines of the links and images it
/// held. Headings, lists, quotes, preformatted blocks, tables and figures
/// have their own rules (see the other `BodyConverter+` files).
struct BodyConverter {
    /// A link or image met in the current block, written after it.
    enum Attachment {
        /// A link: its target and its label (the link's own words).
        case link(url: String, label: String)
        /// An image, a video or an embedded page: its address and label.
        case media(url: String, label: String)
    }

    /// A link whose element is still being read.
    struct OpenLink {
        let url: String
        /// Where its text starts in the current paragraph.
        var start: Int
        /// The label when the link has no text of its own (its `aria-label` or `title`).
        var fallbackLabel: String = ""
    }

    /// A link of the current block whose words say nothing on their own
    /// ("here"): its label is made from the words around it once the
    /// block is complete.
    struct WeakLink {
        let url: String
        /// Where its text sits in the current paragraph.
        let range: Range<Int>
    }

    /// The state of a list being read.
    struct ListState {
        /// The numbers of an ordered list; nil for an unordered one.
        var numbering: ListNumbering?
        /// The marker of the current item (`3.`, or empty), until its first line is written.
        var pendingMarker: String?
        /// Whether its items' checkboxes show which tasks are done (`[x]`, `[ ]`).
        var marksTasks = false
    }

    /// The deepest nesting a list item shows (one `– ` a level): deeper
    /// lists show no deeper, so a page of thousands of nested lists cannot
    /// make each item's line thousands of bytes long.
    static let shownListDepth = 8

    let document: HTMLDocument
    let content: ExtractedContent
    let links: LinkResolver
    /// The article's title, to leave out a heading that repeats it.
    let title: String?
    /// `title` folded for comparing (see `comparable`).
    private let comparableTitle: String?
    /// The words of the page's description (see `Standfirst.describedWords`):
    /// a heading before any text that shows it is the standfirst.
    private let descriptionWords: String
    /// When to stop: once it has passed, the walk visits nothing more.
    let deadline: ConversionDeadline

    var writer = BodyWriter()
    var inline = InlineText()
    var attachments: [Attachment] = []
    /// The link targets among `attachments`: a target met again in the same block is listed once.
    var attachedLinks: Set<String> = []
    var weakLinks: [WeakLink] = []
    var openLinks: [OpenLink] = []
    var quoteDepth = 0
    var lists: [ListState] = []
    /// Above zero while gathering one line of text (a heading, a table
    /// cell, a caption): blocks inside only separate words.
    var inlineOnly = 0
    /// Above zero while gathering a value whose `<br>`s part its lines (a
    /// value cell of an infobox), though it is gathered as one text.
    var keepsLineBreaks = 0
    /// Above zero inside a heading, whose permalink marks are left out.
    var headingDepth = 0
    /// Above zero inside a disclosure's label (`<summary>`), whose permalink marks go too.
    var summaryDepth = 0
    /// Above zero inside inline code (`<code>`, `<kbd>`…), whose elements
    /// part tokens, not sentences ("System.<span>Console</span>").
    var codeDepth = 0
    /// Above zero inside a definition list that is a list of links (see
    /// `LinkDefinitionLists`): the lists nested in it are known to be such
    /// lists, and are not checked again at each depth.
    var linkDefinitionDepth = 0
    /// Images already shown, so that a picture repeated (a lazy-loading
    /// copy, a `<noscript>` fallback) shows once.
    var shownMedia: Set<String> = []
    /// The last `<img>` that had no usable address, for `<noscript>` fallbacks.
    var lastImageWithoutSource: HTMLNodeID?
    /// Above zero inside a data table's cell, where a picture or an icon
    /// says its alt text or title in the cell ("done", "✓").
    var cellDepth = 0
    /// Above zero inside a link that runs a script (`javascript:`): a
    /// control, whose pictures are buttons, not pictures of the article.
    var scriptLinkDepth = 0
    /// Above zero inside an editor's note whose words stay and whose links
    /// go ("[citation needed]", see `BodyConverter+Notes`).
    var wordsOnlyDepth = 0
    /// The panels of tabs whose labels were met in a row of their own: each
    /// label is written before its panel (see `TabLabels`).
    var tabLabels: [HTMLNodeID: String] = [:]
    /// The last link registered in the current block (see `JoinedLink`).
    var lastLink: JoinedLink?
    /// The story's pictures so far, in order (see `BodyConverter+Media`).
    var pictures: [StoryPicture] = []
    /// The picture that a block of its own just showed, and how long the
    /// plain text was then: a paragraph right after it that repeats its alt
    /// text is its caption (see `BodyConverter+Captions`).
    var pictureAwaitingCaption: (index: Int, length: Int)?
    /// The element of the last picture added, and where it stands in the
    /// page: a block set as a caption must follow it there.
    var lastPictureNode: HTMLNodeID?
    /// Whether the block being written is set as a caption (centred,
    /// italic, or named so): right after a picture, it is that picture's
    /// caption even when it does not repeat the alt text.
    var blockSetAsCaption = false
    /// Above zero inside a link card (see `BodyConverter+Cards`), whose
    /// thumbnails are another page's pictures.
    var cardDepth = 0
    /// The title of the link card being written: its link line says it.
    var cardTitleShown: HTMLNodeID?
    /// The credit that opens the quote being written ("ann wrote:"): a
    /// line after the quote says it (see `openingCredit`).
    var quoteCreditShown: HTMLNodeID?
    /// The number that leads the next line written, "[1] ", while a
    /// footnote set beside its number is read (see `numberedNote`).
    var noteLead: String?
    /// Long alt texts that three or more of the story's pictures share (a
    /// page's title or its keywords on every picture): they label none
    /// outside tables.
    var sharedAlts: Set<String> = []
    /// Whether the last block was only a bullet ("•" drawn in a box of its
    /// own beside the item's text): the next paragraph is a list item.
    var bulletAwaiting = false
    /// Whether the last paragraph written was such a list item.
    var inBulletRun = false
    /// Notes met inside the current block (see `InlineNotes`), written after it.
    var pendingNotes: [String] = []
    /// How many numbered notes without a mark of their own were met.
    var notesNumbered = 0
    /// The ids of the notes written after their paragraphs: a list that
    /// repeats them says them twice (see `NoteCopies`).
    var notesInText: Set<String> = []
    /// How many answers of a question-and-answer page were met, and the
    /// level of the headings written over them (see `Answers`).
    var answersMet = 0
    var answerHeadingLevel = 0
    /// How many replies of a discussion were met, and the level of their headings (see `Answers`).
    var repliesMet = 0
    var replyHeadingLevel = 0
    /// Above zero inside a box set apart from the story (`<aside>`), whose
    /// headings are labels (see `BodyConverter+Boxes`).
    var boxDepth = 0
    /// Boxes already looked at for a mail message among their children,
    /// and whether they hold one (see `isBesideMailMessage`).
    var mailMessageHolders: [HTMLNodeID: Bool] = [:]

    init(
        document: HTMLDocument, content: ExtractedContent, links: LinkResolver, title: String?,
        description: String? = nil, deadline: ConversionDeadline = .none
    ) {
        self.document = document
        self.content = content
        self.links = links
        self.title = title
        self.comparableTitle = title.map(TitleCleaner.comparable)
        self.descriptionWords = Standfirst.describedWords(description)
        self.deadline = deadline
    }

    /// Converts every root of the content, in order.
    mutating func convert() {
        sharedAlts = Self.altsShared(in: content, of: document)
        for root in content.roots {
            visit(document.node(root))
            flush()
        }
    }

    /// Whether lines are written without blank lines between them (in lists and quotes).
    var isCompact: Bool { quoteDepth > 0 || !lists.isEmpty }

    // MARK: Walking

    mutating func visit(_ node: HTMLNode) {
        if content.isExcluded(node.id) {
            if !openLinks.isEmpty { markCutAddress(node) }
            return
        }
        if deadline.isPassed || node.id == cardTitleShown || node.id == quoteCreditShown { return }
        deadline.count(1)
        switch node.kind {
        case .text:
            if inlineOnly == 0, codeDepth == 0, DisplayTeX.mayHold(node.utf8Data) {
                textWithFormulas(node.utf8Data)
            } else {
                inline.append(node.utf8Data)
            }
        case .element: element(node)
        default: return
        }
    }

    mutating func visitChildren(_ node: HTMLNode) {
        for child in node.children { visit(child) }
    }

    private mutating func element(_ node: HTMLNode) {
        guard node.namespace == .html else {
            if node.tag == .math {
                math(node)
            } else if cellDepth > 0, let label = DrawnIcon.label(of: node) {
                inline.append(label)  // a drawn icon that means something: "Yes", "Supported"
            }
            return
        }
        let tag = node.tag
        if tag == .script, let source = MathText.scriptTeX(node) { return texScript(source) }
        if node.attributeCount > 0, MathText.isRenderedCopy(node) { return }  // shown again by its TeX script
        if tag == .textarea, inlineOnly == 0, ShownCode.isShownCode(node), let text = node.firstChild {
            flush()
            return writeCode(Array(text.utf8Data), alt: nil)  // an example to edit and run (see `ShownCode`)
        }
        if tag == .script, node.attributeCount > 0, let gist = EmbedCodes.script(node) {
            return addMedia(gist.page, label: gist.label)  // a GitHub gist's script: its page (see `EmbedCodes`)
        }
        // A button in a data table's cell is the cell's value ("Full support 97" that opens its history).
        if ElementRoles.skipped.contains(tag), tag != .button || cellDepth == 0 { return }
        let style = InlineStyle(of: node)
        if node.attributeCount > 0 && style.hides(node) && !MathText.wrapsMath(node) {
            if !openLinks.isEmpty { markCutAddress(node) }
            return
        }
        if headingDepth > 0 || summaryDepth > 0, HeadingDecoration.isMark(node) { return }
        if ControlLabels.isControl(node) { return }  // "Copy", a notebook's "In [2]:"
        if tag == .a, EditLinks.isEditLink(node) { return }  // a documentation page's "Edit this page"
        if IconLigatures.isIconName(node) { return }  // an icon font's "chevron_left"
        if tag == .div || tag == .p, BoxIcons.isIcon(node) { return }  // the "!" that opens a message box
        if tag == .div || tag == .p, let embed = EmbedCodes.box(node) {
            // A chart or a pen its host's script fills in: its page, not the words for readers without scripts.
            flush()
            return addMedia(embed.page, label: embed.label)
        }
        if headingDepth == 0, HeadingDecoration.follows(node) || HeadingDecoration.precedes(node),
            HeadingDecoration.isMark(node, besideHeading: true) || HeadingDecoration.leadsToHeadingBeside(node)
        {
            return
        }
        if inline.isEmpty, !ElementRoles.blocks.contains(tag), Self.isBackReferences(node) { return }
        if cellDepth > 0, ElementRoles.icons.contains(tag), node.firstChild == nil,
            let title = node.attribute("title") ?? node.attribute("aria-label")
        {
            inline.append(Self.oneLine(title))  // an icon that means something: "done", "failed"
            return
        }
        if tag == .label, InlineNotes.isToggle(node) { return }  // "⊕" that opens a margin note
        if !ElementRoles.blocks.contains(tag), inlineOnly == 0, cellDepth == 0, let note = InlineNotes.note(node) {
            if let id = node.attribute("id"), !id.isEmpty { notesInText.insert(id) }
            return noteInSentence(note)
        }
        if !notesInText.isEmpty, inline.isEmpty, NoteCopies.isCopy(node, of: notesInText) { return }
        if !tabLabels.isEmpty, let label = tabLabels.removeValue(forKey: node.id), inlineOnly == 0 {
            flush()
            writeParagraph(marked: label, plain: label)
        } else if inlineOnly == 0, node.attributeCount > 0, ToggledContent.isTabPanel(node),
            let label = TabLabels.label(ofPanel: node)
        {
            flush()
            writeParagraph(marked: label, plain: label)  // a tab's panel after its tab's words: "Python"
        }
        if inlineOnly == 0, ElementRoles.blocks.contains(tag), let linked = LinkedTabs.labels(of: node) {
            // Tabs drawn as in-page links: each link's words go before its own panel, the row nowhere.
            for (panel, label) in linked { tabLabels[panel.id] = label }
            return
        }
        if let lead = content.openingLink, lead.block == node.id, inlineOnly == 0 {
            // The title of a discussion's opening post, linking to the story it discusses.
            flush()
            if let url = links.link(lead.href) { writer.link(url, label: lead.title) }
            return
        }
        if inlineOnly == 0, !content.postHeadings.isEmpty, let words = content.postHeadings[node.id], !words.isEmpty {
            replyHeading(words)  // a post of a discussion: whose it is and when
        }
        if inlineOnly == 0, node.attributeCount > 0, ElementRoles.blocks.contains(tag) {
            if Answers.isAnswer(node) {
                answerHeading(node)
            } else if Answers.isReply(node), content.postHeadings.isEmpty || content.postHeadings[node.id] != "" {
                replyHeading(node)
            } else if Answers.isCounter(node) {
                return  // "4 Likes" under a post
            }
        }
        if inlineOnly == 0, codeDepth == 0, headingDepth == 0, !isCompact, writer.hasText,
            StyledHeadings.isBrokenBoldLine(node)
        {
            return heading(node, level: StyledHeadings.boldLineLevel)  // "Notes" between <br><br> paragraphs
        }
        if inlineOnly == 0, codeDepth == 0, headingDepth == 0, !ElementRoles.blocks.contains(tag),
            LineBrokenCode.isCode(node)
        {
            flush()
            return writeCode(Array(LineBrokenCode.text(of: node).utf8), alt: nil)  // code set with <br> and &nbsp;
        }
        if style.setsApartAsBlock || (headingDepth > 0 && HeadingBadges.isBadge(node)),
            !ElementRoles.blocks.contains(tag)
        {
            // A span the page sets on a line of its own, a heading's badge: its words never run into its neighbours'.
            inline.space()
            render(node, tag: tag)
            inline.space()
        } else if ElementRoles.blocks.contains(tag) {
            render(node, tag: tag)
        } else {
            // Sentences in side-by-side elements stay apart: "2019." and "J. Scott / AP".
            let isCode = ElementRoles.code.contains(tag) || (tag == .span && node.attributeCount > 0 && node.hasClass("pre"))
            let partsNumbers = tag != .sup && tag != .sub
            if codeDepth == 0 && !isCode { inline.elementEdge(partsNumbers: partsNumbers) }
            if isCode { codeDepth += 1 }
            render(node, tag: tag)
            if isCode {
                codeDepth -= 1
                if codeDepth == 0 { inline.endLiteral() }  // "getpass." + "GetPassWarning" is one name
            }
            if codeDepth == 0 { inline.elementEdge(partsNumbers: partsNumbers) }
            if codeDepth == 0, LabelledValues.isLabel(node) { inline.endLabel() }  // "Course: Dessert"
        }
    }

    /// An element by its tag's rule (see `element`).
    private mutating func render(_ node: HTMLNode, tag: HTMLTag) {
        switch tag {
        case .br: inlineOnly > 0 && keepsLineBreaks == 0 ? inline.space() : lineBreak()
        case .wbr: return
        case .a: link(node)
        case .img, .image: image(node)
        case .picture: picture(node)
        case .h1, .h2, .h3, .h4, .h5, .h6: heading(node)
        case .ul, .ol, .menu, .dir: list(node)
        case .li: listItem(node)
        case .dl: definitionList(node)
        case .aside: box(node)
        case .blockquote: quote(node)
        case .div where node.attributeCount > 0 && Self.isBoxedQuote(node): quote(node)
        case .pre, .listing, .xmp, .plaintext: preformatted(node)
        case .code: code(node)
        case .table: table(node)
        case .figure: figure(node)
        case .video, .audio: media(node)
        case .iframe: embeddedPage(node)
        case .noscript: noscript(node)
        case .sup: superscript(node)
        case .rt: rubyText(node)
        case .footer where quoteDepth > 0 && inlineOnly == 0: quoteSource(node)
        case .address where !writer.hasText && Self.isByline(node):
            // The writer's name over the story (telegra.ph's <address>): the metadata line says it.
            return
        case .summary:
            // A disclosure's label, like a heading, is its words without a permalink mark ("Example ¶").
            summaryDepth += 1
            block(node)
            summaryDepth -= 1
        case .q:
            inline.append("“")
            visitChildren(node)
            inline.append("”")
        case .unknown:
            if node.tagName == "amp-img" {
                image(node)
            } else if node.tagName.hasPrefix("amp-"), ampEmbed(node) {
                return
            } else if node.hasAttribute("block"), node.tagName == "d-math" {
                // Distill's formula: its TeX, a block of its own when set out.
                texScript(MathText.ScriptTeX(tex: node.textContent(), isDisplay: true))
            } else if !playerElement(node) {
                visitChildren(node)
            }
        default:
            if let level = StyledHeadings.ariaLevel(node) ?? StyledHeadings.editorLevel(node) {
                heading(node, level: level)
            } else if RoleTables.isTable(node) || GridTables.isTable(node) {
                table(node)
            } else if ImageSource.isPlaceholder(node) {
                image(node)
            } else if ElementRoles.blocks.contains(tag) {
                block(node)
            } else {
                visitChildren(node)
            }
        }
    }

    /// A block with no rule of its own: its text is a paragraph (or more).
    mutating func block(_ node: HTMLNode) {
        if inlineOnly > 0 {
            inline.space()
            visitChildren(node)
            inline.space()
            return
        }
        if let lines = CodeEditors.lines(of: node) {
            codeLines(lines)  // a code editor's lines, without its gutters and cursors (see `CodeEditors`)
            return
        }
        if CodeLayout.isCodeLines(node) {
            codeLines(node)
            return
        }
        if Self.isPreformattedBox(node) {
            preformatted(node)  // a box styled as <pre> (Notion's code blocks)
            return
        }
        if Self.isArchivedMailBody(node) {
            archivedMailBody(node)  // a message's text that HyperKitty's stylesheet keeps the lines of
            return
        }
        if numberedNote(node) || iconLedNote(node) || headedQuote(node) || labelledPair(node) { return }
        if node.isHTML(.p), BadgeRows.isBadgeRow(node) { return }  // a README's status badges
        if quoteDepth == 0, node.attributeCount > 0, Self.isNamedQuote(node) {
            quote(node)  // a quotation set in a box named so (`<div class="BigQuote">`): not the author's words
            return
        }
        if let labels = TabLabels.labels(of: node) {
            // A row of tab labels: each goes before its own panel, or none is written.
            if let panels = TabLabels.panels(after: node, count: labels.count) {
                for (panel, label) in zip(panels, labels) where !label.isEmpty { tabLabels[panel.id] = label }
            }
            return
        }
        if !isCompact, writer.hasText, StyledHeadings.isStandoutLineHeading(node) {
            heading(node, level: StyledHeadings.boldLineLevel)  // a bold or capital line standing alone
            return
        }
        // A picture and its caption without a <figure>; `figure` hands back
        // what holds more than pictures, which would come here again.
        if let caption = content.caption(ofPictureIn: node.id), Self.holdsOnlyPictures(node) {
            figure(node, labelledBy: document.node(caption))  // the caption the extractor left out labels it
            return
        }
        if isCaptionedPicture(node), Self.holdsOnlyPictures(node) {
            figure(node)
            return
        }
        flush()
        visitChildren(node)
        blockSetAsCaption = pictureAwaitingCaption != nil && Self.isSetAsCaption(node) && followsPicture(node)
        flush()
        blockSetAsCaption = false
    }

    /// Whether an `<address>` is a byline: a line short enough for a name
    /// and a date (`HeadlineLines.longestLine`), not a postal address over
    /// several lines.
    static func isByline(_ address: HTMLNode) -> Bool {
        address.textContent(atMost: HeadlineLines.longestLine, collapsingWhitespace: true) != nil
            && !address.elementChildren.contains { ElementRoles.blocks.contains($0.tag) }
    }

    /// Whether the page hides `node` (see `InlineStyle.hides`).
    static func isHidden(_ node: HTMLNode) -> Bool {
        InlineStyle.hides(node)
    }

    // MARK: Paragraphs

    /// Ends the current paragraph: writes its text in the form the context
    /// asks for, then the link lines of what it held.
    mutating func flush() {
        guard inlineOnly == 0 else { return }
        registerOpenLinks()
        let oneLink = wholeLink()
        var text = takeBlockText()
        if text.utf8.last == UInt8(ascii: "]") { text = BracketedLinks.trimmed(text, labels: linkLabels) }
        text = Shortcodes.stripped(text)  // "[caption id=…]The pier at low tide.[/caption]"
        if text.isEmpty {
            if !attachments.isEmpty { writer.separate(compact: isCompact) }
            notePictureWithoutText()
        } else if quoteDepth == 0, lists.isEmpty, attachments.isEmpty, Self.isBullet(text) {
            bulletAwaiting = true
        } else if quoteDepth == 0, lists.last?.numbering == nil, oneLink,
            case .link(let url, let label)? = attachments.first
        {
            // A block that is nothing but one link reads best as a link line.
            if let index = lists.indices.last, lists[index].pendingMarker != nil {
                lists[index].pendingMarker = nil
            } else {
                writer.separate(compact: isCompact)
            }
            writer.link(url, label: label)
            writer.plainOnly(text)
            attachments.removeFirst()
        } else if quoteDepth == 0, lists.isEmpty, repeatsTitle(text) {
            // The headline again before any text, set as a line of its own (bold, a big font): left out.
        } else if quoteDepth > 0 || !lists.isEmpty || !takeAsCaption(text) {
            writeParagraph(marked: text, plain: text)
        }
        writeAttachments()
        writePendingNotes()
    }

    /// A note set inside a sentence: its mark stays where it stands ("[1]"),
    /// its words wait for the end of the block.
    private mutating func noteInSentence(_ note: InlineNotes.Note) {
        guard note.isNumbered else { return pendingNotes.append(note.text) }
        let mark: String
        if let own = note.mark {
            mark = own
        } else {
            notesNumbered += 1
            mark = String(notesNumbered)
        }
        inline.append("[\(mark)]")
        pendingNotes.append("[\(mark)] \(note.text)")
    }

    /// Writes the notes of the block just ended, each a paragraph.
    private mutating func writePendingNotes() {
        guard !pendingNotes.isEmpty else { return }
        let notes = pendingNotes
        pendingNotes.removeAll()
        for note in notes { writeParagraph(marked: note, plain: note) }
    }

    /// The text of the block gathered so far, with the links still open
    /// counted as ending here and the labels of weak links made from
    /// their context; `inline` starts over.
    mutating func takeBlockText() -> String {
        registerOpenLinks()
        labelWeakLinks()
        let text = inline.takeText()
        for index in openLinks.indices { openLinks[index].start = 0 }
        lastLink = nil
        return text
    }

    /// The labels of the block's link lines.
    private var linkLabels: [String] {
        attachments.compactMap { if case .link(_, let label) = $0 { label } else { nil } }
    }

    /// Whether the block's whole text is the words of its first link.
    private func wholeLink() -> Bool {
        guard case .link(_, let label)? = attachments.first else { return false }
        return label == inline.label(from: 0)
    }

    /// Writes a paragraph's text as a text line, a list item or a quote.
    mutating func writeParagraph(marked: String, plain: String) {
        if quoteDepth > 0 {
            var prefix = ""
            if let index = lists.indices.last, let marker = lists[index].pendingMarker {
                if marker.isEmpty {
                    prefix = "• "
                } else if !ListNumbering.opens(plain, with: marker) {
                    prefix = marker + " "
                }
                lists[index].pendingMarker = nil
            }
            writer.quote(marked: prefix + marked, plain: plain)
        } else if let index = lists.indices.last, let marker = lists[index].pendingMarker {
            let nesting = String(repeating: "– ", count: min(lists.count - 1, Self.shownListDepth))
            let number = marker.isEmpty || ListNumbering.opens(plain, with: marker) ? "" : marker + " "
            writer.listItem(marked: marked, plain: plain, prefix: nesting + number)
            lists[index].pendingMarker = nil
        } else if bulletAwaiting {
            bulletAwaiting = false
            writer.separate(compact: inBulletRun)
            writer.listItem(marked: marked, plain: plain, prefix: "")
            inBulletRun = true
        } else if let lead = noteLead {
            writer.separate(compact: isCompact)
            writer.paragraph(marked: lead + marked, plain: lead + plain)
            noteLead = nil
            inBulletRun = false
        } else if repliesMet > 0, !isCompact, let quoted = Self.quotedLine(plain) {
            // A reply of plain text quoting a line of another with '>' (Hacker News).
            inBulletRun = false
            writer.separate(compact: false)
            writer.quote(marked: quoted, plain: quoted)
        } else {
            inBulletRun = false
            writer.separate(compact: isCompact)
            writer.paragraph(marked: marked, plain: plain)
        }
    }

    /// Whether a block's whole text is one bullet sign (•, ◦, ▪, ‣…).
    static func isBullet(_ text: String) -> Bool {
        text.count == 1 && "•◦▪▫‣⁃●○■□".contains(text)
    }

    /// Writes the link lines of the links and media of the block just ended.
    mutating func writeAttachments() {
        settleJoinedLink()
        for attachment in attachments {
            switch attachment {
            case .link(let url, let label), .media(let url, let label): writer.link(url, label: label)
            }
        }
        attachments.removeAll(keepingCapacity: true)
        attachedLinks.removeAll(keepingCapacity: true)
        weakLinks.removeAll(keepingCapacity: true)
    }

    // MARK: Headings and quotes

    /// A heading: `<h1>`–`<h6>` at their level, or a heading made by
    /// other means (`StyledHeadings`) at `level`.
    private mutating func heading(_ node: HTMLNode, level: Int? = nil) {
        headingDepth += 1
        defer { headingDepth -= 1 }
        if inlineOnly > 0 || isCompact {
            block(node)
            return
        }
        flush()
        bulletAwaiting = false
        inBulletRun = false
        // A heading drawn as a picture is its alt text, not a picture.
        let text = ImageHeadings.words(of: node) ?? HeadingDecoration.trimmed(gatherText(node))
        let isTitle = repeatsTitle(text)
        // A heading without a letter or a digit ("______", "* * *") is a rule, not a section.
        if text.contains(where: { $0.isLetter || $0.isNumber }) && !isTitle {
            // LaTeXML's run-in heading ("Theorem 1.", "Proof.") opens the paragraph after it, as the paper sets it.
            if node.hasClass("ltx_runin") {
                noteLead = text + " "
                writeAttachments()
                return
            }
            writer.separate(compact: false)
            // A heading in a box set apart, or in a link card (the other page's title and byline), labels it;
            // so does one over a figure or table in its box ("Table 1").
            if isSubtitle(text) || boxDepth > 0 || cardDepth > 0 || FigureHeadings.labelsFigure(node, text: text)
                || StyledHeadings.isNoteLabelHeading(node, text: text)
            {
                writer.paragraph(marked: text, plain: text)
            } else {
                writer.heading(text, level: level ?? Int(node.tag.rawValue - HTMLTag.h1.rawValue) + 1)
            }
        }
        dropSelfLink(of: node, text: text, repeatsTitle: isTitle)
        writeAttachments()
    }

    /// Leaves out the link line of a heading that is all one link back to
    /// itself (`SelfLinkedHeadings`): to the post or section it titles, or,
    /// for the heading that repeats the title, to a page of the same site
    /// (the story's permalink; a link post's headline leading to another
    /// site keeps its link).
    private mutating func dropSelfLink(of node: HTMLNode, text: String, repeatsTitle: Bool) {
        guard attachments.count == 1, case .link(let url, _) = attachments[0],
            let href = SelfLinkedHeadings.onlyLink(of: node, text: text), links.link(href) == url,
            SelfLinkedHeadings.leadsToItsOwnPart(href, heading: node) || (repeatsTitle && links.leadsWithinSite(href))
        else { return }
        attachments.removeAll(keepingCapacity: true)
        attachedLinks.removeAll(keepingCapacity: true)
    }

    /// The text of `node` on one line (twice, as `marked` and `plain`, for
    /// callers written when links had markers in the text; `markers` no
    /// longer changes anything); links and images inside become attachments.
    mutating func gatherLine(_ node: HTMLNode, markers: Bool = false) -> (marked: String, plain: String) {
        let text = gatherText(node)
        return (text, text)
    }

    /// The text of `node` on one line; links and images inside become
    /// attachments. Links around the line (a card: `<a><h2>…</h2><p>…</p></a>`)
    /// count for it too.
    mutating func gatherText(_ node: HTMLNode) -> String {
        inlineOnly += 1
        visitChildren(node)
        inlineOnly -= 1
        return takeBlockText()
    }

    /// Whether a heading met before any text is the story's subtitle set as
    /// a heading (Medium's `<h2>` under the headline): a sentence, not the
    /// name of a section, or the page's description, with or without a
    /// full stop (El País's `<h2 class="a_st">`); it reads as a paragraph
    /// under the title, not as an entry of the contents.
    private func isSubtitle(_ text: String) -> Bool {
        guard !writer.hasText else { return false }
        let words = text.split(whereSeparator: \.isWhitespace).count
        if words >= Standfirst.fewestWords, WordSequence.holds(WordSequence.normalized(text), descriptionWords) {
            return true
        }
        return NamedStoryText.endsASentence(text) && words >= Self.shortestSubtitle
    }

    /// The fewest words of a heading read as the story's subtitle.
    static let shortestSubtitle = 8

    /// Whether a heading or a line met before any text repeats the article's title.
    func repeatsTitle(_ text: String) -> Bool {
        // Longer than the title with its punctuation and spaces doubled is no repeat of it (and is not folded).
        guard !writer.hasText, let title, text.utf8.count <= 2 * title.utf8.count + 40 else { return false }
        return TitleCleaner.comparable(text) == comparableTitle
    }

    /// Whether a `<div>` or `<p>` is named a quotation by a class of its
    /// own ("quote", "BigQuote", "blockquote", "quotation"); a part of a
    /// larger box named so ("press__container__quote", a summary styled
    /// as one) and a pull quote (the text set apart again) are not.
    static func isNamedQuote(_ node: HTMLNode) -> Bool {
        guard node.isHTML(.div) || node.isHTML(.p), let classes = node.attribute("class") else { return false }
        return classes.split(whereSeparator: { $0.isWhitespace }).contains { name in
            quotationClasses.contains(name.lowercased().filter { $0 != "-" && $0 != "_" })
        }
    }

    private static let quotationClasses: Set<String> = ["quote", "bigquote", "blockquote", "quotation", "quotebox"]

    mutating func quote(_ node: HTMLNode) {
        if inlineOnly > 0 {
            block(node)
            return
        }
        if node.attributeCount > 0, EmbeddedPosts.isPost(node) {
            embeddedPost(node)
            return
        }
        if node.tag == .blockquote, node.attributeCount > 0,
            Self.isPostBody(node) || (!content.postHeadings.isEmpty && content.postHeadings[node.id] != nil)
        {
            // vBulletin's post in a <blockquote class="postcontent">, a post of a discussion set as a <blockquote>
            // under its heading (Kbin's and Mbin's comments): the post's words.
            block(node)
            return
        }
        flush()
        if !isCompact { writer.separate(compact: false) }
        // A forum's quote opened by whose words they are: the words, then "— ann".
        let credit = isCompact ? nil : Self.openingCredit(of: node)
        quoteDepth += 1
        quoteCreditShown = credit?.cite.id
        visitChildren(node)
        flush()
        quoteCreditShown = nil
        quoteDepth -= 1
        if let name = credit?.name ?? (isCompact ? nil : Self.creditBefore(node)) {
            writer.quote(marked: "— " + name, plain: "— " + name)
        }
    }

    /// A quotation's footer: its source on a line of its own, after a
    /// dash unless it has one ("— Colophon, Oxford, Bodleian Library").
    private mutating func quoteSource(_ node: HTMLNode) {
        flush()
        let text = node.textContent().drop { $0.isWhitespace }
        if let first = text.first, !"—–-―".contains(first) { inline.append("— ") }
        visitChildren(node)
        flush()
    }

    // MARK: Other inline content

    /// A ruby annotation (`<rt>`, a reading of the characters before it):
    /// in parentheses after them, as `<rp>` shows it where ruby is not
    /// drawn above the line: "漢字(かんじ)", never "漢字かんじ".
    private mutating func rubyText(_ node: HTMLNode) {
        inline.append("(")
        visitChildren(node)
        inline.append(")")
    }
}
