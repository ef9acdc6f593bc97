import Foundation

/// Reads the date forms pages use (ISO 8601 and its near relatives, RFC 2822,
/// `November 19, 2019`, `19 Nov 2019 10:07 GMT`) and writes them as ISO 8601:
/// `2019-11-19T10:07:00-05:00`, `2019-11-19T10:07:00` (no zone given) or
/// `2019-11-19` (no time given).
enum ISODate {
    /// The ISO 8601 form of the date in `text`, or `nil` if it reads as none;
    /// `order` tells how to read a date of numbers whose day and month could be swapped ("05/03/2024").
    static func normalize(_ text: String, order: DayOrder = .unknown) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count < 100 else { return nil }
        if let parts = parseNumeric(Array(trimmed.utf8)) ?? parseWords(trimmed, order: order) {
            return parts.isoString
        }
        return nil
    }

    /// The moment an ISO string written by `normalize` stands for (midnight
    /// UTC for a bare day, UTC for a time without a zone).
    static func date(from iso: String) -> Date? {
        guard let parts = parseNumeric(Array(iso.utf8)) else { return nil }
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = TimeZone(secondsFromGMT: parts.offsetMinutes.map { $0 * 60 } ?? 0)
        components.year = parts.year
        components.month = parts.month
        components.day = parts.day
        components.hour = parts.hour ?? 0
        components.minute = parts.minute ?? 0
        components.second = parts.second ?? 0
        return components.date
    }

    /// A date split into fields, as read.
    struct Parts: Equatable {
        var year: Int
        var month: Int
        var day: Int
        var hour: Int?
        var minute: Int?
        var second: Int?
        /// Minutes east of UTC; `nil` when the text gave no zone.
        var offsetMinutes: Int?

        var isValid: Bool {
            guard (1000...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return false }
            if let hour, !(0...23).contains(hour) { return false }
            if let minute, !(0...59).contains(minute) { return false }
            if let second, !(0...60).contains(second) { return false }
            if let offsetMinutes, abs(offsetMinutes) > 18 * 60 { return false }
            return true
        }

        var isoString: String {
            var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
            guard let hour else { return text }
            text += "T\(pad(hour, 2)):\(pad(minute ?? 0, 2)):\(pad(second ?? 0, 2))"
            if let offsetMinutes {
                if offsetMinutes == 0 {
                    text += "Z"
                } else {
                    let sign = offsetMinutes < 0 ? "-" : "+"
                    text += "\(sign)\(pad(abs(offsetMinutes) / 60, 2)):\(pad(abs(offsetMinutes) % 60, 2))"
                }
            }
            return text
        }

        private func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }

    /// The day a web address's path names (`/2019/11/19/story`,
    /// `/news/2019-11-19-story`), as `YYYY-MM-DD`; nil when it names none.
    static func day(inPath path: String) -> String? {
        let bytes = Array(path.utf8)
        guard bytes.count >= 10 else { return nil }
        for start in 0...(bytes.count - 10) {
            // A date starts a path segment or follows a dash or underscore.
            if start > 0, ![UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_")].contains(bytes[start - 1]) {
                continue
            }
            let separator = bytes[start + 4]
            guard separator == UInt8(ascii: "/") || separator == UInt8(ascii: "-"), bytes[start + 7] == separator
            else { continue }
            let end = start + 10
            if end < bytes.count, bytes[end].isASCIIDigit { continue }
            guard let parts = parseNumeric(Array(bytes[start..<end])), (1990...2099).contains(parts.year) else {
                continue
            }
            return parts.isoString
        }
        return nil
    }

    // MARK: 2019-11-19T10:07:00.000+05:30 and relatives

    /// Reads `YYYY-MM-DD` (or `YYYY/MM/DD`, `YYYYMMDD`), then an optional
    /// time after `T` or a space, then an optional zone (`Z`, `+05:30`,
    /// `-0500`, `UTC`, `GMT`).
    static func parseNumeric(_ bytes: [UInt8]) -> Parts? {
        var reader = ByteReader(bytes)
        guard let year = reader.number(digits: 4) else { return nil }
        let separator = reader.peek
        let month: Int
        let day: Int
        if separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") || separator == UInt8(ascii: ".") {
            reader.skip()
            guard let m = reader.number(maxDigits: 2), reader.take(separator!), let d = reader.number(maxDigits: 2)
            else { return nil }
            month = m
            day = d
        } else {
            guard let m = reader.number(digits: 2), let d = reader.number(digits: 2) else { return nil }
            month = m
            day = d
        }
        var parts = Parts(year: year, month: month, day: day)
        if reader.take(UInt8(ascii: "T")) || reader.take(UInt8(ascii: "t")) || reader.take(UInt8(ascii: " ")) {
            while reader.take(UInt8(ascii: " ")) {}
            if let hour = reader.number(maxDigits: 2), reader.take(UInt8(ascii: ":")),
                let minute = reader.number(digits: 2)
            {
                parts.hour = hour
                parts.minute = minute
                if reader.take(UInt8(ascii: ":")), let second = reader.number(digits: 2) {
                    parts.second = second
                    if reader.take(UInt8(ascii: ".")) || reader.take(UInt8(ascii: ",")) {
                        while let byte = reader.peek, byte.isASCIIDigit { reader.skip() }
                    }
                }
                while reader.take(UInt8(ascii: " ")) {}
                parts.offsetMinutes = reader.zone()
            }
        }
        while reader.take(UInt8(ascii: " ")) {}
        guard reader.isAtEnd, parts.isValid else { return nil }
        return parts
    }

    // MARK: Tue, 19 Nov 2019 10:07:00 GMT / November 19, 2019 10:07 AM

    /// Whether `text` may hold a date read here: every one has a year, so
    /// a text without a digit is settled without reading its words (ASCII
    /// digits, or the Arabic-Indic and full-width ones, found by their bytes).
    static func mayHoldDate(_ text: String) -> Bool {
        var lead: UInt8 = 0
        var middle: UInt8 = 0
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 { return true }
            // U+0660–0669 (D9 A0–A9), U+06F0–06F9 (DB B0–B9), U+FF10–FF19 (EF BC 90–99).
            if (lead == 0xD9 && byte >= 0xA0 && byte <= 0xA9) || (lead == 0xDB && byte >= 0xB0 && byte <= 0xB9)
                || (middle == 0xEF && lead == 0xBC && byte >= 0x90 && byte <= 0x99)
            {
                return true
            }
            (middle, lead) = (lead, byte)
        }
        return false
    }

    /// `text` with its digits in other scripts (Arabic-Indic "٢٠٢٤",
    /// full-width "２０２４") written as ASCII digits.
    private static func withASCIIDigits(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0xD9 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, scalar.properties.numericType == .decimal,
                let value = scalar.properties.numericValue, let ascii = Unicode.Scalar(0x30 + UInt32(value))
            {
                scalars.append(ascii)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether `lower` (in lower case) names a month ("may", "nov", "novembre").
    static func isMonthName(_ lower: String) -> Bool { months[lower] != nil }

    private static let weekdays: Set<String> = [
        "mon", "monday", "tue", "tues", "tuesday", "wed", "wednesday", "thu", "thur", "thurs", "thursday", "fri",
        "friday", "sat", "saturday", "sun", "sunday",
    ]

    /// Whether `lower` (a word in lower case) may be part of a date written
    /// in words: a month (see `months`) or a day of the week in English, a
    /// number ("19", "19th", "2019", "19.11.2019") or a time ("10:14").
    static func isDateWord(_ lower: String) -> Bool {
        if months[lower] != nil || weekdays.contains(lower) || Self.twoWordMonths[lower] != nil { return true }
        if NumericDates.unitFields(in: Substring(lower)) != nil { return true }  // "2024年3月5日", "오전"
        if NumericDates.hourAndMinute(in: Substring(lower)) != nil { return true }  // "14h30"
        let digits = lower.prefix(while: \.isNumber)
        guard !digits.isEmpty else { return false }
        let rest = lower.dropFirst(digits.count)
        if rest.first == "." {  // "19.11.2019", not a version ("3.19.0")
            let fields = lower.split(separator: ".", omittingEmptySubsequences: false)
            return fields.count == 3 && fields[1].count <= 2 && fields[2].count == 4 && fields.allSatisfy {
                !$0.isEmpty && $0.allSatisfy(\.isNumber)
            }
        }
        return rest.isEmpty || ["st", "nd", "rd", "th"].contains(rest) || rest.first == ":"
    }

    /// Month names in the languages pages commonly use (English, German,
    /// French, Spanish, Italian, Portuguese, Dutch; Russian and Polish in the
    /// form a date takes: "18 ноября 2019"; Arabic in its Egyptian and Gulf,
    /// Levantine and Maghreb names: "مارس", "آذار"), and abbreviations that are no
    /// English word ("ago", "set", "out" are).
    /// Arabic month names, January to December: the Egyptian and Gulf
    /// names, the Levantine ones (see also `twoWordMonths`) and the Maghreb's.
    private static let arabicMonths: [[String]] = [
        ["يناير", "جانفي"],
        ["فبراير", "شباط", "فيفري"],
        ["مارس", "آذار", "اذار"],
        ["أبريل", "ابريل", "إبريل", "نيسان", "أفريل", "افريل"],
        ["مايو", "أيار", "ايار", "ماي"],
        ["يونيو", "يونيه", "حزيران", "جوان"],
        ["يوليو", "يوليه", "تموز", "جويلية"],
        ["أغسطس", "اغسطس", "آب", "أوت", "اوت"],
        ["سبتمبر", "أيلول", "ايلول"],
        ["أكتوبر", "اكتوبر"],
        ["نوفمبر"],
        ["ديسمبر"],
    ]

    private static let months: [String: Int] = {
        let names: [[String]] = [
            ["jan", "january", "januar", "janvier", "janv", "enero", "ene", "gennaio", "janeiro", "januari", "января",
             "stycznia"],
            ["feb", "february", "februar", "février", "fevrier", "févr", "febrero", "febbraio", "fevereiro", "fev",
             "februari", "февраля", "lutego"],
            ["mar", "march", "märz", "maerz", "mär", "mars", "marzo", "março", "maart", "mrt", "марта", "marca"],
            ["apr", "april", "avril", "avr", "abril", "abr", "aprile", "апреля", "kwietnia"],
            ["may", "mai", "mayo", "maggio", "maio", "mei", "мая", "maja"],
            ["jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho", "июня", "czerwca"],
            ["jul", "july", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "июля", "lipca"],
            ["aug", "august", "août", "aout", "agosto", "augustus", "августа", "sierpnia"],
            ["sep", "sept", "september", "septembre", "septiembre", "setiembre", "settembre", "setembro", "сентября",
             "września"],
            ["oct", "october", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "октября",
             "października"],
            ["nov", "november", "novembre", "noviembre", "novembro", "ноября", "listopada"],
            ["dec", "december", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic", "dicembre",
             "dezembro", "декабря", "grudnia"],
        ]
        var months: [String: Int] = [:]
        for (index, words) in zip(names, arabicMonths).enumerated() {
            for word in words.0 + words.1 { months[word] = index + 1 }
        }
        return months
    }()

    /// Levantine Arabic months named in two words: the first word, and the
    /// month for each second word ("كانون الثاني" is January, "كانون الأول" December).
    private static let twoWordMonths: [String: [String: Int]] = [
        "كانون": ["الثاني": 1, "الأول": 12, "الاول": 12],
        "تشرين": ["الأول": 10, "الاول": 10, "الثاني": 11],
    ]

    /// The month `tokens[position]` names, alone or with the word after it.
    private static func month(at position: Int, of tokens: [Substring]) -> Int? {
        let lower = tokens[position].lowercased()
        if let month = months[lower] { return month }
        guard lower.utf8.first.map({ $0 >= 0x80 }) == true, let seconds = twoWordMonths[lower],
            position + 1 < tokens.count
        else { return nil }
        return seconds[String(tokens[position + 1])]
    }

    /// The words of `text` a date may be made of: runs of letters, digits,
    /// ":" and "+" (a "-" may open one: a zone), with a dot between digits
    /// joining a day-first date ("18.11.2019"; elsewhere a dot ends a word:
    /// "18. Nov"), and a slash, a dash or a dot and one space between the
    /// numbers of a word of numbers joining a date of numbers ("05/03/2024",
    /// "2024-03-05", Korean "2024. 3. 5", its time apart: "2024. 3. 5. 10:12").
    /// Read scalar by scalar, ASCII
    /// without Unicode tables.
    private static func words(of text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start: String.Index?
        let scalars = text.unicodeScalars
        var previousIsDigit = false
        // Whether the word begun holds only digits and what joins them.
        var isNumbers = false
        var joinsSpace = false
        // The dots and spaces the word begun has joined: three numbers at most ("2024. 3. 5. 10:12" is a date
        // and its time).
        var spaceJoins = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let value = scalar.value
            let isDigit = value >= 0x30 && value <= 0x39
            let isWordPart: Bool
            var joins = false
            if value < 0x80 {
                let isLetter = (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
                let digitNext = next < scalars.endIndex && (0x30...0x39).contains(scalars[next].value)
                if start != nil, previousIsDigit, isNumbers, value == 0x2F || value == 0x2D || value == 0x2E {
                    if digitNext {
                        joins = true
                    } else if value == 0x2E, next < scalars.endIndex, scalars[next].value == 0x20 {
                        let afterSpace = scalars.index(after: next)
                        joinsSpace =
                            spaceJoins < 2 && afterSpace < scalars.endIndex
                            && (0x30...0x39).contains(scalars[afterSpace].value)
                        joins = joinsSpace
                        if joinsSpace { spaceJoins += 1 }
                    }
                } else if value == 0x20, joinsSpace {
                    joins = true
                    joinsSpace = false
                }
                let joinsDigits = value == 0x2E && start != nil && previousIsDigit && digitNext
                isWordPart = isLetter || isDigit || value == 0x3A || value == 0x2B || (value == 0x2D && start == nil)
                    || joinsDigits || joins
            } else {
                isWordPart = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
            if isWordPart {
                if start == nil {
                    start = index
                    isNumbers = isDigit
                    spaceJoins = 0
                } else {
                    isNumbers = isNumbers && (isDigit || joins)
                }
            } else if let begun = start {
                tokens.append(text[begun..<index])
                start = nil
            }
            previousIsDigit = isDigit
            index = next
        }
        if let begun = start { tokens.append(text[begun...]) }
        return tokens
    }

    /// The words of `text` (see `words(of:)`), a word of numbers that is
    /// no date ("2019-2020") taken apart into its numbers, as it would be
    /// without the separators joining them.
    private static func dateWords(of text: String, order: DayOrder) -> [Substring] {
        var tokens: [Substring] = []
        for token in words(of: text) {
            if NumericDates.isJoined(token), NumericDates.date(in: token, order: order) == nil,
                parseNumeric(Array(token.utf8)) == nil
            {
                tokens += token.split(whereSeparator: { !$0.isASCII || !$0.isNumber })
            } else {
                tokens.append(token)
            }
        }
        return tokens
    }

    /// The position of the word that names the date's month: of several
    /// month names, the first with a number right beside it ("4 maart",
    /// "March 4"), else one word further ("19 de noviembre"), else the
    /// first; a name that is also a person's has none ("Door Jan Jansen 4
    /// maart 2024", "By May Lee, June 4").
    private static func monthPosition(in tokens: [Substring]) -> Int? {
        let months = tokens.indices.filter { month(at: $0, of: tokens) != nil }
        guard months.count > 1 else { return months.first }
        for reach in 1...2 {
            let numbered = months.first { position in
                tokens.indices.contains {
                    $0 != position && abs($0 - position) <= reach && tokens[$0].first?.isNumber == true
                }
            }
            if let numbered { return numbered }
        }
        return months.first
    }

    /// The words that say a number with a dot is the time of day: German
    /// "Uhr" after it, Finnish "klo" and Scandinavian "kl." before it.
    private static let clockWords: Set<String> = ["uhr", "klo", "kello", "kl"]

    private static func isClockWord(_ token: Substring) -> Bool { clockWords.contains(token.lowercased()) }

    /// Reads dates written with a month's name (see `months`), in either
    /// order (`19 Nov 2019`, `November 19, 2019`, `19. November 2019`, `19 de
    /// noviembre de 2019`, `5 مارس 2024`), or in numbers (`19.11.2019`, `2019-11-19`, `05/03/2024` by
    /// `order`, `2019年11月19日`, `2019. 11. 19`: see `NumericDates`), with an optional time
    /// (`10:07`, `10:07:33`, `10:07 pm`, `10h07`, `10.07 Uhr`, `klo 10.07`, `10時07分`, `오전 10:07`) and zone (`GMT`, `UTC`, `+0100`).
    static func parseWords(_ text: String, order: DayOrder = .unknown) -> Parts? {
        let tokens = dateWords(of: withASCIIDigits(text), order: order)
        var date = NumericDates.Fields()
        // A day stands beside its month ("19 Nov", "November 19", "19 de noviembre"): a number further
        // away counts something else ("6 min read · Jan 18, 2024").
        let monthPosition = monthPosition(in: tokens)
        for (position, token) in tokens.enumerated() {
            let lower = token.lowercased()
            let besideMonth = monthPosition.map { abs($0 - position) <= 2 } ?? false
            if date.year == nil, NumericDates.isJoined(token) || token.utf8.contains(0x2E) {
                // A date of numbers: with its time when written as ISO 8601 ("2019-11-19T10:07:00Z").
                if let parts = parseNumeric(Array(token.utf8)) {
                    (date.year, date.month, date.day) = (parts.year, parts.month, parts.day)
                    if let hour = parts.hour {
                        (date.hour, date.minute, date.second) = (hour, parts.minute, parts.second)
                        date.offset = parts.offsetMinutes
                    }
                } else if let fields = NumericDates.date(in: token, order: order) {
                    (date.year, date.month, date.day) = (fields.year, fields.month, fields.day)
                }
            } else if date.month == nil, position == monthPosition, let number = month(at: position, of: tokens) {
                date.month = number
            } else if token.utf8.contains(0x3A), date.hour == nil {
                let fields = token.split(separator: ":").map { Int($0) }
                guard fields.count >= 2, let h = fields[0], let m = fields[1] else { continue }
                date.hour = h
                date.minute = m
                if fields.count > 2 { date.second = fields[2] }
            } else if lower == "am" || lower == "a.m" {
                date.afternoon = false
            } else if lower == "pm" || lower == "p.m" {
                date.afternoon = true
            } else if lower == "gmt" || lower == "utc" || lower == "z" {
                date.offset = date.offset ?? 0
            } else if (token.hasPrefix("+") || token.hasPrefix("-")) && date.hour != nil {
                var reader = ByteReader(Array(token.utf8))
                date.offset = reader.zone() ?? date.offset
            } else if let number = Int(token) {
                if token.count == 4, date.year == nil {
                    date.year = number
                } else if token.count <= 2, date.day == nil, besideMonth {
                    date.day = number
                }
            } else if token.count > 2, besideMonth, let number = Int(token.prefix(while: \.isNumber)), date.day == nil,
                ["st", "nd", "rd", "th"].contains(String(token.drop(while: \.isNumber)).lowercased())
            {
                date.day = number
            } else if date.hour == nil, let (hour, minute) = NumericDates.dottedTime(in: token),
                [position - 1, position + 1].contains(where: { tokens.indices.contains($0) && isClockWord(tokens[$0]) })
            {
                (date.hour, date.minute) = (hour, minute)  // "10.12 Uhr", "klo 10.12"
            } else if date.hour == nil, let (hour, minute) = NumericDates.hourAndMinute(in: token) {
                (date.hour, date.minute) = (hour, minute)
            } else if let fields = NumericDates.unitFields(in: token) {
                date.merge(fields)
            }
        }
        guard let year = date.year, let month = date.month, let day = date.day else { return nil }
        var hour = date.hour
        if var h = hour, let afternoon = date.afternoon {
            if afternoon && h < 12 { h += 12 }
            if !afternoon && h == 12 { h = 0 }
            hour = h
        }
        let parts = Parts(
            year: year, month: month, day: day, hour: hour, minute: hour == nil ? nil : date.minute,
            second: hour == nil ? nil : date.second, offsetMinutes: hour == nil ? nil : date.offset)
        return parts.isValid ? parts : nil
    }
}

/// A cursor over ASCII bytes for the numeric date reader.
private struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }
    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skip() { position += 1 }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Exactly `digits` digits.
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<digits {
            let byte = bytes[position + offset]
            guard byte.isASCIIDigit else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        position += digits
        return value
    }

    /// One to `maxDigits` digits.
    mutating func number(maxDigits: Int) -> Int? {
        var value = 0
        var count = 0
        while count < maxDigits, let byte = peek, byte.isASCIIDigit {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position += 1
            count += 1
        }
        return count > 0 ? value : nil
    }

    /// `Z`, `UTC`, `GMT`, `+05:30`, `-0500`, `+05`: minutes east of UTC.
    mutating func zone() -> Int? {
        if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) { return 0 }
        if position + 3 <= bytes.count {
            let word = String(decoding: bytes[position..<position + 3], as: UTF8.self).uppercased()
            if word == "UTC" || word == "GMT" {
                position += 3
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { return zone() }
                return 0
            }
        }
        guard let sign = peek, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        position += 1
        guard let hours = number(digits: 2) else { return nil }
        _ = take(UInt8(ascii: ":"))
        let minutes = number(digits: 2) ?? 0
        let total = hours * 60 + minutes
        return sign == UInt8(ascii: "-") ? -total : total
    }
}

extension UInt8 {
    fileprivate var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
}
