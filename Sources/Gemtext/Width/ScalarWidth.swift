/// The columns one code point takes in a terminal, by the generated tables.
@usableFromInline enum ScalarWidth {
    /// 0, 1 or 2 columns for `scalar`, which is not a control character.
    @usableFromInline
    static func of(_ scalar: UInt32) -> Int {
        if scalar < 0x300 { return 1 }
        if contains(UnicodeWidthTables.zeroWidth, scalar) { return 0 }
        if scalar >= 0x1100 && contains(UnicodeWidthTables.wide, scalar) { return 2 }
        return 1
    }

    /// Whether `scalar` lies in one of the inclusive ranges of `pairs`.
    private static func contains(_ pairs: [UInt32], _ scalar: UInt32) -> Bool {
        pairs.withUnsafeBufferPointer { table in
            var low = 0
            var high = table.count / 2
            while low < high {
                let middle = (low + high) / 2
                if scalar < table[middle * 2] {
                    high = middle
                } else if scalar > table[middle * 2 + 1] {
                    low = middle + 1
                } else {
                    return true
                }
            }
            return false
        }
    }
}
