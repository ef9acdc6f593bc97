import Foundation

/// A character encoding a page can be decoded from.
///
/// UTF-8, UTF-16 and windows-1252 (which the web also uses for
/// ISO-8859-1 and US-ASCII) are decoded here; the other common legacy
/// encodings (Shift_JIS, EUC-JP, GB18030, Big5, EUC-KR, KOI8, windows-125x,
/// ISO-8859-x…) go through Foundation.
public enum HTMLEncoding: Hashable, Sendable, CustomStringConvertible {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
    /// windows-1252, also used for the labels `iso-8859-1`, `latin1` and `us-ascii`.
    case windows1252
    /// Another encoding, by its WHATWG name (`Shift_JIS`, `windows-1251`…).
    case legacy(String)

    /// The encoding's WHATWG name (`UTF-8`, `windows-1252`…).
    public var name: String {
        switch self {
        case .utf8: return "UTF-8"
        case .utf16LittleEndian: return "UTF-16LE"
        case .utf16BigEndian: return "UTF-16BE"
        case .windows1252: return "windows-1252"
        case .legacy(let name): return name
        }
    }

    public var description: String { name }

    /// The encoding a `charset` label names (any case, surrounding
    /// whitespace ignored, WHATWG label list), or `nil` when the label is
    /// unknown or names an encoding this platform cannot decode.
    public init?(label: String) {
        let key = label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let encoding = EncodingLabels.table[key] else { return nil }
        self = encoding
    }

    /// Whether bytes valid as UTF-8 are better read as UTF-8 than as this
    /// declared encoding: true for the encodings that agree with ASCII on
    /// ASCII bytes (not UTF-16, and not ISO-2022-JP, whose text is ASCII
    /// bytes with escapes).
    var yieldsToValidUTF8: Bool {
        switch self {
        case .utf8, .utf16LittleEndian, .utf16BigEndian: return false
        case .windows1252: return true
        case .legacy(let name): return name != "ISO-2022-JP"
        }
    }

}

/// The encoding a page was decoded from, and what decided it.
public struct HTMLEncodingChoice: Hashable, Sendable {
    /// What decided the encoding.
    public enum Source: Hashable, Sendable {
        /// A byte order mark at the start of the page.
        case byteOrderMark
        /// The `charset` of the HTTP `Content-Type` header.
        case httpHeader
        /// A `<meta charset>` or `<meta http-equiv=Content-Type>` near the start.
        case metaTag
        /// Nothing was declared and the bytes are valid UTF-8.
        case defaultUTF8
        /// Nothing was declared and the bytes are not valid UTF-8, and no
        /// other encoding fits them clearly better than windows-1252 (what
        /// Western pages are), so they were read as windows-1252.
        case invalidUTF8Fallback
        /// Nothing was declared and the bytes are not valid UTF-8 (or are
        /// ASCII with ISO-2022-JP's escapes): the encoding was guessed from
        /// the text itself (`EncodingDetector`), as browsers do.
        case detected
        /// The page declared another encoding (an ASCII-based one such as
        /// ISO-8859-1 or gb2312), but its bytes are valid UTF-8 and not all
        /// ASCII: what the bytes say wins, since text in a legacy encoding
        /// is almost never valid UTF-8 by chance.
        case validUTF8OverDeclaration
        /// The page was given as a Swift string.
        case string
    }

    /// The encoding used.
    public var encoding: HTMLEncoding
    /// What decided it.
    public var source: Source

    /// An encoding chosen for this reason.
    public init(encoding: HTMLEncoding, source: Source) {
        self.encoding = encoding
        self.source = source
    }
}

