import Foundation

/// Reads the date forms pages use (ISO 8601 and its near relatives, RFC 2822,
/// `November 19, 2019`, `19 Nov 2019 10:07 GMT`) and writes them as ISO 8601:
/// `2019-11-19T10:07:00-05:00`, `2019-11-19T10:07:00` (no zone given) or
/// `2019-11-19` (no time given).
enum ISODate {
    /// The ISO 8601 form of the date in `text`, or `nil` if it reads as none.
    static func normalize(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count < 100 else { return nil }
        if let parts = parseNumeric(Array(trimmed.utf8)) ?? parseWords(trimmed) {
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
    /// a text without an ASCII digit is settled without reading its words.
    static func mayHoldDate(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 }
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
        if months[lower] != nil || weekdays.contains(lower) { return true }
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
    /// form a date takes: "18 ноября 2019"), and abbreviations that are no
    /// English word ("ago", "set", "out" are).
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
        for (index, words) in names.enumerated() {
            for word in words { months[word] = index + 1 }
        }
        return months
    }()

    /// The words of `text` a date may be made of: runs of letters, digits,
    /// ":" and "+" (a "-" may open one: a zone), with a dot between digits
    /// joining a day-first date ("18.11.2019"; elsewhere a dot ends a word:
    /// "18. Nov"). Read scalar by scalar, ASCII without Unicode tables.
    private static func words(of text: String) -> [Substring] {
        var tokens: [Substring] = []
        var start: String.Index?
        let scalars = text.unicodeScalars
        var previousIsDigit = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let value = scalar.value
            let isDigit = value >= 0x30 && value <= 0x39
            let isWordPart: Bool
            if value < 0x80 {
                let isLetter = (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
                let joinsDigits =
                    value == 0x2E && start != nil && previousIsDigit && next < scalars.endIndex
                    && (0x30...0x39).contains(scalars[next].value)
                isWordPart = isLetter || isDigit || value == 0x3A || value == 0x2B || (value == 0x2D && start == nil)
                    || joinsDigits
            } else {
                isWordPart = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
            if isWordPart {
                if start == nil { start = index }
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

    /// Reads dates written with a month's name (see `months`), in either
    /// order (`19 Nov 2019`, `November 19, 2019`, `19. November 2019`, `19 de
    /// noviembre de 2019`), or day first with dots (`19.11.2019`), with an optional time
    /// (`10:07`, `10:07:33`, `10:07 pm`) and zone (`GMT`, `UTC`, `+0100`).
    static func parseWords(_ text: String) -> Parts? {
        let tokens = words(of: text)
        var year: Int?
        var month: Int?
        var day: Int?
        var hour: Int?
        var minute: Int?
        var second: Int?
        var offset: Int?
        var afternoon: Bool?
        // A day stands beside its month ("19 Nov", "November 19", "19 de noviembre"): a number further
        // away counts something else ("6 min read · Jan 18, 2024").
        let monthPosition = tokens.firstIndex { months[$0.lowercased()] != nil }
        for (position, token) in tokens.enumerated() {
            let lower = token.lowercased()
            let besideMonth = monthPosition.map { abs($0 - position) <= 2 } ?? false
            if token.contains("."), year == nil {
                // Day, month and year apart by dots: the day first, as wherever dots are written.
                let fields = token.split(separator: ".")
                guard fields.count == 3, fields[2].count == 4, let d = Int(fields[0]), let m = Int(fields[1]),
                    let y = Int(fields[2])
                else { continue }
                (day, month, year) = (d, m, y)
            } else if month == nil, let number = months[lower] {
                month = number
            } else if token.contains(":"), hour == nil {
                let fields = token.split(separator: ":").map { Int($0) }
                guard fields.count >= 2, let h = fields[0], let m = fields[1] else { continue }
                hour = h
                minute = m
                if fields.count > 2 { second = fields[2] }
            } else if lower == "am" || lower == "a.m" {
                afternoon = false
            } else if lower == "pm" || lower == "p.m" {
                afternoon = true
            } else if lower == "gmt" || lower == "utc" || lower == "z" {
                offset = offset ?? 0
            } else if (token.hasPrefix("+") || token.hasPrefix("-")) && hour != nil {
                var reader = ByteReader(Array(token.utf8))
                offset = reader.zone() ?? offset
            } else if let number = Int(token) {
                if token.count == 4, year == nil {
                    year = number
                } else if token.count <= 2, day == nil, besideMonth {
                    day = number
                }
            } else if token.count > 2, besideMonth, let number = Int(token.prefix(while: \.isNumber)), day == nil,
                ["st", "nd", "rd", "th"].contains(String(token.drop(while: \.isNumber)).lowercased())
            {
                day = number
            }
        }
        guard let year, let month, let day else { return nil }
        if var h = hour, let afternoon {
            if afternoon && h < 12 { h += 12 }
            if !afternoon && h == 12 { h = 0 }
            hour = h
        }
        let parts = Parts(
            year: year, month: month, day: day, hour: hour, minute: hour == nil ? nil : minute,
            second: hour == nil ? nil : second, offsetMinutes: hour == nil ? nil : offset)
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
