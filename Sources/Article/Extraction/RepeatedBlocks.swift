/// Blocks of an article that repeat words the article says elsewhere: a
/// pull quote or highlight box set before its paragraph, a caption
/// repeated as the next paragraph, the headline repeated as a paragraph.
/// The text stays where the author put it in the flow: a short block set
/// apart from it (in a quote, an aside, a figure, or a box named a quote,
/// highlight or callout) whose every run of four words is in one block
/// of the flow goes.
///
/// Linear in the article's words: each block's runs of four words are
/// hashed once, and a block is compared only with the blocks that share
/// its first run.
struct RepeatedBlocks {
    /// One leaf block: its node, its words' runs and its length.
    struct Block {
        let node: Int32
        let runs: [Int]
        let length: Int
        /// Set apart from the flow (see `RepeatedBlocks`): only such a block may go.
        let isSetApart: Bool
    }

    /// The shortest block (in characters) that may be a repetition.
    static let shortest = 30
    /// The longest block (in characters) that may be a repetition.
    static let longest = 400
    /// How many blocks one run may point at before it is too common to tell anything.
    static let commonRun = 8

    /// The blocks among `blocks` that repeat another block's words.
    static func repeated(_ blocks: [Block]) -> [Int32] {
        var owners: [Int: [Int]] = [:]
        for (index, block) in blocks.enumerated() {
            for run in Set(block.runs) {
                var list = owners[run, default: []]
                if list.count <= commonRun { list.append(index) }
                owners[run] = list
            }
        }
        var result: [Int32] = []
        for (index, block) in blocks.enumerated()
        where mayRepeat(length: block.length, isSetApart: block.isSetApart) && block.runs.count >= 2 {
            guard var candidates = owners[block.runs[0]].map(Set.init) else { continue }
            candidates.remove(index)
            for run in block.runs.dropFirst() where !candidates.isEmpty {
                guard let list = owners[run], list.count <= commonRun else { continue }
                candidates.formIntersection(list)
            }
            // The words are in the flow too, as long a text or longer.
            let repeats = candidates.contains { !blocks[$0].isSetApart && blocks[$0].length >= block.length - 8 }
            if repeats { result.append(block.node) }
        }
        return result
    }

    /// Whether a block of `length` characters may be a repetition: set apart, neither too short nor too long.
    static func mayRepeat(length: Int, isSetApart: Bool) -> Bool {
        isSetApart && length >= shortest && length <= longest
    }

    /// The hashes of the runs of four words in `text` (folded to lower case).
    static func runs(of text: String) -> [Int] {
        // Each word is hashed once; a run hashes its four words' hashes.
        let words = WordSequence.words(text).map(\.hashValue)
        guard words.count >= 4 else { return [] }
        var runs: [Int] = []
        runs.reserveCapacity(words.count - 3)
        for start in 0...(words.count - 4) {
            var hasher = Hasher()
            hasher.combine(words[start])
            hasher.combine(words[start + 1])
            hasher.combine(words[start + 2])
            hasher.combine(words[start + 3])
            runs.append(hasher.finalize())
        }
        return runs
    }
}
