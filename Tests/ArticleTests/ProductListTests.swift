import Foundation
import Gemtext
import Testing

@testable import Article

/// In product and deal lists, each item's price and store link are part of
/// the item, however furniture-like their block looks.
@Suite struct ProductListTests {
    static func item(_ name: String, _ specs: String, price: String, store: String, button: String) -> String {
        """
        <div class="card"><h3>\(name)</h3><p>The \(name) has \(specs).</p>
        <div class="affiliate-widget"><span>\(price)</span> <a rel="sponsored" href="https://\(store)/\(name)">\(button)</a></div></div>
        """
    }

    @Test func eachProductKeepsItsPriceAndStoreLink() throws {
        let lines = try VerbatimTests.body(
            inserting: Self.item(
                "Acme", "a bright 14-inch screen and 16 GB of memory", price: "$749",
                store: "store.example", button: "View Deal")
                + Self.item(
                    "Zeta", "a matte 16-inch screen and a battery for two days", price: "1.299 €",
                    store: "shop.example", button: "Check price")
                + Self.item(
                    "Nimbus", "a light frame and a keyboard with a number pad", price: "USD 599",
                    store: "buy.example", button: "Buy at Buy Example"))
        // Headings compared by their text only: their depth is the outline's business.
        let flattened = lines.map { line -> GemtextDocument.Line in
            if case .heading(_, let text) = line { .heading(level: 3, text: text) } else { line }
        }
        let start = try #require(flattened.firstIndex(of: .heading(level: 3, text: "Acme")))
        let items = flattened[start...].filter { $0 != .text("") }.prefix(12)
        #expect(
            Array(items) == [
                .heading(level: 3, text: "Acme"), .text("The Acme has a bright 14-inch screen and 16 GB of memory."),
                .text("$749 View Deal"), .link(url: "https://store.example/Acme", label: "View Deal"),
                .heading(level: 3, text: "Zeta"),
                .text("The Zeta has a matte 16-inch screen and a battery for two days."),
                .text("1.299 € Check price"), .link(url: "https://shop.example/Zeta", label: "Check price"),
                .heading(level: 3, text: "Nimbus"),
                .text("The Nimbus has a light frame and a keyboard with a number pad."),
                .text("USD 599 Buy at Buy Example"),
                .link(url: "https://buy.example/Nimbus", label: "Buy at Buy Example"),
            ])
    }

    @Test func aStoreLinkInAListOfItsOwnStaysWithItsItem() throws {
        func deal(_ name: String, _ store: String, _ price: String) -> String {
            "<h2>\(name) now \(price)</h2><p>The \(name) is the lowest price we have seen, and it does all we need "
                + "from it.<br></p><ul><li><a href=\"https://r.example/\(name)\">Get it at \(store) for \(price)</a>"
                + "</li></ul>"
        }
        let lines = try VerbatimTests.body(
            inserting: deal("Monitor", "Dell", "$649.99") + deal("Watch", "Walmart", "$169.99"))
        #expect(lines.contains(.link(url: "https://r.example/Monitor", label: "Get it at Dell for $649.99")))
        #expect(lines.contains(.link(url: "https://r.example/Watch", label: "Get it at Walmart for $169.99")))
    }

    @Test func aListOfStoreLinksKeepsThoseWithoutAPrice() throws {
        func deal(_ name: String, _ price: String) -> String {
            "<h2>\(name) now \(price)</h2><p>The \(name) is the lowest price we have seen, and it does all we need "
                + "from it.</p><ul><li><a href=\"https://r.example/\(name)-a\">Get it on Amazon for \(price)</a></li>"
                + "<li><a href=\"https://r.example/\(name)-w\">Also at Walmart</a></li></ul>"
        }
        let lines = try VerbatimTests.body(inserting: deal("Monitor", "$649.99") + deal("Watch", "$169.99"))
        for (name, price) in [("Monitor", "$649.99"), ("Watch", "$169.99")] {
            #expect(lines.contains(.link(url: "https://r.example/\(name)-a", label: "Get it on Amazon for \(price)")))
            #expect(lines.contains(.link(url: "https://r.example/\(name)-w", label: "Also at Walmart")), "\(lines)")
        }
    }

    @Test func aLonePriceBoxIsStillFurniture() throws {
        let lines = try VerbatimTests.body(
            inserting:
                "<div class=\"promo-widget\"><span>Only $1 a week</span> <a href=\"/subscribe\">Subscribe</a></div>")
        #expect(!lines.contains { if case .link = $0 { true } else { false } })
        #expect(!lines.contains(.text("Only $1 a week Subscribe")))
    }

    @Test func aSubscriptionOfferBesideProductsIsStillFurniture() throws {
        let lines = try VerbatimTests.body(
            inserting: Self.item(
                "Acme", "a bright 14-inch screen", price: "$749", store: "store.example", button: "View Deal")
                + Self.item(
                    "Zeta", "a matte 16-inch screen", price: "$999", store: "shop.example", button: "Check price")
                + "<div class=\"promo\"><p>The magazine every month: 12 issues for £11.99. "
                + "<a href=\"https://magazines.example/offer\">Click here</a> for more information.</p></div>")
        #expect(lines.contains(.link(url: "https://shop.example/Zeta", label: "Check price")))
        #expect(!lines.contains { if case .link("https://magazines.example/offer", _) = $0 { true } else { false } })
    }

    /// An "Also consider:" box of product cards in a review (issue 21):
    /// each card's name, price and store link stay together, under the
    /// box's label, where the box went whole as a list of links.
    @Test func anAlsoConsiderBoxKeepsEachItemsNamePriceAndStore() throws {
        func card(_ name: String, _ price: String, _ store: String, _ address: String) -> String {
            """
            <div class="product-card"><a href="\(address)"><img src="/img/\(name.prefix(3)).jpg" alt=""></a>\
            <div class="product-card__name"><a href="\(address)">\(name)</a></div><div class="product-card__offer">\
            <span class="price">\(price)</span> <a class="button" href="\(address)">at \(store)</a></div></div>
            """
        }
        let box = "<div class=\"product-widget\"><h4>Also consider:</h4>"
            + card("Oster Pro 1200", "$69.99", "Amazon", "https://www.amazon.com/dp/B00ABC?tag=gadget-20")
            + card("Vitamix One", "$249", "Best Buy", "https://www.bestbuy.com/site/123.p") + "</div>"
        let text = try storyGemtext(
            title: "The best budget blender",
            "<div class=\"article-body\"><p>\(TestPage.prose("one"))</p>\(box)<p>\(TestPage.prose("two"))</p></div>")
        let lines = text.split(separator: "\n").map(String.init)
        let label = try #require(lines.firstIndex { $0.hasSuffix("Also consider:") }, "\(text)")
        let oster = try #require(lines.firstIndex { $0.contains("Oster Pro 1200") })
        let osterPrice = try #require(lines.firstIndex { $0.contains("$69.99 at Amazon") })
        let vitamix = try #require(lines.firstIndex { $0.contains("Vitamix One") })
        let vitamixPrice = try #require(lines.firstIndex { $0.contains("$249 at Best Buy") })
        #expect(label < oster && oster < osterPrice && osterPrice < vitamix && vitamix < vitamixPrice)
        #expect(text.contains("=> https://www.bestbuy.com/site/123.p"))
    }

    /// A deal post's product cards show each product's picture, without
    /// alt text, linking to the shop: the picture's line names the product
    /// its card's heading names, not "Picture 1".
    @Test func aProductCardsPictureIsNamedByItsCard() throws {
        func card(_ name: String, _ title: String, _ address: String) -> String {
            """
            <div class="product-card"><div class="product-card__image"><a href="\(address)" rel="sponsored"><img \
            src="https://gadgetweekly.com/img/\(name.prefix(4)).jpg"></a></div><div class="product-card__body">\
            \(title)<p class="product-card__desc">The best of its kind we have tested this year.</p>\
            <div class="product-card__price"><del>$399.99</del> <strong>$279.99</strong></div>\
            <a class="product-card__button" href="\(address)" rel="sponsored">$279.99 at the shop</a></div></div>
            """
        }
        let cards =
            card("Sony WH-1000XM5", "<h3 class=\"product-card__title\">Sony WH-1000XM5</h3>", "https://shop.example/sony")
            + "<p>\(TestPage.prose("between"))</p>"
            + card("Bose QuietComfort Ultra", "<h4>Bose QuietComfort Ultra</h4>", "https://shop.example/bose")
        let text = try storyGemtext(
            title: "The best early Black Friday headphone deals",
            "<div class=\"article-body\"><p>\(TestPage.prose("one"))</p>\(cards)<p>\(TestPage.prose("two"))</p></div>")
        #expect(text.contains("=> https://gadgetweekly.com/img/Sony.jpg Sony WH-1000XM5\n"), "\(text)")
        #expect(text.contains("=> https://gadgetweekly.com/img/Bose.jpg Bose QuietComfort Ultra\n"), "\(text)")
        #expect(!text.contains("Picture 1"), "\(text)")
    }

    @Test(arguments: [
        ("$749", true), ("€ 12,99", true), ("1.299 €", true), ("USD 20", true), ("25 zł", true), ("£5", true),
        ("in 2019", false), ("12 items", false), ("page 3", false), ("$", false),
    ])
    func pricesAreAmountsWithACurrency(text: String, isPrice: Bool) {
        #expect(Prices.occur(in: "Now \(text) only") == isPrice)
    }
}
