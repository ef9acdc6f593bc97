import HTML

/// Finds the element whose text best matches the article text a page
/// declares in its schema.org `articleBody`: runs of four words of each text
/// node are looked up among those of the declared text, counts are summed
/// up the tree in one pass, and the element with the best balance of
/// precision and recall (F1 over words) wins.
struct ArticleBodyMatcher {
    /// Fewer words than this and the declared text is too thin to guide anything.
    static let minimumWords = 50

    private let runs: Set<Int>
    private let wordCount: Int

    /// A matcher for the declared article text; `nil` when it is too short.
    init?(articleBody: String) {
        let words = Self.wordHashes(articleBody.unicodeScalars)
        guard words.count >= Self.minimumWords else { return nil }
        var runs = Set<Int>(minimumCapacity: words.count)
        for start in 0..<(words.count - 3) {
            runs.insert(Self.runHash(words[start], words[start + 1], words[start + 2], words[start + 3]))
        }
        self.runs = runs
        wordCount = words.count
    }

    /// How well each node's text matches the declared text.
    struct Match {
        /// The best-matching element and its F1.
        var best: Int32
        var bestF1: Double
        /// The F1 of every element, by node id.
        var f1: [Double]
    }

    /// Scores every element of the page.
    func match(_ page: PageAnalysis) -> Match {
        var matched = [Int32](repeating: 0, count: page.count)
        var total = [Int32](repeating: 0, count: page.count)
        for position in stride(from: page.order.count - 1, through: 0, by: -1) {
            let node = page.order[position]
            let index = Int(node)
            if page.has(node, .nonContent) {
                continue
            } else if page.isText(node) {
                let text = page.document.node(HTMLNodeID(rawValue: node)).data
                let words = Self.wordHashes(text.unicodeScalars)
                total[index] = Int32(words.count)
                matched[index] = Int32(coveredWords(words))
            }
            let up = Int(page.parent[index])
            if up >= 0 {
                total[up] += total[index]
                matched[up] += matched[index]
            }
        }
        var f1 = [Double](repeating: 0, count: page.count)
        var best = PageAnalysis.none
        var bestF1 = 0.0
        for index in 0..<page.count where page.isElement(Int32(index)) && total[index] > 0 {
            let score = 2 * Double(matched[index]) / Double(Int(total[index]) + wordCount)
            f1[index] = score
            if score > bestF1 {
                best = Int32(index)
                bestF1 = score
            }
        }
        return Match(best: best, bestF1: bestF1, f1: f1)
    }

    /// How many of `words` belong to a run of four found in the declared text.
    private func coveredWords(_ words: [Int]) -> Int {
        guard words.count >= 4 else { return 0 }
        var covered = 0
        var coveredUntil = 0
        for start in 0..<(words.count - 3)
        where runs.contains(Self.runHash(words[start], words[start + 1], words[start + 2], words[start + 3])) {
            let from = max(start, coveredUntil)
            covered += start + 4 - from
            coveredUntil = start + 4
        }
        return covered
    }

    // MARK: Hashing

    /// A hash of each lower-cased word of `scalars`.
    static func wordHashes(_ scalars: String.UnicodeScalarView) -> [Int] {
        var hashes: [Int] = []
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var inWord = false
        for scalar in scalars {
            if WordSequence.isWordScalar(scalar) {
                inWord = true
                var value = scalar.value
                if value < 0x80 {
                    if value >= 0x41 && value <= 0x5A { value |= 0x20 }
                    hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3
                } else if scalar.properties.changesWhenLowercased {
                    for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                        hash = (hash ^ UInt64(lower.value)) &* 0x100_0000_01b3
                    }
                } else {
                    hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3
                }
            } else if inWord {
                hashes.append(Int(truncatingIfNeeded: hash))
                hash = 0xcbf2_9ce4_8422_2325
                inWord = false
            }
        }
        if inWord { hashes.append(Int(truncatingIfNeeded: hash)) }
        return hashes
    }

    @inline(__always)
    static func runHash(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int {
        var hash = UInt64(bitPattern: Int64(a))
        hash = (hash &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bitPattern: Int64(b))
        hash = (hash &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bitPattern: Int64(c))
        hash = (hash &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bitPattern: Int64(d))
        return Int(truncatingIfNeeded: hash)
    }
}
