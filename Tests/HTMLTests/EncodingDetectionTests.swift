import Foundation
import Testing

@testable import HTML

/// A page in a legacy encoding that declares none: a title and a few
/// sentences of real text in the encoding's language.
struct UndeclaredPage: CustomStringConvertible, Sendable {
    /// The encoding's WHATWG name.
    var encoding: String
    var title: String
    var text: String

    var description: String { encoding }

    /// The page's bytes, encoded by Foundation (EUC-JP, which Foundation on
    /// Linux lacks, from its ISO-2022-JP bytes).
    var bytes: [UInt8] {
        let html = "<!DOCTYPE html><html><head><title>\(title)</title></head><body><p>\(text)</p></body></html>"
        if encoding == "EUC-JP" { return eucJP(fromISO2022JP: Array(html.data(using: .iso2022JP)!)) }
        let foundation = encoding == "windows-1252" ? .windowsCP1252 : EncodingLabels.foundation[encoding]!
        return Array(html.data(using: foundation)!)
    }

    static let russian = (
        "Москва, 9 января - РИА Новости",
        "Президент России провёл совещание с членами правительства. Обсуждались вопросы экономики, "
            + "образования и здравоохранения, а также подготовка к новому учебному году."
    )
    static let japanese = (
        "東京のニュース",
        "東京は日本の首都です。今日、政府は経済と教育のための新しい政策を発表しました。"
            + "多くの人々がこのニュースについて話しています。"
    )

    static let all: [UndeclaredPage] = [
        UndeclaredPage(encoding: "windows-1251", title: russian.0, text: russian.1),
        UndeclaredPage(encoding: "KOI8-R", title: russian.0, text: russian.1),
        UndeclaredPage(encoding: "ISO-8859-5", title: russian.0, text: russian.1),
        UndeclaredPage(encoding: "IBM866", title: russian.0, text: russian.1),
        UndeclaredPage(
            encoding: "windows-1250", title: "Wiadomości z Warszawy",
            text: "Wczoraj w Warszawie odbyło się spotkanie przedstawicieli rządu. Rozmawiano o przyszłości "
                + "gospodarki i o wyzwaniach, które czekają nas w przyszłym roku. Zażółć gęślą jaźń."),
        UndeclaredPage(
            encoding: "ISO-8859-2", title: "Zprávy z Prahy",
            text: "Vláda dnes schválila nový zákon o státním rozpočtu. Příliš žluťoučký kůň úpěl ďábelské ódy, "
                + "řekl ministr a všichni se zasmáli."),
        UndeclaredPage(
            encoding: "windows-1253", title: "Ειδήσεις από την Αθήνα",
            text: "Η Αθήνα είναι η πρωτεύουσα της Ελλάδας. Η κυβέρνηση ανακοίνωσε σήμερα νέα μέτρα για την "
                + "οικονομία και την εκπαίδευση."),
        UndeclaredPage(
            encoding: "windows-1255", title: "חדשות מירושלים",
            text: "ירושלים היא בירת ישראל. הממשלה הודיעה היום על צעדים חדשים לכלכלה ולחינוך, והשרים דנו בהם "
                + "במשך שעות ארוכות."),
        UndeclaredPage(
            encoding: "windows-1256", title: "أخبار القاهرة",
            text: "القاهرة هي عاصمة مصر. أعلنت الحكومة اليوم عن إجراءات جديدة لدعم الاقتصاد والتعليم، "
                + "وناقش الوزراء هذه الخطط لساعات طويلة."),
        UndeclaredPage(
            encoding: "windows-1254", title: "Ankara'dan haberler",
            text: "Türkiye'nin başkenti Ankara'dır. Hükümet bugün ekonomi ve eğitim için yeni önlemler açıkladı. "
                + "Çocuklar okulda ışık ve güneş hakkında şarkı söylediler."),
        UndeclaredPage(
            encoding: "windows-874", title: "ข่าวกรุงเทพ",
            text: "กรุงเทพมหานครเป็นเมืองหลวงของประเทศไทย รัฐบาลประกาศมาตรการใหม่เพื่อเศรษฐกิจและการศึกษา "
                + "ประชาชนจำนวนมากพูดถึงข่าวนี้"),
        UndeclaredPage(encoding: "Shift_JIS", title: japanese.0, text: japanese.1),
        UndeclaredPage(encoding: "EUC-JP", title: japanese.0, text: japanese.1),
        UndeclaredPage(
            encoding: "GBK", title: "北京新闻",
            text: "北京是中国的首都。今天政府发表了关于经济和教育的新政策。很多人都在讨论这个问题，我们认为这是一个好的开始。"),
        UndeclaredPage(
            encoding: "Big5", title: "北京新聞",
            text: "北京是中國的首都。今天政府發表了關於經濟和教育的新政策。很多人都在討論這個問題，我們認為這是一個好的開始。"),
        UndeclaredPage(
            encoding: "EUC-KR", title: "서울 소식",
            text: "서울은 대한민국의 수도입니다. 오늘 정부는 경제와 교육을 위한 새로운 정책을 발표했습니다. "
                + "많은 사람들이 이 소식에 대해 이야기하고 있습니다."),
    ]
}

