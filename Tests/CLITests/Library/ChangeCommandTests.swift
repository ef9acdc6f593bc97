import Foundation
import TestSupport
import Testing

@Suite struct ChangeCommandTests {
    @Test func archiveAndUnarchiveByIdAndByFilter() throws {
        let cli = try LibraryCLI()
        try cli.seed(8)  // 4 and 8 are archived
        let byID = try cli.run(["archive", "1", "2", "4"])
        #expect(byID.status == 0)
        #expect(byID.stdout == "archived 2 articles; 1 was already archived\n")
        #expect(try cli.ids(["--archived"]) == [8, 4, 2, 1])
        let byFilter = try cli.run(["unarchive", "--tag", "odd"])
        #expect(byFilter.stdout == "unarchived 3 articles\n")
        #expect(try cli.ids(["--archived"]) == [1])
        #expect(try cli.run(["archive", "--site", "site1.example"]).stdout == "archived 3 articles\n")
        #expect(try cli.ids(["--archived"]) == [8, 5, 2, 1])
    }

    @Test func changesNeedArticlesAndRefuseUnknownIds() throws {
        let cli = try LibraryCLI()
        try cli.seed(3)
        let none = try cli.run(["archive"])
        #expect(none.status == 2)
        #expect(
            none.stderr
                == "gempaper: name the articles: give their ids, or filter options such as --tag or --site; see 'gempaper archive --help'\n"
        )
        let both = try cli.run(["archive", "1", "--tag", "odd"])
        #expect(
            both.stderr == "gempaper: give article ids or filter options, not both; see 'gempaper archive --help'\n")
        let notANumber = try cli.run(["unarchive", "first"])
        #expect(notANumber.stderr == "gempaper: 'first' is not an article id; see 'gempaper unarchive --help'\n")
        let unknown = try cli.run(["archive", "1", "99"])
        #expect(unknown.status == 3)
        #expect(unknown.stderr == "gempaper: no article with id 99; list the library to see the ids\n")
        #expect(try cli.ids(["--archived"]) == [])
    }

    @Test func tagAddsAndRemovesByIdAndByFilter() throws {
        let cli = try LibraryCLI()
        try cli.seed(4)
        let added = try cli.run(["tag", "1", "2", "--add", "Later", "--add", "rust", "--remove", "even"])
        #expect(added.stdout == "tagged 2 articles: +later +rust -even\n")
        #expect(try cli.ids(["--all", "--tag", "later"]) == [2, 1])
        #expect(try cli.ids(["--all", "--tag", "even"]) == [3])
        #expect(
            try cli.run(["tag", "--site", "site0.example", "--add", "zero"]).stdout == "tagged 2 articles: +zero\n")
        #expect(try cli.ids(["--all", "--tag", "zero"]) == [4, 1])
        let nothing = try cli.run(["tag", "1"])
        #expect(nothing.stderr == "gempaper: say which tags to --add or --remove; see 'gempaper tag --help'\n")
        let bad = try cli.run(["tag", "1", "--add", "-x"])
        #expect(bad.status == 2)
    }

    @Test func tagsListsRenamesAndDeletes() throws {
        let cli = try LibraryCLI()
        try cli.seed(5)
        try cli.run(["tag", "1", "--add", "solo"])
        #expect(try cli.run(["tags"]).stdout == "even  3\nodd   2\nsolo  1\n")
        #expect(try cli.run(["tags", "--sort", "count"]).stdout == "even  3\nodd   2\nsolo  1\n")
        let json = try cli.run(["tags", "--format", "json"])
        #expect(
            json.stdout
                == "[{\"articles\":3,\"name\":\"even\"},{\"articles\":2,\"name\":\"odd\"},{\"articles\":1,\"name\":\"solo\"}]\n"
        )
        #expect(
            try cli.run(["tags", "--rename", "Solo", "odd"]).stdout
                == "renamed tag 'solo' to 'odd'; 3 articles carry it\n")
        #expect(try cli.run(["tags"]).stdout == "even  3\nodd   3\n")
        #expect(try cli.run(["tags", "--delete", "even"]).stdout == "deleted tag 'even' from 3 articles\n")
        let missing = try cli.run(["tags", "--delete", "even"])
        #expect(missing.status == 3)
        #expect(missing.stderr == "gempaper: no article has the tag 'even'; list the tags to see their names\n")
        #expect(try cli.run(["tags", "--rename", "odd"]).status == 2)
    }

    @Test func deleteAsksOnATerminalOnlyAndOtherwiseNeedsYes() throws {
        let cli = try LibraryCLI()
        try cli.seed(4)
        let refused = try cli.run(["delete", "1"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "gempaper: delete asks before deleting, and standard input is not a terminal; pass --yes to delete without asking\n"
        )
        #expect(try cli.ids(["--all"]) == [4, 3, 2, 1])
        let unknown = try cli.run(["delete", "1", "77", "--yes"])
        #expect(unknown.stderr == "gempaper: no article with id 77; list the library to see the ids\n")
        #expect(try cli.run(["delete", "1", "2", "--yes"]).stdout == "deleted 2 articles\n")
        #expect(try cli.run(["delete", "--tag", "odd", "--yes"]).stdout == "deleted 1 article\n")
        #expect(try cli.ids(["--all"]) == [3])
    }

    @Test func editChangesTheTitle() throws {
        let cli = try LibraryCLI()
        try cli.seed(2)
        #expect(
            try cli.run(["edit", "2", "--title", "  Better title "]).stdout
                == "article 2 is now titled 'Better title'\n")
        #expect(try cli.run(["list", "--all", "--sort", "title", "--format", "ids"]).stdout == "1\n2\n")
        #expect(try cli.run(["search", "better"]).stdout.contains("Better title"))
        #expect(
            try cli.run(["edit", "2"]).stderr
                == "gempaper: say what to change, e.g. --title TITLE; see 'gempaper edit --help'\n")
        #expect(try cli.run(["edit", "9", "--title", "x"]).status == 3)
        #expect(try cli.run(["edit", "1", "2", "--title", "x"]).status == 2)
    }
}
