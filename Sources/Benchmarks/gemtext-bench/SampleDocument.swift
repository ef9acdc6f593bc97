import TestSupport

/// Writes a large gemtext document with the line mix of real articles:
/// headings, long paragraphs with some accented, CJK and emoji words, blank
/// lines, lists, quotes, links of every kind and preformatted code.
/// The same size always gives the same bytes.
struct SampleDocument {
    private var random = SeededRandom(seed: 2024)
    private var bytes: [UInt8] = []

    static let words =
        ("the of and to in is that for it as was with be by on not he this are or his from at which but have an "
        + "they you were her all she there would their we him been has when who will more no if out so said what "
        + "up its about into than them can only other new some could time these two may then do first any my now "
        + "such like our over man me even most made after also did many before must through back years where much "
        + "capsule gemini protocol reading article terminal library server certificate heading paragraph "
        + "café naïve résumé Zürich São Paulo Ελλάδα Москва 日本語 中文 한국어 🙂 🚀 👩‍💻 ✨")
        .split(separator: " ").map { Array($0.utf8) }

    /// A document of at least `size` bytes.
    static func make(atLeast size: Int) -> [UInt8] {
        var sample = SampleDocument()
        sample.bytes.reserveCapacity(size + 100_000)
        var article = 0
        while sample.bytes.count < size {
            article += 1
            sample.writeArticle(article)
        }
        return sample.bytes
    }

    private mutating func writeArticle(_ number: Int) {
        line("# Article \(number): " + sentence(words: 4...9))
        line("")
        for section in 1...Int(random.next() % 6 + 3) {
            line(random.next() % 3 == 0 ? "### " + sentence(words: 2...5) : "## \(section). " + sentence(words: 2...6))
            line("")
            for _ in 0..<Int(random.next() % 4 + 2) {
                switch random.next() % 10 {
                case 0..<6: line(sentence(words: 30...150))
                case 6: for _ in 0..<Int(random.next() % 5 + 3) { line("* " + sentence(words: 3...20)) }
                case 7: for _ in 0..<Int(random.next() % 3 + 1) { line("> " + sentence(words: 10...40)) }
                case 8: links()
                default: code()
                }
                line("")
            }
        }
    }

    private mutating func links() {
        for index in 0..<Int(random.next() % 4 + 2) {
            switch random.next() % 3 {
            case 0: line("=> /articles/\(index).gmi " + sentence(words: 2...8))
            case 1:
                line(
                    "=> gemini://gemini.example.org/~user/log/\(index).gmi 2024-05-\(10 + index) "
                        + sentence(words: 2...8))
            default: line("=> https://www.example.com/news/\(random.next() % 100_000)/story " + sentence(words: 2...8))
            }
        }
    }

    private mutating func code() {
        line("```swift")
        for depth in 0..<Int(random.next() % 15 + 5) {
            line(
                String(repeating: "    ", count: depth % 4) + "let value\(depth) = compute(\(random.next() % 1000)) // "
                    + sentence(words: 1...5))
        }
        line("```")
    }

    private mutating func sentence(words range: ClosedRange<Int>) -> String {
        let count = range.lowerBound + Int(random.next() % UInt64(range.count))
        var text: [UInt8] = []
        for index in 0..<count {
            if index > 0 { text.append(0x20) }
            text += Self.words[Int(random.next() % UInt64(Self.words.count))]
        }
        text.append(0x2E)
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func line(_ text: String) {
        bytes += text.utf8
        bytes.append(0x0A)
    }
}

