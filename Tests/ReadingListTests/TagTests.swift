import Foundation
import Problems
import Testing

@testable import ReadingList

@Suite struct TagTests {
    @Test(arguments: [
        ("Swift", "swift"), ("  Read-Later ", "read-later"), ("C#", "c#"), ("ÉTÉ", "été"),
        ("v1.2+beta_x", "v1.2+beta_x"),
        ("日本語", "日本語"),
    ])
    func namesAreTrimmedAndLowerCased(raw: String, name: String) throws {
        #expect(try TagName.normalize(raw) == name)
    }

    @Test(arguments: [
        "", "  ", "two words", "-minus", "comma,separated", "slash/y", String(repeating: "x", count: 65), "tab\there",
    ])
    func badNamesAreRefusedWithTheRules(raw: String) {
        let problem = #expect(throws: Problem.self) { try TagName.normalize(raw) }
        #expect(problem?.kind == .badInput)
        #expect(problem?.hint == TagName.rules)
    }

    @Test(
        arguments: [
            ("Read Later", "read-later"), ("with space / and slash", "with-space-and-slash"), ("-x-", "x-"),
            ("!!!", nil),
            ("Tech, News", "tech-news"),
        ] as [(String, String?)])
    func otherProgramsTagsAreSanitized(raw: String, name: String?) {
        #expect(TagName.sanitize(raw) == name)
        if let name { #expect((try? TagName.normalize(name)) == name) }
    }

    @Test func tagsAreCaseInsensitiveAndCounted() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(4)
        try fixture.library.addTags(["Swift"], to: .ids([ids[0], ids[1]]))
        try fixture.library.addTags(["SWIFT", "linux"], to: .ids([ids[1], ids[2]]))
        #expect(
            try fixture.library.tags() == [TagCount(name: "linux", articles: 2), TagCount(name: "swift", articles: 3)])
        #expect(try fixture.library.article(ids[1]).tags == ["linux", "swift"])
        try fixture.library.removeTags(["Swift "], from: .ids([ids[0], ids[1], ids[2]]))
        #expect(try fixture.library.tags() == [TagCount(name: "linux", articles: 2)])
        #expect(try fixture.library.verify() == [])
    }

    @Test func renameMovesATagAndMergesIntoAnExistingOne() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(4)
        try fixture.library.addTags(["golang"], to: .ids([ids[0], ids[1]]))
        try fixture.library.addTags(["go"], to: .ids([ids[1], ids[2]]))
        try fixture.library.addTags(["misc"], to: .ids([ids[3]]))
        #expect(try fixture.library.renameTag("misc", to: "Other") == 1)
        #expect(try fixture.library.article(ids[3]).tags == ["other"])
        #expect(try fixture.library.renameTag("GoLang", to: "go") == 3)
        #expect(
            try fixture.library.tags() == [TagCount(name: "go", articles: 3), TagCount(name: "other", articles: 1)])
        #expect(try fixture.library.article(ids[1]).tags == ["go"])
        #expect(try fixture.library.renameTag("go", to: "GO") == 3)
        let missing = #expect(throws: Problem.self) { try fixture.library.renameTag("nothing", to: "x") }
        #expect(missing?.kind == .notFound)
        #expect(missing?.message == "no article has the tag 'nothing'")
        #expect(throws: Problem.self) { try fixture.library.renameTag("go", to: "not valid") }
        #expect(try fixture.library.verify() == [])
    }

    @Test func deleteTakesATagOffEveryArticle() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(3)
        try fixture.library.addTags(["a", "b"], to: .ids(ids))
        #expect(try fixture.library.deleteTag("A") == 3)
        #expect(try fixture.library.tags() == [TagCount(name: "b", articles: 3)])
        #expect(try ids.allSatisfy { try fixture.library.article($0).tags == ["b"] })
        #expect(throws: Problem.self) { try fixture.library.deleteTag("a") }
    }

    @Test func deletingAnArticleDropsTagsNoOneElseCarries() throws {
        let fixture = try Fixture()
        let ids = try fixture.saveMany(2)
        try fixture.library.addTags(["shared"], to: .ids(ids))
        try fixture.library.addTags(["lonely"], to: .ids([ids[0]]))
        try fixture.library.delete(.ids([ids[0]]))
        #expect(try fixture.library.tags() == [TagCount(name: "shared", articles: 1)])
        // Tagging nothing leaves no empty tag behind.
        try fixture.library.addTags(["ghost"], to: .matching(ArticleFilter(site: "nowhere.example")))
        #expect(try fixture.library.tags().map(\.name) == ["shared"])
    }
}
