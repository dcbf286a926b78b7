@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The script widget: a command's output as plain lines or Waybar-style JSON, escape sequences
/// shown as text, the command's failure as the reload's, the schedule from its minutes.
struct ScriptWidgetTests {
    static let catalog = WidgetCatalog([ScriptWidget().body.descriptor])

    private func render(_ command: String, family: WidgetFamily = .systemSmall, title: String = "") async throws -> String {
        try await WidgetRenderer.render(
            kind: ScriptWidget.kind, in: Self.catalog, family: family, entry: .current,
            configuration: ["command": .string(command), "title": .string(title)],
            context: Fixtures.plainContext(at: Fixtures.instant)
        ).text
    }

    @Test func plainOutputIsTheWidgetsLines() async throws {
        let text = try await render("printf 'first line\\nsecond line\\n'", title: "Two")
        Snapshot.assert(text, named: "script-small-plain")
        #expect(text.contains("first line"))
        #expect(text.contains("second line"))
    }

    @Test func waybarJSONGivesTextTooltipAndABar() async throws {
        let json = #"{"text": "CPU 93%", "tooltip": "4 cores busy", "class": "critical", "percentage": 93}"#
        let text = try await render("printf '%s' '\(json)'")
        Snapshot.assert(text, named: "script-small-json")
        #expect(text.contains("CPU 93%"))
        #expect(text.contains("4 cores busy"))
        #expect(!text.contains("\"text\""))
    }

    @Test func escapeSequencesAreShownAsText() async throws {
        let text = try await render("printf '\\033[2Jcleared?'")
        #expect(text.contains("\\u{1B}[2Jcleared?"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func noShellRunsTheCommand() async throws {
        // A shell would expand $HOME and run `echo hi`; the words are printf's arguments.
        let text = try await render("printf '%s|%s' '$HOME' ;echo")
        #expect(text.contains("$HOME|;echo"))
    }

    @Test func aFailingCommandFailsTheReloadWithItsFirstErrorLine() async throws {
        await #expect(throws: WidgetRenderer.Failure.provider(kind: "script", .threw("the command exited with status 3: “no data”"))) {
            _ = try await render("python3 -c 'import sys; sys.stderr.write(\"no data\\n\"); sys.exit(3)'")
        }
    }

    @Test func theTimelineReloadsAfterItsMinutes() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: ScriptWidget.kind))
        let context = TimelineProviderContext(family: .systemSmall, date: Fixtures.instant)
        let timeline = try await descriptor.provider.timeline(
            in: context, environment: EnvironmentValues(),
            configuration: ["command": .string("true"), "minutes": .integer(5)])
        #expect(timeline.policy == .after(Fixtures.instant.addingTimeInterval(300)))
        #expect(timeline.entries.map(\.date) == [Fixtures.instant])
    }

    @Test(arguments: [
        ("a b  c", ["a", "b", "c"]), ("'a b' c", ["a b", "c"]), (#""a \"b\"" c"#, [#"a "b""#, "c"]), (#"a\ b"#, ["a b"]),
        ("$HOME *.txt | x > y", ["$HOME", "*.txt", "|", "x", ">", "y"]), ("''", [""]),
    ])
    func commandsSplitAsAShellWouldWithoutExpanding(_ line: String, _ words: [String]) throws {
        #expect(try ArgumentVector.split(line).get() == words)
    }

    @Test func anUnclosedQuoteIsRefusedWhereTheCommandIsEntered() {
        #expect(ScriptIntent.validation("echo 'oops") == "the ' quote is not closed")
        #expect(ScriptIntent.validation("  ") == "give a command to run")
        #expect(ScriptIntent.validation("date") == nil)
    }
}
