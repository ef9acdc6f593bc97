import Foundation
import Gemtext
import Testing

@testable import Article

/// Pages of older and widespread documentation generators read as their
/// authors wrote them, code exact and named by its language: Sphinx's
/// highlighted blocks and doctests, Doxygen's code fragments and member
/// documentation, Go's package pages.
@Suite struct DocumentationGeneratorTests {
    /// The article's body through the whole pipeline, with `insert` among its paragraphs.
    static func body(inserting insert: String) throws -> String {
        GemtextDocument(try VerbatimTests.body(inserting: insert)).serialized()
    }

    // MARK: Sphinx

    /// A Sphinx code block (`div.highlight-LANG notranslate` around Pygments' `div.highlight`).
    static func sphinxBlock(_ language: String, _ code: String, doctest: Bool = false) -> String {
        #"<div class="\#(doctest ? "doctest " : "")highlight-\#(language) notranslate"><div class="highlight">"#
            + "<pre><span></span>\(code)\n</pre></div>\n</div>"
    }

    /// A manual's part under its own heading stays whatever its name says:
    /// Sphinx's `<section id="copyright">` under "1. Copyright" is no photo
    /// credit, which still goes.
    @Test func aSectionNamedCopyrightUnderItsHeadingStays() throws {
        let body = try Self.body(
            inserting: """
                <section id="copyright"><h2><span class="section-number">1. </span>Copyright\
                <a class="headerlink" href="#copyright">¶</a></h2>
                <p>This manual is free software; you can redistribute it and/or modify it under the terms of the \
                GNU General Public License as published by the Free Software Foundation.</p></section>
                <p class="photo-credit">Photo: Jane Roe</p>
                """)
        #expect(body.contains("## 1. Copyright\n"), "\(body)")
        #expect(body.contains("This manual is free software;"), "\(body)")
        #expect(!body.contains("Jane Roe"), "\(body)")
    }

    /// A manual's authors, each with the address to write to (Sphinx's
    /// `:Authors:` field list, as Debian's Python Policy sets it), are its
    /// text, as is the line of years over them: a list dense with `mailto:`
    /// links leads to no other page.
    @Test func aManualsAuthorsWithTheirAddressesStay() throws {
        let authors = [("Ann Tide", "ann"), ("Tom Pascoe", "tom"), ("Jenna Rowe", "jenna"), ("Lee Marsh", "lee")]
            .map { name, user in
                #"<li><p>\#(name) &lt;<a class="reference external" href="mailto:\#(user)&#37;&#52;&#48;example&#46;org">"#
                    + #"\#(user)<span>&#64;</span>example<span>&#46;</span>org</a>&gt;</p></li>"#
            }
        let body = try Self.body(
            inserting: """
                <section id="rights"><h2><span class="section-number">1. </span>Rights\
                <a class="headerlink" href="#rights">¶</a></h2>
                <p>2019-2024, The Harbour Trust</p>
                <dl class="simple"><dt>Authors:</dt><dd><ul class="simple">
                \(authors.joined(separator: "\n"))
                </ul></dd></dl>
                <p>This manual is free software; you can redistribute it and/or modify it under the terms of the \
                GNU General Public License as published by the Free Software Foundation.</p></section>
                """)
        #expect(body.contains("2019-2024, The Harbour Trust"), "\(body)")
        #expect(body.contains("* Ann Tide <ann@example.org>\n"), "\(body)")
        #expect(body.contains("* Lee Marsh <lee@example.org>\n"), "\(body)")
        // A list of links to other pages still goes with its label.
        let related = """
            <p>Also in this series:</p><ul><li><a href="/tides/1">Spring tides explained</a></li>\
            <li><a href="/tides/2">Neap tides explained</a></li><li><a href="/tides/3">Reading a tide table</a></li></ul>
            """
        let without = try Self.body(inserting: related)
        #expect(!without.contains("Neap tides"), "\(without)")
    }

