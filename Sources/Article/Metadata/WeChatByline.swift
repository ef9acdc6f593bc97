import HTML

/// The writer WeChat's official-account articles (mp.weixin.qq.com) name in
/// the line under the headline (`<div id="meta_content"
/// class="rich_media_meta_list">`): a `<span class="rich_media_meta
/// rich_media_meta_text">` holding the name, beside the account's name
/// (`rich_media_meta_nickname`, the publisher) and the date (`<em
/// id="publish_time">`, in a span of the same class). Read when no other
/// source names the author; an article without a writer of its own shows
/// no such name.
enum WeChatByline {
    /// The longest name read, in UTF-8 bytes.
    private static let longestName = 60

    /// The first name in the meta line's spans of text that holds no date.
    static func author(in document: HTMLDocument) -> String? {
        guard let list = document.element(withID: "meta_content"), list.hasClass("rich_media_meta_list") else {
            return nil
        }
        for span in list.elementChildren where span.isHTML(.span) && span.hasClass("rich_media_meta_text") {
            guard span.elementChildren.isEmpty,
                let text = span.textContent(atMost: longestName, collapsingWhitespace: true, excluding: .nonRendered),
                !text.isEmpty, !ISODate.mayHoldDate(text)
            else { continue }
            return text
        }
        return nil
    }
}
