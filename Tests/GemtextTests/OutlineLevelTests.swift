import Gemtext
import Testing

/// Outlines nested by the levels a converter kept: gemtext writes an
/// `<h4>` under an `<h3>` as `###` like it, and only the levels place it
/// deeper; levels that do not fit the document are not used.
@Suite struct OutlineLevelTests {
    let document = GemtextDocument(
        parsing: """
            # Guide
            intro
            ## Approach
            ### Buoys
            ### Red buoys
            ### Lit red buoys
            ### Green buoys
            ### Lights
            ## Mooring
            end
            """)
    let levels = [1, 2, 3, 4, 5, 4, 3, 2]

    @Test func keptLevelsNestHeadingsDeeperThanGemtextShows() {
        let outline = document.outline(levels: levels)
        #expect(outline.numbered.map(\.depth) == [1, 2, 3, 4, 3, 2, 1])
        #expect(outline.numbered.map(\.outlineLevel) == [2, 3, 4, 5, 4, 3, 2])
        #expect(outline.numbered.map(\.level) == [2, 3, 3, 3, 3, 3, 2], "the gemtext's levels are still known")
        let approach = outline.entries[0]
        #expect(approach.children.map(\.title) == ["Buoys", "Lights"])
        #expect(approach.children[0].children.map(\.title) == ["Red buoys", "Green buoys"])
        #expect(approach.children[0].children[0].children.map(\.title) == ["Lit red buoys"])
        // A section holds its deeper subsections: Buoys runs to Lights.
        let buoys = outline.section(2)!
        #expect(buoys.lineRange == 3..<7)
        #expect(outline.section(after: 2)?.title == "Lights")
        #expect(outline.section(3)!.lineRange == 4..<6, "Red buoys holds Lit red buoys")
    }

    @Test func withoutLevelsTheGemtextLevelsHold() {
        for outline in [document.outline, document.outline(levels: nil)] {
            #expect(outline.numbered.map(\.depth) == [1, 2, 2, 2, 2, 2, 1])
            #expect(outline.numbered.map(\.outlineLevel) == [2, 3, 3, 3, 3, 3, 2])
            #expect(outline.section(2)!.lineRange == 3..<4)
        }
    }

    @Test(arguments: [
        [1, 2, 3, 4, 5, 4, 3],  // one short: the document changed
        [1, 2, 3, 4, 5, 4, 3, 2, 2],  // one too many
        [1, 3, 3, 4, 5, 4, 3, 2],  // a `##` heading is level 2, not 3
        [1, 2, 2, 4, 5, 4, 3, 2],  // a `###` heading is 3 or more
        [0, 2, 3, 4, 5, 4, 3, 2],  // levels start at 1
    ])
    func levelsThatDoNotFitAreNotUsed(_ wrong: [Int]) {
        #expect(document.outline(levels: wrong) == document.outline)
    }
}