    @Test func aSphinxBlockNamesItsLanguageAndTheProjectsDefaultNone() throws {
        let blocks = [
            Self.sphinxBlock(
                "default",
                #"<span class="kn">from</span> <span class="nn">tidelog</span> <span class="kn">import</span> "#
                    + #"<span class="n">read_table</span>"#),
            Self.sphinxBlock(
                "default", #"<span class="gp">&gt;&gt;&gt; </span><span class="n">table</span>"# + "\n"
                    + #"<span class="go">4.21</span>"#, doctest: true),
            Self.sphinxBlock("python3", #"<span class="n">config</span> <span class="o">=</span> load()"#),
            Self.sphinxBlock("pycon", #"<span class="gp">&gt;&gt;&gt; </span>1 + 1"# + "\n2"),
            Self.sphinxBlock("none", "harbour,time,height"),
        ]
        let body = try Self.body(inserting: blocks.joined(separator: "\n<p>Then:</p>\n"))
        #expect(body.contains("```\nfrom tidelog import read_table\n```"), "\(body)")
        #expect(body.contains("```\n>>> table\n4.21\n```"), "\(body)")
        #expect(body.contains("```python3\nconfig = load()\n```"), "\(body)")
        #expect(body.contains("```pycon\n>>> 1 + 1\n2\n```"), "\(body)")
        #expect(body.contains("```\nharbour,time,height\n```"), "\(body)")
        #expect(!body.contains("default"), "\(body)")
    }

    // MARK: Doxygen

    @Test func aDoxygenFragmentIsOneCodeBlockWithEveryToken() throws {
        let fragment = """
            <div class="fragment"><div class="line"><span class="preprocessor">#include &lt;tide.h&gt;</span></div>
            <div class="line"> </div>
            <div class="line"><span class="keyword">struct </span><a class="code hl_struct" \
            href="structtide__row.html">tide_row</a> rows[64];</div>
            <div class="line"><span class="keywordtype">int</span> n = <a class="code hl_function" \
            href="tide_8h.html#a3b8c2f0e1d">tide_read</a>(<span class="stringliteral">&quot;harbour.csv&quot;</span>, \
            rows, 64);</div>
            <div class="line"><span class="keywordflow">if</span> (n &lt; 0) {</div>
            <div class="line">    <span class="keywordflow">return</span> 1; <span class="comment">// unreadable</span></div>
            <div class="line">}</div>
            </div><!-- fragment -->
            """
        let body = try Self.body(inserting: fragment)
        let code = """
            ```
            #include <tide.h>
             
            struct tide_row rows[64];
            int n = tide_read("harbour.csv", rows, 64);
            if (n < 0) {
                return 1; // unreadable
            }
            ```
            """
        #expect(body.contains(code), "\(body)")
        #expect(!body.contains("=>"), "\(body)")
    }

    @Test func aDoxygenSourceListingLosesItsLineNumbers() throws {
        let listing = """
            <div class="fragment"><div class="line"><a id="l00001" name="l00001"></a><span class="lineno">    1</span>\
            <span class="preprocessor">#ifndef TIDE_H</span></div>
            <div class="foldopen" id="foldopen00002" data-start="{" data-end="};">
            <div class="line"><a id="l00002" name="l00002"></a><span class="lineno"><a class="line" \
            href="structtide__row.html">    2</a></span><span class="keyword">struct </span><a class="code hl_struct" \
            href="structtide__row.html">tide_row</a> {</div>
            <div class="line"><a id="l00003" name="l00003"></a><span class="lineno">    3</span>    \
            <span class="keywordtype">double</span> height;</div>
            <div class="line"><a id="l00004" name="l00004"></a><span class="lineno">    4</span>};</div>
            </div>
            </div><!-- fragment -->
            """
        let body = try Self.body(inserting: listing)
        #expect(body.contains("```\n#ifndef TIDE_H\nstruct tide_row {\n    double height;\n};\n```"), "\(body)")
    }

    @Test func aDoxygenMembersTitleLosesItsPermalinkDiamond() throws {
        let member = """
            <h2 class="groupheader">Function Documentation</h2>
            <a id="a3b8c2f0e1d" name="a3b8c2f0e1d"></a>
            <h2 class="memtitle"><span class="permalink"><a href="#a3b8c2f0e1d">&#9670;&#160;</a></span>tide_read()</h2>
            <div class="memitem"><div class="memdoc"><p>Reads a tide table from the file the harbour office \
            publishes and returns the number of rows it read. </p></div></div>
            """
        let body = try Self.body(inserting: member)
        #expect(body.contains("## tide_read()\n"), "\(body)")
        #expect(!body.contains("◆"), "\(body)")
    }

    @Test func aDoxygenMembersDeclarationIsOneBlockOfCode() throws {
        let prototype = """
            <div class="memitem"><div class="memproto">
                  <table class="memname">
                    <tr>
                      <td class="memname">int tide_read </td>
                      <td>(</td>
                      <td class="paramtype">const char *&#160;</td>
                      <td class="paramname"><em>path</em>, </td>
                    </tr>
                    <tr>
                      <td class="paramkey"></td>
                      <td></td>
                      <td class="paramtype">struct <a class="el" href="structtide__row.html">tide_row</a> *&#160;</td>
                      <td class="paramname"><em>rows</em>&#160;</td>
                    </tr>
                    <tr>
                      <td></td>
                      <td>)</td>
                      <td></td><td></td>
                    </tr>
                  </table>
            </div><div class="memdoc"><p>Reads a tide table from the file the harbour office publishes. </p>
            </div></div>
            """
        let body = try Self.body(inserting: prototype)
        let code = """
            ```
            int tide_read ( const char * path,
                            struct tide_row * rows )
            ```
            """
        #expect(body.contains(code), "\(body)")
        #expect(!body.contains("```table"), "\(body)")
    }

    @Test func aDoxygenSummaryOfMembersReadsAsDeclarations() throws {
        let summary = """
            <table class="memberdecls">
            <tr class="heading"><td colspan="2"><h2 class="groupheader"><a id="func-members" name="func-members"></a>
            Functions</h2></td></tr>
            <tr class="memitem:a3b8c2f0e1d"><td class="memItemLeft" align="right" valign="top">int&#160;</td>\
            <td class="memItemRight" valign="bottom"><a class="el" href="tide_8h.html#a3b8c2f0e1d">tide_read</a> \
            (const char *path, struct <a class="el" href="structtide__row.html">tide_row</a> *rows)</td></tr>
            <tr class="memdesc:a3b8c2f0e1d"><td class="mdescLeft">&#160;</td><td class="mdescRight">Reads a tide \
            table.  <a href="tide_8h.html#a3b8c2f0e1d">More...</a><br /></td></tr>
            <tr class="separator:a3b8c2f0e1d"><td class="memSeparator" colspan="2">&#160;</td></tr>
            <tr class="memitem:a91c"><td class="memItemLeft" align="right" valign="top">double&#160;</td>\
            <td class="memItemRight" valign="bottom"><a class="el" href="tide_8h.html#a91c">tide_height</a> \
            (const struct <a class="el" href="structtide__row.html">tide_row</a> *row)</td></tr>
            <tr class="separator:a91c"><td class="memSeparator" colspan="2">&#160;</td></tr>
            </table>
            """
        let body = try Self.body(inserting: summary)
        #expect(body.contains("\nint tide_read (const char *path, struct tide_row *rows)\n"), "\(body)")
        #expect(body.contains("\ndouble tide_height (const struct tide_row *row)\n"), "\(body)")
        #expect(!body.contains("int:"), "\(body)")
    }

    // MARK: Go

    @Test func aGoPackagesExampleShownInATextareaIsItsCode() throws {
        let example = """
            <details tabindex="-1" id="example-Read" class="Documentation-exampleDetails js-exampleContainer">
            <summary class="Documentation-exampleDetailsHeader">Example <a href="#example-Read" \
            title="Go to Example" aria-label="Go to Example">¶</a></summary>
            <div class="Documentation-exampleDetailsBody"><p>Code:</p>
            <textarea class="Documentation-exampleCode code" spellcheck="false">rows, err := tidelog.Read(\
            strings.NewReader(&#34;06:12 3.1\\n12:30 0.4\\n&#34;))
            if err != nil {
            \tpanic(err)
            }
            fmt.Println(len(rows))
            </textarea>
            <pre><span class="Documentation-exampleOutputLabel">Output:</span>

            <span class="Documentation-exampleOutput">2
            </span></pre></div>
            <div class="Documentation-exampleButtonsContainer"><p class="Documentation-exampleError" role="alert" \
            aria-atomic="true"></p><button class="Documentation-exampleShareButton" aria-label="Share Code">Share\
            </button><button class="Documentation-exampleRunButton" aria-label="Run Code">Run</button></div>
            </details>
            """
        let body = try Self.body(inserting: example)
        let code = """
            Code:

            ```
            rows, err := tidelog.Read(strings.NewReader("06:12 3.1\\n12:30 0.4\\n"))
            if err != nil {
            \tpanic(err)
            }
            fmt.Println(len(rows))
            ```
            """
        #expect(body.contains(code), "\(body)")
        // A form's field stays out, whatever it holds.
        let form = """
            <form action="/comment" method="post"><textarea name="comment">Your comment
            here</textarea><button>Send</button></form>
            """
        #expect(try !Self.body(inserting: form).contains("Your comment"))
    }

    // MARK: Manual pages

    /// mandoc's synopsis, the command's name in a cell beside its options
    /// and arguments, is one line as the command is typed.
    @Test func aManualPagesSynopsisReadsAsOneLine() throws {
        let synopsis = """
            <section class="Sh"><h1 class="Sh" id="SYNOPSIS"><a class="permalink" href="#SYNOPSIS">SYNOPSIS</a></h1>
            <table class="Nm"><tr><td><code class="Nm">tidelog</code></td>
            <td>[<code class="Fl">-u</code>] [<code class="Fl">-o</code>
              <var class="Ar">file</var>] <var class="Ar">table ...</var></td></tr></table></section>
            """
        let body = try Self.body(inserting: synopsis)
        #expect(body.contains("\ntidelog [-u] [-o file] table ...\n"), "\(body)")
        // A name in code beside words is a label.
        let parameter = #"<table><tr><td><code>path</code></td><td>The file to read the rows from</td></tr></table>"#
        #expect(try Self.body(inserting: parameter).contains("path: The file to read the rows from"))
    }

    /// A manual page's SEE ALSO section, the names of other pages each
    /// linked to its page (mandoc's `<a class="Xr">`), is the author's text.
    @Test func aManualPagesReferencesToOtherPagesStay() throws {
        let page = """
            <!DOCTYPE html>
            <html>
            <head>
              <meta charset="utf-8"/>
              <meta name="viewport" content="width=device-width, initial-scale=1.0"/>
              <link rel="stylesheet" href="mandoc.css" type="text/css" media="all"/>
              <title>TIDELOG(1)</title>
            </head>
            <body>
            <table class="head">
              <tr>
                <td class="head-ltitle">TIDELOG(1)</td>
                <td class="head-vol">General Commands Manual</td>
                <td class="head-rtitle">TIDELOG(1)</td>
              </tr>
            </table>
            <div class="manual-text">
            <section class="Sh">
            <h1 class="Sh" id="NAME"><a class="permalink" href="#NAME">NAME</a></h1>
            <p class="Pp"><code class="Nm">tidelog</code> &#x2014;
                <span class="Nd">record the readings of tide gauges</span></p>
            </section>
            <section class="Sh">
            <h1 class="Sh" id="SYNOPSIS"><a class="permalink" href="#SYNOPSIS">SYNOPSIS</a></h1>
            <table class="Nm">
              <tr>
                <td><code class="Nm">tidelog</code></td>
                <td>[<code class="Fl">-u</code>] [<code class="Fl">-o</code>
                  <var class="Ar">file</var>] <var class="Ar">table ...</var></td>
              </tr>
            </table>
            </section>
            <section class="Sh">
            <h1 class="Sh" id="DESCRIPTION"><a class="permalink" href="#DESCRIPTION">DESCRIPTION</a></h1>
            <p class="Pp">The <code class="Nm">tidelog</code> utility reads each harbour's tide table given on
                the command line and records the gauge's readings against it, one line for
                each sounding, until it is stopped.</p>
            <p class="Pp">The options are as follows:</p>
            <dl class="Bl-tag">
              <dt id="u"><a class="permalink" href="#u"><code class="Fl">-u</code></a></dt>
              <dd>Write times in UTC rather than in the harbour's local time.</dd>
              <dt id="o"><a class="permalink" href="#o"><code class="Fl">-o</code></a>
                <var class="Ar">file</var></dt>
              <dd>Append the readings to <var class="Ar">file</var> instead of the standard
                  output.</dd>
            </dl>
            </section>
            <section class="Sh">
            <h1 class="Sh" id="SEE_ALSO"><a class="permalink" href="#SEE_ALSO">SEE
              ALSO</a></h1>
            <p class="Pp"><a class="Xr" href="../man1/tidegauge.1.html">tidegauge(1)</a>,
                <a class="Xr" href="../man5/tides.5.html">tides(5)</a>,
                <a class="Xr" href="../man8/tidelogd.8.html">tidelogd(8)</a></p>
            </section>
            <section class="Sh">
            <h1 class="Sh" id="HISTORY"><a class="permalink" href="#HISTORY">HISTORY</a></h1>
            <p class="Pp">The <code class="Nm">tidelog</code> utility first appeared in Harbour Tools 2.1.</p>
            </section>
            </div>
            <table class="foot">
              <tr>
                <td class="foot-date">March 4, 2024</td>
                <td class="foot-os">Harbour Tools 2.4</td>
              </tr>
            </table>
            </body>
            </html>
            """
        let seeAlso = """
            ## SEE ALSO

            tidegauge(1), tides(5), tidelogd(8)
            => https://man.example.org/man1/tidegauge.1.html tidegauge(1)
            => https://man.example.org/man5/tides.5.html tides(5)
            => https://man.example.org/man8/tidelogd.8.html tidelogd(8)

            ## HISTORY
            """
        let url = "https://man.example.org/man1/tidelog.1.html"
        let body = Convert.body(of: try Convert.page(page, url: url))
        #expect(body.contains(seeAlso), "\(body)")
        // Older mandoc sets them loose in the section, without a paragraph.
        let loose = page.replacingOccurrences(of: #"<p class="Pp"><a class="Xr""#, with: #"<a class="Xr""#)
            .replacingOccurrences(of: "tidelogd(8)</a></p>", with: "tidelogd(8)</a>")
        let looseBody = Convert.body(of: try Convert.page(loose, url: url))
        #expect(looseBody.contains(seeAlso), "\(looseBody)")
        // A page's name and its section in parentheses, and nothing else, is such a reference.
        for words in ["tidegauge(1)", "systemd.unit(5)", "getaddrinfo(3posix)", "Net::HTTP(3pm)"] {
            #expect(ManualReferences.isReference(words), "\(words)")
        }
        for words in ["Ferry timetable changes", "f(x)", "(1)", "tides(5) and more", "tides()"] {
            #expect(!ManualReferences.isReference(words), "\(words)")
        }
    }

    /// man7.org's link back to the top of the page, in every section's
    /// heading, is no word of the heading.
    @Test func aManualPagesHeadingLosesItsLinkToTheTop() throws {
        let section = """
            <h2><a id="DESCRIPTION" href="#DESCRIPTION"></a>DESCRIPTION &nbsp; &nbsp; &nbsp; &nbsp; \
            <a href="#top_of_page"><span class="top-link">top</span></a></h2><pre>
                   <b>tidelog </b>reads each harbour's tide table given on the command line.
            </pre>
            """
        let body = try Self.body(inserting: section)
        #expect(body.contains("## DESCRIPTION\n"), "\(body)")
        // A heading that is only a link named so stays.
        #expect(try Self.body(inserting: ##"<h2><a href="#top">Top</a></h2><p>The first node.</p>"##).contains("## Top\n"))
    }

    // MARK: VitePress

    /// A VitePress note's title in capitals ("TIP") labels the note: it
    /// heads no part of the page (and the contents list no "TIP").
    @Test func aVitePressNotesTitleIsNoHeading() throws {
        let note = """
            <div class="tip custom-block"><p class="custom-block-title">TIP</p>\
            <p>Read the table once and keep its rows; reading it again costs as much as the first time.</p></div>
            """
        let body = try Self.body(inserting: note)
        #expect(!body.contains("# TIP"), "\(body)")
        #expect(body.contains("TIP\n"), "\(body)")
        #expect(body.contains("Read the table once and keep its rows;"), "\(body)")
    }

    /// A note box titled by a heading element (Bootstrap's and Docsy's
    /// `h4.alert-heading`, Docusaurus's `h5` in its admonition's heading,
    /// DocBook's `h3.title` in `div.note`) is labelled by it, and the
    /// paragraph after the box is not under it in the contents; a reference
    /// page's "Details" part keeps its heading.
    @Test func aNoteBoxsHeadingLabelsTheNote() throws {
        let notes = """
            <div class="alert alert-warning" role="alert"><h4 class="alert-heading">Warning</h4>\
            <p>Changing the sampling interval while the gauge logs loses the current hour of readings.</p></div>
            <p>The sampling interval is given in seconds and must divide an hour evenly.</p>
            <div class="admonition admonition-note alert alert--secondary"><div class="admonition-heading"><h5>\
            <span class="admonition-icon"><svg width="14" height="16"></svg></span>note</h5></div>\
            <div class="admonition-content"><p>The gauge keeps the last good settings if the file cannot be read.</p></div></div>
            <div class="note"><h3 class="title">Note</h3><p>PAM that reads /etc/shadow fails for a server started by a user.</p></div>
            <div class="refsect1"><h2>Details</h2><p>Each function of the module in turn, with its arguments.</p></div>
            """
        let body = try Self.body(inserting: notes)
        for label in ["Warning", "note", "Note"] {
            #expect(!body.contains("# \(label)\n"), "\(body)")
            #expect(body.contains("\n\(label)\n"), "\(body)")
        }
        #expect(body.contains("The sampling interval is given in seconds"), "\(body)")
        #expect(body.contains("## Details\n"), "\(body)")
    }

    // MARK: Asciidoctor

    @Test func anAsciidoctorAdmonitionWithAFontIconKeepsItsLabel() throws {
        func admonition(_ kind: String, _ content: String) -> String {
            """
            <div class="admonitionblock \(kind.lowercased())"><table><tr><td class="icon">
            <i class="fa icon-\(kind.lowercased())" title="\(kind)"></i>
            </td><td class="content">
            \(content)
            </td></tr></table></div>
            """
        }
        let notes =
            admonition("Warning", "Times in the tables are local, not UTC, and change with the season.")
            + admonition("Tip", #"<div class="paragraph"><p>Read the table once and keep its rows.</p></div>"#)
        let body = try Self.body(inserting: notes)
        #expect(body.contains("Warning: Times in the tables are local, not UTC"), "\(body)")
        #expect(body.contains("Tip: Read the table once and keep its rows."), "\(body)")
        // A picture beside a text is no note.
        let card = """
            <table><tr><td><img src="/staff/ann.jpg" alt="Ann Tide"></td><td>Ann Tide keeps the harbour's \
            tide tables and answers readers' letters about them.</td></tr></table>
            """
        #expect(try !Self.body(inserting: card).contains("Ann Tide:"))
    }

    /// Asciidoctor's callouts: the marks in the code read "(1)", and the
    /// list that explains them, a table when the callouts show as icons
    /// (`div.colist`), reads as the numbered list it is.
    @Test func anAsciidoctorCalloutListReadsAsANumberedList() throws {
        func row(_ number: Int, _ text: String) -> String {
            #"<tr><td><i class="conum" data-value="\#(number)"></i><b>\#(number)</b></td><td>\#(text)</td></tr>"#
        }
        let body = try Self.body(
            inserting: """
                <div class="listingblock"><div class="content"><pre class="highlight"><code class="language-python" \
                data-lang="python">import tidelog <i class="conum" data-value="1"></i><b>(1)</b>
                with tidelog.open("harbour.csv") as table: <i class="conum" data-value="2"></i><b>(2)</b>
                    print(table.rows())</code></pre></div></div>
                <div class="colist arabic"><table>
                \(row(1, "The module reads the tables of any harbour."))
                \(row(2, "The table closes itself at the end of the block."))
                </table></div>
                """)
        #expect(body.contains("import tidelog (1)\nwith tidelog.open(\"harbour.csv\") as table: (2)\n"), "\(body)")
        #expect(body.contains("* 1. The module reads the tables of any harbour.\n"), "\(body)")
        #expect(body.contains("* 2. The table closes itself at the end of the block.\n"), "\(body)")
        // Rows whose numbers do not count from one are a table's.
        let scores = """
            <table><tr><td>12</td><td>Spring tides at the north quay, measured at dawn</td></tr>\
            <tr><td>14</td><td>Neap tides at the south quay, measured at dusk</td></tr></table>
            """
        #expect(try Self.body(inserting: scores).contains("12 | Spring tides"))
    }

    // MARK: MkDocs

    @Test func anMkDocsPageIsTitledByItsHeadingThoughItsMenuLinksToIt() throws {
        let html = """
            <!doctype html><html lang="en"><head><meta charset="utf-8">\
            <meta name="generator" content="mkdocs-1.5.3, mkdocs-material-9.5.3"><title>Installing - Tidelog</title>\
            </head><body><header class="md-header"><nav class="md-header__inner md-grid" aria-label="Header">\
            <a href="../.." title="Tidelog" class="md-header__button md-logo" aria-label="Tidelog"></a></nav></header>
            <div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">
            <div class="md-sidebar md-sidebar--primary"><nav class="md-nav md-nav--primary" aria-label="Navigation">\
            <label class="md-nav__title" for="__drawer">Tidelog</label><ul class="md-nav__list">\
            <li class="md-nav__item"><a href="../.." class="md-nav__link">Home</a></li>\
            <li class="md-nav__item md-nav__item--active"><a href="./" class="md-nav__link md-nav__link--active">\
            Installing</a></li><li class="md-nav__item"><a href="../usage/" class="md-nav__link">Usage</a></li>\
            </ul></nav></div>
            <div class="md-content"><article class="md-content__inner md-typeset">\
            <h1 id="installing">Installing<a class="headerlink" href="#installing" title="Permanent link">&para;</a></h1>
            <p>Tidelog runs on any machine with Python 3.9 or later. Install it with the package manager you \
            already use, or from a clone of its repository if you mean to change it.</p>
            <p>Once installed, the tidelog command reads a table and prints its rows, one per high or low water, \
            with the time and the height above chart datum.</p></article></div></div></main></div></body></html>
            """
        let article = try Convert.page(html, url: "https://ann.example.org/tidelog/install/")
        #expect(article.metadata.title == "Installing")
    }

    @Test func aLinkToEditThePageGoes() throws {
        let icon = """
            <a href="https://github.com/ann/tidelog/edit/main/docs/install.md" title="Edit this page" \
            class="md-content__button md-icon"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\
            <path d="M10 20H6V4h7v5h5v3.1l2-2V8l-6-6H6"/></svg></a>
            <p>Tidelog runs on any machine with Python 3.9 or later.</p>
            """
        let body = try Self.body(inserting: icon)
        #expect(!body.contains("edit/main"), "\(body)")
        #expect(!body.contains("Edit this page"), "\(body)")
        let words = #"<div class="edit"><a href="https://github.com/ann/tidelog/blob/main/docs/x.rst">Edit on GitHub</a></div>"#
        #expect(try !Self.body(inserting: words).contains("Edit on GitHub"))
        // In a sentence, the words and the link stay.
        let sentence = """
            <p>Found a mistake? You can <a href="https://github.com/ann/tidelog/edit/main/docs/install.md">edit \
            this page</a> and send us the change.</p>
            """
        let kept = try Self.body(inserting: sentence)
        #expect(kept.contains("You can edit this page and send us the change."), "\(kept)")
        #expect(kept.contains("=> https://github.com/ann/tidelog/edit/main/docs/install.md"), "\(kept)")
    }
}
