import Archive
import Foundation
import Testing
import TestSupport
import WidgetUI

/// The JSON form as an extension writes it by hand, and the strict reading of it.
struct ArchiveJSONTests {
    /// The example of docs/archive-format.md, as a script would print it.
    static let example = """
        {"version": 4, "view": {"kind": "stack", "axis": "vertical", "alignment": {"horizontal": "leading"}, "children": [
          {"kind": "text", "runs": [{"kind": "verbatim", "text": "Build", "attributes": ["bold"]}]},
          {"kind": "text", "runs": [{"kind": "verbatim", "text": "passed", "foreground": {"kind": "system", "name": "green"}}]},
          {"kind": "text", "runs": [{"kind": "date", "date": 1795254060, "style": "relative"}]},
          {"kind": "progress", "value": {"kind": "fraction", "fraction": 0.75}}
        ]}}
        """

    @Test func aHandWrittenDocumentReads() throws {
        let node = try ViewNode(jsonDocument: Self.example)
        let expected = ViewNode.stack(
            StackNode(axis: .vertical, alignment: .leading, spacing: 0),
            children: [
                ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("Build"), attributes: [.bold])]))),
                ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("passed"), foreground: ColorValue(.system(.green)))]))),
                ViewNode(.text(TextNode(runs: [TextRun(content: .date(Fixtures.instant, style: .relative))]))),
                ViewNode(.progress(ProgressNode(value: .fraction(0.75)))),
            ])
        #expect(node == expected)
        #expect(node.containsLiveContent)
    }

    @Test(arguments: [
        // An unknown field names its path in the tree.
        (
            #"{"version": 4, "view": {"kind": "stack", "axis": "vertical", "children": [{"kind": "spacer"}, {"kind": "spacer"}, {"kind": "text", "runs": [], "font": "title"}]}}"#,
            "view.children[2].font: unknown field \"font\" (known here: kind, runs, lineLimit, alignment, truncation, blockDigits, redaction, timeZone, accentable, children)"
        ),
        (
            #"{"version": 4, "view": {"kind": "text", "runs": [{"kind": "verbatim", "text": "a", "foreground": {"kind": "pink"}}]}}"#,
            "view.runs[0].foreground.kind: unknown kind \"pink\"; expected one of primary, secondary, tertiary, quaternary, accent, widgetBackground, clear, system, rgb"
        ),
        (
            #"{"version": 4, "view": {"kind": "slider"}}"#,
            "view.kind: unknown kind \"slider\"; expected one of text, image, shape, spacer, divider, progress, stack, padding, frame, background, overlay, layoutPriority, fixedSize, hidden, link, widgetURL, containerBackground, geometryReader, viewThatFits, grid, gridRow, lazyGrid, aspectRatio, clipShape, button, toggle"
        ),
        (
            #"{"version": 4, "view": {"runs": []}}"#,
            "view: missing field \"kind\" (one of text, image, shape, spacer, divider, progress, stack, padding, frame, background, overlay, layoutPriority, fixedSize, hidden, link, widgetURL, containerBackground, geometryReader, viewThatFits, grid, gridRow, lazyGrid, aspectRatio, clipShape, button, toggle)"
        ),
        (#"{"version": 4, "view": {"kind": "text"}}"#, "view: missing field \"runs\""),
        (
            #"{"version": 4, "view": {"kind": "stack", "axis": "diagonal"}}"#,
            "view.axis: unknown value \"diagonal\"; expected one of horizontal, vertical, depth"
        ),
        (#"{"version": 4, "view": {"kind": "padding", "top": 1.5}}"#, "view.top: expected a whole number, found a number"),
        (#"{"version": 4, "view": {"kind": "padding", "top": "1"}}"#, "view.top: expected a whole number, found a string"),
        (
            #"{"version": 4, "view": {"kind": "text", "runs": [{"kind": "verbatim", "text": "a", "attributes": ["blink"]}]}}"#,
            "view.runs[0].attributes[0]: unknown flag \"blink\"; expected some of bold, dim, italic, underline, reverse, strike"
        ),
        (#"{"version": 4, "view": {"kind": "link", "url": "http://[::1"}}"#, "view.url: \"http://[::1\" is not a URL"),
        (#"{"version": 3, "view": {"kind": "hidden"}}"#, "version: version 3 is not the archive version this build reads (4)"),
        (#"{"version": 5, "view": {"kind": "hidden"}}"#, "version: version 5 is not the archive version this build reads (4)"),
        (#"{"view": {"kind": "hidden"}}"#, "the top: missing field \"version\""),
        (#"{"version": 4, "view": {"kind": "hidden"}, "extra": 1}"#, "extra: unknown field \"extra\" (known here: version, view)"),
        (#"{"version": 4, "view": {"kind": "hidden", "kind": "text"}}"#, "the top: not JSON: line 1, column 43: \"kind\" is given twice"),
        (#"{"version": 4, "view": {"kind": "hidden"}"#, "the top: not JSON: line 1, column 42: expected ',' or '}'"),
        ("[1, 2]", "the top: expected an object with \"version\" and \"view\", found an array"),
    ])
    func badDocumentsAreClearErrors(_ text: String, _ message: String) {
        do {
            _ = try ViewNode(jsonDocument: text)
            Issue.record("read without an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func fieldsAtTheirDefaultAreLeftOutAndNamesStayReadable() throws {
        let node = ViewNode(.padding(CellInsets(top: 1)), children: [ViewNode(.text(TextNode(runs: [TextRun(content: .verbatim("Hi"))])))])
        #expect(
            try node.jsonDocument()
                == #"{"version":4,"view":{"kind":"padding","top":1,"children":[{"kind":"text","runs":[{"kind":"verbatim","text":"Hi"}]}]}}"#
        )
    }

    @Test func numbersWithoutAJSONFormAreErrorsNamingThePath() {
        let node = ViewNode(.progress(ProgressNode(value: .fraction(.nan))))
        #expect(throws: ArchiveError(path: "value.fraction", type: Double.self, problem: "nan has no JSON form")) {
            try ArchiveJSON.json(of: node)
        }
    }

    @Test(arguments: [
        (#""a\"\\\/\b\f\n\r\tb\u00e9\ud83d\ude00""#, JSONValue.string("a\"\\/\u{8}\u{c}\n\r\tbé😀")),
        ("-0.5e+3", .number("-0.5e+3")),
        (" [ 1 , {\"a\" : null} , true ] ", .array([.number("1"), .object([JSONValue.Member("a", .null)]), .bool(true)])),
    ])
    func theParserReadsJSON(_ text: String, _ value: JSONValue) throws {
        #expect(try JSONParser.parse(text) == value)
    }

    @Test(arguments: ["01", "1.", "-", "[1,]", "{\"a\" 1}", "\"\u{1}\"", "\"\\ud800\"", "tru", "1 2", "\"\\x\""])
    func theParserRefusesWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }

    @Test func writtenStringsEscapeOnlyWhatJSONNeeds() {
        #expect(JSONValue.string("é \"q\" \\ \n \u{1}").text() == #""é \"q\" \\ \n \u0001""#)
    }
}
