import Foundation
import Testing
import TestSupport
import WidgetUI

/// Inline Markdown in `Text` literals, as SwiftUI reads it: the text shown and the attributes of
/// each character.
struct MarkdownTextTests {
    /// The text of `view` and, beneath it, a key per cell: `b` bold, `i` italic, `s` struck,
    /// `B` bold italic, `.` plain, `?` anything else.
    private func marked<V: View>(_ view: V, width: Int) -> [String] {
        let rendering = ViewRenderer.render(
            view.frame(maxWidth: .infinity, alignment: .leading), size: CellSize(width: width, height: 1),
            context: Fixtures.plainContext(), environment: Fixtures.environment)
        let buffer = rendering.buffer
        var keys = ""
        for x in 0..<width {
            let attributes = buffer[x, 0]?.style.attributes ?? []
            switch attributes {
            case []: keys.append(".")
            case .bold: keys.append("b")
            case .italic: keys.append("i")
            case .strikethrough: keys.append("s")
            case [.bold, .italic]: keys.append("B")
            default: keys.append("?")
            }
        }
        return [buffer.rows()[0], keys]
    }

    @Test(arguments: [
        ("**bold** and *it*", "bold and it", "bbbb.....ii"),
        ("__bold__ _it_", "bold it", "bbbb.ii"),
        ("***both*** ~~gone~~", "both gone", "BBBB.ssss"),
        ("*a **b** c*", "a b c", "iiBii"),
        ("snake_case_name", "snake_case_name", "..............."),
        ("2 * 3 * 4", "2 * 3 * 4", "........."),
        ("\\*not\\* `*code*`", "*not* *code*", "............"),
        ("**unclosed", "**unclosed", ".........."),
        ("# Not a heading", "# Not a heading", "..............."),
    ])
    func literals(_ source: String, _ shown: String, _ keys: String) {
        let view = Text(LocalizedStringKey(stringLiteral: source))
        #expect(marked(view, width: shown.count) == [shown, keys])
    }

    @Test func interpolatedValuesAreNotMarkdownButTakeTheMarkersAround() {
        let name = "*Ana*"
        #expect(marked(Text("**\(name)** wrote"), width: 11) == ["*Ana* wrote", "bbbbb......"])
    }

    @Test func aBareLiteralIsMarkdown() {
        #expect(marked(Text("a **b**"), width: 3) == ["a b", "..b"])
    }

    @Test func aStringVariableIsVerbatim() {
        let string = "**not bold**"
        #expect(marked(Text(string), width: 12) == ["**not bold**", "............"])
    }

    @Test func aLinkIsDrawnInTheTintAndOpensItsURL() throws {
        let view = Text("Read [the notes](https://example.com/n) now").tint(.orange)
        let rendering = ViewRenderer.render(
            view, size: CellSize(width: 22, height: 1), context: Fixtures.darkContext(), environment: Fixtures.environment)
        #expect(rendering.text == "  Read the notes now  ")
        #expect(rendering.links.map(\.url.absoluteString) == ["https://example.com/n"])
        let plain = rendering.buffer[2, 0]?.style.foreground
        let link = rendering.buffer[7, 0]?.style.foreground
        #expect(plain != link)
    }

    @Test func attributedStringsKeepRunColorsAndLinks() throws {
        var status = AttributedString("passed")
        status.foregroundColor = .green
        status.link = URL(string: "https://ci.example.com")
        let rendering = ViewRenderer.render(
            Text(AttributedString("Build ") + status), size: CellSize(width: 12, height: 1), context: Fixtures.darkContext(),
            environment: Fixtures.environment)
        #expect(rendering.text == "Build passed")
        #expect(rendering.links.map(\.url.absoluteString) == ["https://ci.example.com"])
        #expect(rendering.buffer[0, 0]?.style.foreground != rendering.buffer[6, 0]?.style.foreground)
    }

    @Test func aStringsTableTranslatesAKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString).bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"Thanks!\" = \"**Danke!**\";\n".utf8).write(to: folder.appendingPathComponent("Widget.strings"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(marked(Text("Thanks!", tableName: "Widget", bundle: bundle, comment: "closing"), width: 6) == ["Danke!", "bbbbbb"])
        #expect(marked(Text("Other", tableName: "Widget", bundle: bundle), width: 5) == ["Other", "....."])
    }
}
