/// Dates written with digits inside a longer text, as `ISODate.parseWords`
/// meets them: a word of numbers apart by dashes, slashes or dots
/// ("2024-03-05", "05/03/2024", "3/5/2024", "5.3.2024", Korean "2024. 3. 5"),
/// and a word of numbers each followed by its unit, as Chinese, Japanese
/// and Korean write dates and times ("2024年3月5日", "10時15分", "2024년",
/// "3월"); with the words for morning and afternoon those languages put
/// before a time ("오전 10:12", "午後3時").
enum NumericDates {
    /// The fields a date word gives.
    struct Fields {
        var year: Int?
        var month: Int?
        var day: Int?
        var hour: Int?
        var minute: Int?
        var second: Int?
        var offset: Int?
        var afternoon: Bool?
    }

    /// Whether `token` is a word of numbers joined by separators (see
    /// `ISODate.words(of:)`): "2024-03-05", "05/03/2024", "2024. 3. 5".
    static func isJoined(_ token: Substring) -> Bool {
        guard let first = token.utf8.first, first >= 0x30 && first <= 0x39 else { return false }
        return token.utf8.contains { $0 == 0x2F || $0 == 0x2D || $0 == 0x20 }
    }

    /// The day, month and year of a word of three numbers apart by one
    /// kind of separator, the year of four digits first or last: year first
    /// is year, month, day; dots put the day first, as wherever dots are
    /// written; slashes and dashes follow `order`, unless a part over 12
    /// can only be the day. Nil for anything else ("2019-2020", "1/2").
    static func date(in token: Substring, order: DayOrder) -> Fields? {
        var numbers: [Int] = []
        var widths: [Int] = []
        var separator: UInt8?
        var value = 0
        var width = 0
        for byte in token.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                value = value * 10 + Int(byte - 0x30)
                width += 1
                guard width <= 4 else { return nil }
                continue
            }
            if byte == 0x20 { continue }  // "2024. 3. 5": the space after a dot
            guard byte == 0x2D || byte == 0x2F || byte == 0x2E, width > 0, separator == nil || separator == byte
            else { return nil }
            separator = byte
            numbers.append(value)
            widths.append(width)
            (value, width) = (0, 0)
        }
        if width > 0 {
            numbers.append(value)
            widths.append(width)
        }
        guard numbers.count == 3, let separator else { return nil }
        if widths[0] == 4, widths[1] <= 2, widths[2] <= 2 {
            return Fields(year: numbers[0], month: numbers[1], day: numbers[2])
        }
        guard widths[2] == 4, widths[0] <= 2, widths[1] <= 2 else { return nil }
        let (first, second) = (numbers[0], numbers[1])
        let dayFirst: Bool
        if separator == 0x2E || first > 12 {
            dayFirst = true
        } else if second > 12 || first == second {
            dayFirst = false
        } else {
            switch order {
            case .dayFirst: dayFirst = true
            case .monthFirst: dayFirst = false
            case .unknown: return nil
            }
        }
        return dayFirst
            ? Fields(year: numbers[2], month: second, day: first) : Fields(year: numbers[2], month: first, day: second)
    }

    /// The units Chinese, Japanese and Korean write after each number of a
    /// date and a time, by scalar: 0 year, 1 month, 2 day, 3 hour, 4 minute, 5 second.
    private static let units: [UInt32: Int] = [
        0x5E74: 0, 0xB144: 0,  // 年 년
        0x6708: 1, 0xC6D4: 1,  // 月 월
        0x65E5: 2, 0xC77C: 2,  // 日 일
        0x6642: 3, 0x65F6: 3, 0x70B9: 3, 0x9EDE: 3, 0xC2DC: 3,  // 時 时 点 點 시
        0x5206: 4, 0xBD84: 4,  // 分 분
        0x79D2: 5, 0xCD08: 5,  // 秒 초
    ]

    /// The words for morning (false) and afternoon (true) before a time:
    /// 午前 上午 오전, 午後 下午 오후.
    private static let halves: [(word: [UInt32], afternoon: Bool)] = [
        ([0x5348, 0x524D], false), ([0x4E0A, 0x5348], false), ([0xC624, 0xC804], false),
        ([0x5348, 0x5F8C], true), ([0x4E0B, 0x5348], true), ([0xC624, 0xD6C4], true),
    ]

    /// The fields of a word of numbers each followed by its unit
    /// ("2024年3月5日", "10時15分", "3월"), or of a word for morning or
    /// afternoon, alone or before a time ("오전", "午後3時", "下午3:15");
    /// nil for any other word ("2009년까지" goes on past its unit). Read by
    /// scalar: a word without a scalar of three UTF-8 bytes is settled at once.
    static func unitFields(in token: Substring) -> Fields? {
        guard token.utf8.contains(where: { $0 >= 0xE0 }) else { return nil }
        var scalars = Array(token.unicodeScalars.lazy.map(\.value))
        var fields = Fields()
        if let half = halves.first(where: { scalars.starts(with: $0.word) }) {
            fields.afternoon = half.afternoon
            scalars.removeFirst(half.word.count)
            if scalars.isEmpty { return fields }
            if let colon = scalars.firstIndex(of: 0x3A), let hour = number(scalars[..<colon]),
                let minute = number(scalars[(colon + 1)...])
            {
                (fields.hour, fields.minute) = (hour, minute)
                return fields
            }
        }
        var value: Int?
        var read = false
        for scalar in scalars {
            if scalar >= 0x30 && scalar <= 0x39 {
                value = (value ?? 0) * 10 + Int(scalar - 0x30)
                guard value! < 10_000 else { return nil }
            } else if let unit = units[scalar], let number = value, fields.set(unit, to: number) {
                value = nil
                read = true
            } else {
                return nil
            }
        }
        return read && value == nil ? fields : nil
    }

    /// The number ASCII digits write (one to four of them).
    private static func number(_ scalars: ArraySlice<UInt32>) -> Int? {
        guard (1...4).contains(scalars.count), scalars.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return scalars.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// A time written the French and Portuguese way ("14h30", "9h05"): hour and minute.
    static func hourAndMinute(in token: Substring) -> (hour: Int, minute: Int)? {
        let bytes = token.utf8
        guard (4...5).contains(bytes.count), let h = bytes.firstIndex(where: { $0 == 0x68 || $0 == 0x48 }) else {
            return nil
        }
        let hours = bytes[..<h]
        let minutes = bytes[bytes.index(after: h)...]
        guard (1...2).contains(hours.count), minutes.count == 2,
            hours.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), minutes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        let value = { (digits: Substring.UTF8View.SubSequence) in digits.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        return (value(hours), value(minutes))
    }
}

extension NumericDates {
    /// A time written with a dot, as German, Finnish and the Scandinavian
    /// languages write it ("10.12" beside "Uhr" or "klo"): hour and minute.
    static func dottedTime(in token: Substring) -> (hour: Int, minute: Int)? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour <= 23, minute <= 59
        else { return nil }
        return (hour, minute)
    }
}

extension NumericDates.Fields {
    /// Takes the fields `other` gives that are not yet known.
    mutating func merge(_ other: NumericDates.Fields) {
        year = year ?? other.year
        month = month ?? other.month
        day = day ?? other.day
        if hour == nil, let otherHour = other.hour {
            (hour, minute, second) = (otherHour, other.minute, other.second)
        }
        afternoon = afternoon ?? other.afternoon
    }
}

extension NumericDates.Fields {
    /// Sets field `unit` (0 year … 5 second) to `number`; false when it is already set.
    fileprivate mutating func set(_ unit: Int, to number: Int) -> Bool {
        switch unit {
        case 0 where year == nil: year = number
        case 1 where month == nil: month = number
        case 2 where day == nil: day = number
        case 3 where hour == nil: hour = number
        case 4 where minute == nil: minute = number
        case 5 where second == nil: second = number
        default: return false
        }
        return true
    }
}