/// The WHATWG encoding labels for the encodings we can decode.
enum EncodingLabels {
    static let table: [String: HTMLEncoding] = {
        var table = [String: HTMLEncoding]()
        func add(_ encoding: HTMLEncoding, _ labels: [String]) {
            for label in labels { table[label] = encoding }
        }
        add(.utf8, ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"])
        add(
            .windows1252,
            [
                "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
                "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii",
                "windows-1252", "x-cp1252", "x-user-defined",
            ])
        add(
            .utf16LittleEndian,
            ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"])
        add(.utf16BigEndian, ["unicodefffe", "utf-16be"])
        for (name, labels) in legacyLabels where foundation[name] != nil || name == "EUC-JP" {
            add(.legacy(name), labels)
        }
        return table
    }()

    /// Foundation's encodings, by WHATWG name (EUC-JP, which Foundation
    /// on Linux lacks, is decoded by `EUCJPDecoder`). The raw values beyond
    /// `String.Encoding`'s named ones are CFStringEncoding values with the
    /// top bit set, as Foundation defines them.
    static let foundation: [String: String.Encoding] = {
        func cf(_ value: UInt) -> String.Encoding { String.Encoding(rawValue: 0x8000_0000 | value) }
        return [
            "Shift_JIS": .shiftJIS,
            "ISO-2022-JP": .iso2022JP,
            "gb18030": cf(0x0632),
            "GBK": cf(0x0632),
            "Big5": cf(0x0A03),
            "EUC-KR": cf(0x0940),
            "KOI8-R": cf(0x0A02),
            "KOI8-U": cf(0x0A08),
            "IBM866": cf(0x041B),  // kCFStringEncodingDOSRussian (0x0413 is IBM855)
            "macintosh": .macOSRoman,
            "windows-874": cf(0x041D),
            "windows-1250": .windowsCP1250,
            "windows-1251": .windowsCP1251,
            "windows-1253": .windowsCP1253,
            "windows-1254": .windowsCP1254,
            "windows-1255": cf(0x0505),
            "windows-1256": cf(0x0506),
            "windows-1258": cf(0x0508),
            "ISO-8859-2": .isoLatin2,
            "ISO-8859-3": cf(0x0203),
            "ISO-8859-4": cf(0x0204),
            "ISO-8859-5": cf(0x0205),
            "ISO-8859-6": cf(0x0206),
            "ISO-8859-7": cf(0x0207),
            "ISO-8859-8": cf(0x0208),
            "ISO-8859-10": cf(0x020A),
            "ISO-8859-13": cf(0x020D),
            "ISO-8859-14": cf(0x020E),
            "ISO-8859-15": cf(0x020F),
            "ISO-8859-16": cf(0x0210),
        ]
    }()

    static let legacyLabels: [String: [String]] = [
        "Shift_JIS": ["csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"],
        "ISO-2022-JP": ["csiso2022jp", "iso-2022-jp"],
        "EUC-JP": ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"],
        "gb18030": ["gb18030"],
        "GBK": [
            "chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk",
        ],
        "Big5": ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"],
        "EUC-KR": [
            "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989",
            "ksc5601", "ksc_5601", "windows-949",
        ],
        "KOI8-R": ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"],
        "KOI8-U": ["koi8-ru", "koi8-u"],
        "IBM866": ["866", "cp866", "csibm866", "ibm866"],
        "macintosh": ["csmacintosh", "mac", "macintosh", "x-mac-roman"],
        "windows-874": ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"],
        "windows-1250": ["cp1250", "windows-1250", "x-cp1250"],
        "windows-1251": ["cp1251", "windows-1251", "x-cp1251"],
        "windows-1253": ["cp1253", "windows-1253", "x-cp1253"],
        "windows-1254": [
            "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
            "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254",
        ],
        "windows-1255": ["cp1255", "windows-1255", "x-cp1255"],
        "windows-1256": ["cp1256", "windows-1256", "x-cp1256"],
        "windows-1258": ["cp1258", "windows-1258", "x-cp1258"],
        "ISO-8859-2": [
            "csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2",
            "latin2",
        ],
        "ISO-8859-3": [
            "csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988", "l3",
            "latin3",
        ],
        "ISO-8859-4": [
            "csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988", "l4",
            "latin4",
        ],
        "ISO-8859-5": [
            "csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5",
            "iso_8859-5:1988",
        ],
        "ISO-8859-6": [
            "arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6",
            "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987",
        ],
        "ISO-8859-7": [
            "csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7",
            "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek",
        ],
        "ISO-8859-8": [
            "csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8",
            "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual", "csiso88598i", "iso-8859-8-i", "logical",
        ],
        "ISO-8859-10": ["csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"],
        "ISO-8859-13": ["iso-8859-13", "iso8859-13", "iso885913"],
        "ISO-8859-14": ["iso-8859-14", "iso8859-14", "iso885914"],
        "ISO-8859-15": ["csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"],
        "ISO-8859-16": ["iso-8859-16"],
    ]
}
