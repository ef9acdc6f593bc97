import Foundation
import Testing

@testable import Article

/// The furniture of news, recipe and review pages that still got through:
/// words for screen readers that announce a link's behaviour, the lines
/// in which the publisher speaks about its page (the print edition, a
/// picture's licensing, its player's label), a newsletter's promotion in
/// mid-story, "Read also" lines and a recipe card's buttons and ratings;
/// the story's own words beside them, and the time over a live blog's
/// first entry, stay.
@Suite struct NewsFurnitureTests {
    private let opening = "<p>\(TestPage.prose("one"))</p><p>\(TestPage.prose("two"))</p>"
    private let closing = "<p>\(TestPage.prose("three"))</p><p>\(TestPage.prose("four"))</p>"

    /// The story with `insert` between its paragraphs and `end` after them.
    private func gemtext(_ insert: String, end: String = "") throws -> String {
        let text = try storyGemtext("<div class=\"story-body\">\(opening)\(insert)\(closing)\(end)</div>")
        for tag in ["one 1", "two 4", "three 1", "four 4"] { #expect(text.contains("(\(tag))"), "lost \(tag)") }
        return text
    }

    /// Reuters' way of hiding words from the eye: an inline style that clips them to a pixel.
    static let clipped =
        "style=\"border:0;clip:rect(0 0 0 0);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;"
        + "width:1px;white-space:nowrap\""

    @Test func wordsThatAnnounceALinksBehaviourAreNoPartOfItsLabel() throws {
        let text = try gemtext(
            """
            <p>The figures come from the <a href="https://stats.example.org/">statistics office\
            <span \(Self.clipped)>, opens new tab</span></a>, which publishes them every spring for each branch.</p>
            <p>The board's <a href="https://board.example.org/plan">building plan <span>(external link)</span></a> \
            and its <a href="https://board.example.org/minutes">minutes<span>(opens in a new window)</span></a> are \
            public.</p>
            """)
        #expect(text.contains("statistics office, which publishes"), "\(text)")
        #expect(text.contains("=> https://stats.example.org/ statistics office\n"))
        #expect(text.contains("The board's building plan and its minutes are public."))
        #expect(text.contains("=> https://board.example.org/plan building plan\n"))
        for words in ["new tab", "external link", "new window"] { #expect(!text.contains(words), "\(words)") }
    }

    @Test func aPicturesLicensingLinkGoesAndItsCaptionStays() throws {
        let figure = """
            <figure><img src="https://news.example.com/img/hall.jpg" alt="The town hall"><figcaption>\
            <span>The town hall on the morning of the vote, November 19, 2019. REUTERS/Ann Lee</span> \
            <a href="https://www.reutersagency.com/en/licensereuterscontent/?utm_medium=rcom-article-media" \
            target="_blank">Purchase Licensing Rights<span \(Self.clipped)>, opens new tab</span></a></figcaption></figure>
            """
        let text = try gemtext(figure)
        #expect(text.contains("The town hall on the morning of the vote"), "\(text)")
        #expect(!text.contains("Licensing") && !text.contains("reutersagency"), "\(text)")
    }

    @Test func aNewsletterPromotionInMidStoryGoes() throws {
        let text = try gemtext(
            """
            <div>The Morning Briefing newsletter brings all the news you need to start your day. \
            <a href="https://news.example.com/newsletters/morning">Sign up here.<span \(Self.clipped)>, opens new tab\
            </span></a></div>
            <p>Residents can <a href="https://library.example.org/join">sign up for a card</a> at any branch from May, \
            the librarian said, and the first hundred get a tote bag.</p>
            """)
        #expect(!text.contains("Briefing") && !text.contains("/newsletters/"), "\(text)")
        #expect(text.contains("Residents can sign up for a card at any branch"))
    }

    /// A line about the print edition the story appeared in goes (the New York Times', The Economist's).
    @Test(arguments: [
        "<div><p>A version of this article appears in print on <span>Nov. 20, 2019</span>, Section A, Page 1 of "
            + "the New York edition with the headline: Library Funding Approved. <a href=\"https://www.nytimes.com/"
            + "article-reprints\">Order Reprints</a> | <a href=\"https://www.nytimes.com/section/todayspaper\">Today’s "
            + "Paper</a> | <a href=\"https://www.nytimes.com/subscription\">Subscribe</a></p></div>",
        "<p class=\"article__footnote\">This article appeared in the Britain section of the print edition under the "
            + "headline \"Shelf life\"</p>",
    ])
    func aLineAboutThePrintEditionGoes(line: String) throws {
        let text = try gemtext("", end: line)
        #expect(!text.contains("print") && !text.contains("Reprints") && !text.contains("Shelf life"), "\(text)")
    }

    /// "Read also | <a>…</a>" lines in mid-story, in any language, go with their links.
    @Test(arguments: [
        "<p class=\"article__paragraph\"><span class=\"article__subtitle-label\">Lire aussi</span> <a href=\"https://"
            + "news.example.com/politique/2023/11/20/le-budget.html\">Le budget de la ville voté après une longue nuit"
            + "</a></p>",
        "<section class=\"catcher\"><span class=\"catcher__title\">Lire aussi | <a href=\"https://news.example.com/"
            + "politique/2023/11/20/le-budget.html\">« Le budget de la ville voté après une longue nuit »</a></span>"
            + "</section>",
        "<p>Read also | <a href=\"https://news.example.com/politique/2023/11/20/le-budget.html\">The budget passes "
            + "after a long night at the town hall</a></p>",
    ])
    func aReadAlsoLineGoes(line: String) throws {
        let text = try gemtext(line)
        #expect(!text.contains("/le-budget") && !text.contains("aussi") && !text.contains("Read also"), "\(text)")
    }

    @Test func aBlogThemesBoxAskingForATipGoes() throws {
        // Hexo's NexT theme under every post: a line, a button and the pictures of the author's payment codes.
        let text = try gemtext(
            "", end: """
                <div class="reward-container"><div>Buy me a coffee</div><button>Donate</button>\
                <div class="post-reward"><div><img src="/images/wechatpay.png" alt="Jane Doe WeChat Pay">\
                <span>WeChat Pay</span></div></div></div>
                """)
        #expect(!text.contains("coffee") && !text.contains("WeChat"), "\(text)")
    }

    @Test func aLiveBlogsFirstEntryKeepsItsTime() throws {
        func entry(_ id: Int, _ time: String, _ said: String) -> String {
            """
            <div class="entry" id="e\(id)"><div class="entry-time"><a href="#e\(id)"><time \
            datetime="2026-11-20T\(time):00Z">\(time)</time></a></div><div><p>\(said)</p></div></div>
            """
        }
        let voted = "The council has voted: the library will be funded, with nine votes for and two against, and "
            + "work on the new building starts in the spring."
        let lunch = "The chair says the vote will be taken after lunch, once the last speakers have been heard."
        let petition = "A reader has handed in a petition with 400 names asking the council to keep the old branch open."
        let blog = "<div class=\"live-blog\">" + entry(3, "12:05", voted) + entry(2, "11:48", lunch)
            + entry(1, "11:21", petition) + "</div>"
        let text = try storyGemtext(blog)
        let lines = text.split(separator: "\n").map(String.init)
        for (time, words) in [("12:05", "The council has voted"), ("11:48", "The chair says"), ("11:21", "A reader")] {
            let stamp = try #require(lines.firstIndex(of: time), "\(time): \(text)")
            #expect(lines.firstIndex { $0.hasPrefix(words) }.map { $0 > stamp } == true)
        }
    }

    /// WP Recipe Maker's card: its buttons, its rating and its rating
    /// stars go; its details read "Course: Dessert", one a line.
    @Test func aRecipeMakerCardKeepsItsDetailsAndLosesItsButtons() throws {
        func detail(_ name: String, _ label: String, _ value: String) -> String {
            """
            <div class="wprm-recipe-block-container wprm-recipe-block-container-inline wprm-recipe-\(name)-container">\
            <span class="wprm-recipe-icon wprm-recipe-\(name)-icon"><svg width="16" height="16"><path d="M0 0"/></svg>\
            </span> <span class="wprm-recipe-details-label wprm-block-text-faded wprm-recipe-\(name)-label">\(label)\
            </span><span class="wprm-recipe-\(name) wprm-block-text-normal">\(value)</span></div>
            """
        }
        let jump = """
            <div class="wprm-recipe-snippet"><a href="#recipe" class="wprm-recipe-jump wprm-recipe-link">Jump to \
            Recipe</a> <a href="https://news.example.com/wprm_print/123" class="wprm-recipe-print wprm-recipe-link">\
            Print Recipe</a></div>
            """
        let servings = "<span class=\"wprm-recipe-servings\">8</span> <span class=\"wprm-recipe-servings-unit\">"
            + "slices</span>"
        let card = """
            <div id="recipe" class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-classic">\
            <h2 class="wprm-recipe-name">French Apple Tart</h2>\
            <div class="wprm-recipe-rating"><svg width="16" height="16"><polygon points="12,1 15,9 23,9"/></svg>\
            <div class="wprm-recipe-rating-details"><span class="wprm-recipe-rating-average">4.87</span> from \
            <span class="wprm-recipe-rating-count">23</span> votes</div></div>
            <a href="https://news.example.com/wprm_print/123" class="wprm-recipe-print wprm-recipe-link" \
            target="_blank"><span class="wprm-recipe-icon"><svg width="16" height="16"><path d="M0 0"/></svg></span> \
            Print Recipe</a>
            <a href="https://www.pinterest.com/pin/create/bookmarklet/?url=https%3A%2F%2Fnews.example.com%2Ftart" \
            class="wprm-recipe-pin wprm-recipe-link"><span class="wprm-recipe-icon"><svg width="16" height="16">\
            <path d="M0 0"/></svg></span> Pin Recipe</a>
            <div class="wprm-recipe-meta-container wprm-recipe-tags-container wprm-recipe-details-container">\
            \(detail("course", "Course", "Dessert"))\(detail("cuisine", "Cuisine", "French"))\
            \(detail("servings", "Servings", servings))</div>
            <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>\
            <ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient">4 apples</li>\
            <li class="wprm-recipe-ingredient">1 sheet puff pastry</li></ul></div>
            <div class="wprm-recipe-rating-container"><span class="wprm-recipe-rating-label">Rate this recipe</span>\
            <span class="wprm-rating-stars"><span>☆</span><span>☆</span><span>☆</span><span>☆</span><span>☆</span>\
            </span></div></div></div>
            """
        let text = try storyGemtext("<div class=\"story-body\">\(jump)\(opening)\(closing)\(card)</div>")
        let lines = text.split(separator: "\n").map(String.init)
        for line in ["Course: Dessert", "Cuisine: French", "Servings: 8 slices", "* 4 apples", "## French Apple Tart"] {
            #expect(lines.contains(line), "\(line): \(text)")
        }
        for words in ["Jump to", "Print Recipe", "Pin Recipe", "pinterest", "wprm_print", "4.87", "votes", "Rate this",
            "☆"]
        {
            #expect(!text.contains(words), "\(words)")
        }
    }

    /// A recipe card's author line keeps its value: Tasty Recipes names the
    /// name as an author's ("tasty-recipes-author-name"), which alone went,
    /// leaving "Author:" empty.
    @Test func aRecipeCardsAuthorLineKeepsItsName() throws {
        let card = """
            <div class="tasty-recipes"><div class="tasty-recipes-entry-header"><h2 class="tasty-recipes-title">\
            French Apple Tart</h2><div class="tasty-recipes-details"><ul>\
            <li class="author"><span class="tasty-recipes-label">Author:</span> <span \
            class="tasty-recipes-author-name">Jane Baker</span></li>\
            <li class="yield"><span class="tasty-recipes-label">Yield:</span> <span class="tasty-recipes-yield">8 \
            slices</span></li></ul></div></div><div class="tasty-recipes-ingredients"><h3>Ingredients</h3><ul>\
            <li>4 apples</li><li>1 sheet puff pastry</li></ul></div></div>
            """
        let text = try gemtext("", end: card)
        #expect(text.contains("* Author: Jane Baker\n"), "\(text)")
        #expect(text.contains("* Yield: 8 slices"))
    }

    /// Tasty Recipes' card: its quick links, buttons and rating go; its details stay.
    @Test func aTastyRecipesCardLosesItsButtonsAndRating() throws {
        let links = """
            <div class="tasty-recipes-quick-links"><a class="tasty-recipes-jump-link" href="#tasty-recipes-123">Jump \
            to Recipe</a> · <a class="tasty-recipes-print-link" href="https://news.example.com/tart/print/123/">Print \
            Recipe</a></div>
            """
        let card = """
            <div class="tasty-recipes" id="tasty-recipes-123"><div class="tasty-recipes-entry-header">\
            <h2 class="tasty-recipes-title">French Apple Tart</h2><div class="tasty-recipes-rating"><p>\
            <span class="tasty-recipes-ratings-buttons"><span data-rating="5">★</span><span data-rating="4">★</span>\
            <span data-rating="3">★</span></span></p><p><span class="rating-label"><span class="average">4.8</span> \
            from <span class="count">120</span> reviews</span></p></div><div class="tasty-recipes-details"><ul>\
            <li class="yield"><span class="tasty-recipes-label">Yield:</span> <span class="tasty-recipes-yield">8 \
            slices</span></li><li class="cuisine"><span class="tasty-recipes-label">Cuisine:</span> \
            <span class="tasty-recipes-cuisine">French</span></li></ul></div></div>\
            <div class="tasty-recipes-entry-content"><div class="tasty-recipes-buttons"><div class="tasty-recipes-button-wrap">\
            <a class="button tasty-recipes-print-button" href="https://news.example.com/tart/print/123/">Print Recipe</a>\
            </div><div class="tasty-recipes-button-wrap"><a class="share-pin button" href="https://www.pinterest.com/\
            pin/create/bookmarklet/?url=https://news.example.com/tart">Pin Recipe</a></div></div>\
            <div class="tasty-recipes-ingredients"><h3>Ingredients</h3><ul><li>4 apples</li><li>1 sheet puff pastry\
            </li></ul></div></div></div>
            """
        let text = try storyGemtext("<div class=\"story-body\">\(links)\(opening)\(closing)\(card)</div>")
        #expect(text.contains("Yield: 8 slices") && text.contains("Cuisine: French"), "\(text)")
        #expect(text.contains("* 4 apples"))
        for words in ["Jump to", "Print Recipe", "Pin Recipe", "/print/123", "4.8", "reviews", "★"] {
            #expect(!text.contains(words), "\(words)")
        }
    }
}
