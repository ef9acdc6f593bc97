import Foundation
import Gemtext
import Testing

@testable import Article

/// Code shown in a code editor's markup (CodeMirror 6 and 5, Ace) rather
/// than in `<pre>`: one block of its lines exactly, indentation and blank
/// lines kept, the highlighter's class names ("cm-keyword", "ace_comment")
/// no page furniture, and nothing of the editor's frame (its gutter of
/// line numbers, its cursor, the box it measures letters in).
@Suite struct CodeEditorTests {
    static let code = ["def greet(name):", "    # the town's greeting", "    return f\"Hello, {name}\"", "",
        "print(greet(\"town\"))"]

    @Test func codeMirror6LinesAreTheCode() throws {
        let gutter = (1...5).map { "<div class=\"cm-gutterElement\" style=\"height: 19.6px;\">\($0)</div>" }
        let block = try HighlighterTests.code(
            """
            <div class="cm-editor ͼ1 ͼ2 ͼ4"><div aria-live="polite" style="position: fixed; top: -10000px;"></div>\
            <div tabindex="-1" class="cm-scroller"><div class="cm-gutters" aria-hidden="true" style="position: sticky;">\
            <div class="cm-gutter cm-lineNumbers">\(gutter.joined())</div></div>\
            <div spellcheck="false" autocorrect="off" translate="no" contenteditable="false" style="tab-size: 4;" \
            class="cm-content" role="textbox" aria-multiline="true" aria-readonly="true">\
            <div class="cm-line"><span class="tok-keyword">def</span> <span class="tok-variableName \
            tok-definition">greet</span>(<span class="tok-variableName">name</span>):</div>\
            <div class="cm-line">    <span class="tok-comment"># the town's greeting</span></div>\
            <div class="cm-line">    <span class="tok-keyword">return</span> \
            <span class="tok-string">f"Hello, {name}"</span></div><div class="cm-line"><br></div>\
            <div class="cm-line"><span class="tok-variableName">print</span>(greet(\
            <span class="tok-string">"town"</span>))</div></div>\
            <div class="cm-layer cm-layer-above cm-cursorLayer" aria-hidden="true">\
            <div class="cm-cursor cm-cursor-primary" style="left: 6px;"></div></div></div></div>
            """)
        #expect(block?.lines == Self.code)
    }

    @Test func codeMirror5LinesAreTheCodeWithoutItsFrame() throws {
        func line(_ number: Int, _ code: String) -> String {
            """
            <div style="position: relative;"><div class="CodeMirror-gutter-wrapper" style="left: -30px;">\
            <div class="CodeMirror-linenumber CodeMirror-gutter-elt" style="left: 0px; width: 21px;">\(number)</div>\
            </div><pre class=" CodeMirror-line " role="presentation"><span role="presentation" \
            style="padding-right: 0.1px;">\(code)</span></pre></div>
            """
        }
        let lines = [
            line(1, "<span class=\"cm-keyword\">def</span> <span class=\"cm-def\">greet</span>(name):"),
            line(2, "    <span class=\"cm-comment\"># the town's greeting</span>"),
            line(3, "    <span class=\"cm-keyword\">return</span> <span class=\"cm-string\">f\"Hello, {name}\"</span>"),
            line(4, "<span cm-text=\"\">&#8203;</span>"),
            line(5, "<span class=\"cm-builtin\">print</span>(greet(<span class=\"cm-string\">\"town\"</span>))"),
        ]
        let block = try HighlighterTests.code(
            """
            <div class="CodeMirror cm-s-default"><div style="overflow: hidden; position: relative; width: 3px; \
            height: 0px;"><textarea autocorrect="off" tabindex="0"></textarea></div>\
            <div class="CodeMirror-vscrollbar" tabindex="-1" cm-not-content="true"><div style="min-width: 1px;">\
            </div></div><div class="CodeMirror-scroll" tabindex="-1"><div class="CodeMirror-sizer">\
            <div style="position: relative; top: 0px;"><div class="CodeMirror-lines" role="presentation">\
            <div role="presentation" style="position: relative; outline: none;"><div class="CodeMirror-measure">\
            <pre class="CodeMirror-line-like"><span>xxxxxxxxxx</span></pre></div>\
            <div class="CodeMirror-measure"></div><div style="position: relative; z-index: 1;"></div>\
            <div class="CodeMirror-cursors"><div class="CodeMirror-cursor" style="left: 4px;">&nbsp;</div></div>\
            <div class="CodeMirror-code" role="presentation">\(lines.joined())</div></div></div></div></div>\
            <div class="CodeMirror-gutters"><div class="CodeMirror-gutter CodeMirror-linenumbers"></div></div>\
            </div></div>
            """)
        #expect(block?.lines == Self.code)
    }

    @Test func aceLinesAreTheCodeWithTheirKeywords() throws {
        let lines = [
            "<span class=\"ace_keyword\">def</span> <span class=\"ace_identifier\">greet</span>(name):",
            "    <span class=\"ace_comment\"># the town's greeting</span>",
            "    <span class=\"ace_keyword\">return</span> <span class=\"ace_string\">f\"Hello, {name}\"</span>",
            "",
            "<span class=\"ace_support ace_function\">print</span>(greet(<span class=\"ace_string\">\"town\"</span>))",
        ].map { "<div class=\"ace_line\"><span class=\"ace_gutter ace_gutter-cell\"></span>\($0)</div>" }
        let block = try HighlighterTests.code(
            """
            <div class="ace_static_highlight ace_show_gutter" style="counter-reset:ace_line 0">\(lines.joined())</div>
            """)
        #expect(block?.lines == Self.code)
    }
}