/// ISO-2022-JP bytes rewritten as EUC-JP: the JIS X 0208 pairs between
/// `ESC $ B` and `ESC ( B` with their top bits set.
private func eucJP(fromISO2022JP bytes: [UInt8]) -> [UInt8] {
    var output = [UInt8]()
    var inJIS = false
    var i = 0
    while i < bytes.count {
        if bytes[i] == 0x1B, i + 2 < bytes.count {
            inJIS = bytes[i + 1] == UInt8(ascii: "$")
            i += 3
            continue
        }
        output.append(inJIS ? bytes[i] | 0x80 : bytes[i])
        i += 1
    }
    return output
}

@Suite("Encoding detection of undeclared pages")
struct EncodingDetectionTests {
    @Test(arguments: UndeclaredPage.all)
    func anUndeclaredPageIsReadInItsEncoding(_ page: UndeclaredPage) {
        let document = HTMLDocument.parse(page.bytes)
        #expect(
            document.encoding == HTMLEncodingChoice(encoding: HTMLEncoding(label: page.encoding)!, source: .detected))
        #expect(document.title == page.title)
        #expect(document.body?.textContent() == page.text)
    }

    @Test func iso2022JPIsDetectedByItsEscapes() {
        let html = "<html><head><title>\(UndeclaredPage.japanese.0)</title></head><body>\(UndeclaredPage.japanese.1)"
        let document = HTMLDocument.parse(Array(html.data(using: .iso2022JP)!))
        #expect(document.encoding == HTMLEncodingChoice(encoding: .legacy("ISO-2022-JP"), source: .detected))
        #expect(document.title == UndeclaredPage.japanese.0)
        #expect(document.body?.textContent() == UndeclaredPage.japanese.1)
    }

    @Test(arguments: [
        "L’été dernier, nous sommes allés à la mer avec les enfants. Ils ont joué sur la plage, mangé des crêpes "
            + "et payé 5 € la glace : « c’était génial », a dit François.",
        "Die Bürger in München genießen im Frühling die Sonne. Über die Straße läuft ein großer Hund, "
            + "und „Grüße“ ruft die Bäckerin aus dem Geschäft – für 2 € gibt es Brötchen.",
    ])
    func aWesternPageStaysWindows1252(_ text: String) {
        let page = UndeclaredPage(encoding: "windows-1252", title: "Les nouvelles", text: text)
        let document = HTMLDocument.parse(page.bytes)
        #expect(document.encoding == HTMLEncodingChoice(encoding: .windows1252, source: .invalidUTF8Fallback))
        #expect(document.body?.textContent() == text)
    }

    @Test func aDeclaredEncodingIsNeverOverridden() {
        let russian = UndeclaredPage(encoding: "KOI8-R", title: "", text: UndeclaredPage.russian.1).bytes
        let declared = Array("<meta charset=windows-1251>".utf8) + russian
        let byMeta = HTMLDocument.parse(declared)
        #expect(byMeta.encoding == HTMLEncodingChoice(encoding: .legacy("windows-1251"), source: .metaTag))
        #expect(byMeta.body?.textContent() != UndeclaredPage.russian.1)
        let byHeader = HTMLDocument.parse(russian, contentType: "text/html; charset=iso-8859-1")
        #expect(byHeader.encoding == HTMLEncodingChoice(encoding: .windows1252, source: .httpHeader))
    }

    @Test(arguments: ["EUC-JP", "IBM866"])
    func aDeclaredEUCJPOrIBM866PageDecodes(_ encoding: String) {
        let text = encoding == "EUC-JP" ? UndeclaredPage.japanese.1 : UndeclaredPage.russian.1
        let bytes = UndeclaredPage(encoding: encoding, title: "", text: text).bytes
        let document = HTMLDocument.parse(bytes, contentType: "text/html; charset=\(encoding.lowercased())")
        #expect(document.encoding == HTMLEncodingChoice(encoding: .legacy(encoding), source: .httpHeader))
        #expect(document.body?.textContent() == text)
    }
}
