/// Settles an article's publication date from the page's structured dates,
/// the day its address names and the date it shows readers under the
/// headline, for the day a reader of the publisher's own calendar would give.
///
/// A timestamp keeps the day it is written in, in its own zone (never
/// turned into UTC's). But a zone does not always tell the publisher's
/// day: 04:58 UTC on the 19th is the 18th in New York, and pages label
/// their zones wrongly. So when the page shows another day that the moment
/// falls on somewhere in the world (UTC−12 to UTC+14), the shown date wins;
/// else, for a timestamp in UTC or with no zone, the day its address names
/// (`/2019/11/18/`) wins on the same condition. A shown or address day that
/// no zone reaches leaves the timestamp alone (an address made the day
/// before publication).
enum PublicationDate {
    /// The publication date: `structured` are the page's structured dates in
    /// ISO form, most trusted first (read as far as needed); `addressDay` the `YYYY-MM-DD` its
    /// address names; `dateline` gives the date it shows under its headline,
    /// in ISO form (asked only when needed: reading it walks the page), which gives way when it is the day of
    /// `modified`, the page's structured date of its last change; `closingByline` the date a byline
    /// after the article's text shows, asked only when the page gives no other.
    static func chosen(
        structured: some Sequence<String>, addressDay: String?, modified: String? = nil, dateline: () -> String?,
        closingByline: () -> String? = { nil }
    ) -> String? {
        var dates = structured.makeIterator()
        guard let first = dates.next() else {
            let shown = dateline() ?? (addressDay == nil ? closingByline() : nil)
            guard let addressDay else { return shown }
            return shown.flatMap { day(of: $0) == addressDay ? $0 : nil } ?? addressDay
        }
        let firstDay = day(of: first)
        if addressDay == firstDay { return first }
        if let shown = dateline(), falls(first, on: day(of: shown)) {
            if day(of: shown) == firstDay { return first }
            // Another day shown that is the day of the page's last change is that change's ("By admin - 2018-09-16").
            if day(of: shown) != modified.map(day(of:)) { return shown }
        }
        guard let addressDay, isUniversal(first), falls(first, on: addressDay) else { return first }
        return structured.first { day(of: $0) == addressDay } ?? addressDay
    }

    /// The `YYYY-MM-DD` an ISO date is written on.
    private static func day(of iso: String) -> String { String(iso.prefix(10)) }

    /// Whether `iso` gives no zone, or UTC's.
    private static func isUniversal(_ iso: String) -> Bool {
        guard let parts = ISODate.parseNumeric(Array(iso.utf8)) else { return false }
        return parts.offsetMinutes == nil || parts.offsetMinutes == 0
    }

    /// Whether the moment `iso` stands for is on `day` in some zone of the
    /// world (UTC−12 to UTC+14); a bare day is taken to be one day on either side.
    private static func falls(_ iso: String, on day: String) -> Bool {
        guard let parts = ISODate.parseNumeric(Array(iso.utf8)), let target = ISODate.parseNumeric(Array(day.utf8))
        else { return false }
        let minutesADay = 1440
        let minute =
            dayNumber(parts) * minutesADay + (parts.hour ?? 0) * 60 + (parts.minute ?? 0) - (parts.offsetMinutes ?? 0)
        let (earliest, latest) = parts.hour == nil ? (-minutesADay, minutesADay) : (-12 * 60, 14 * 60)
        let days = floorDivision(minute + earliest, minutesADay)...floorDivision(minute + latest, minutesADay)
        return days.contains(dayNumber(target))
    }

    /// Days from 1970-01-01 to the day of `parts`, in the proleptic Gregorian
    /// calendar (Howard Hinnant's `days_from_civil`).
    private static func dayNumber(_ parts: ISODate.Parts) -> Int {
        let year = parts.month <= 2 ? parts.year - 1 : parts.year
        let era = floorDivision(year, 400)
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (parts.month + (parts.month > 2 ? -3 : 9)) + 2) / 5 + parts.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
