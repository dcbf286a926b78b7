import Foundation
@testable import Plugins
import Testing
import TestSupport
@testable import WidgetEngine

/// An item's text as drawn: ANSI styles, escapes never passed on, emoji, length, trim, colors.
struct PluginTextTests {
    private func text(_ line: String, scheme: ColorScheme = .dark) -> PluginText {
        PluginText(PluginDocument(line).titles[0], scheme: scheme)
    }

    @Test func ansiColorsBecomeStyledRuns() {
        let runs = ANSIText("plain \u{1B}[1;31mbold red\u{1B}[0m \u{1B}[38;5;46mgreen\u{1B}[39m \u{1B}[4munder\u{1B}[24m").runs
        #expect(runs.map(\.text) == ["plain ", "bold red", " ", "green", " ", "under"])
        #expect(runs[1].style.bold && runs[1].style.foreground == .red)
        #expect(runs[3].style.foreground == .green)
        #expect(runs[5].style.underline)
    }

    @Test func otherEscapesAreDroppedAndControlCharactersShown() {
        let text = ANSIText("\u{1B}[2J\u{1B}[H\u{1B}]0;title\u{7}Hi\u{7}\u{1B}[10;10Hthere\u{1B}P+q\u{1B}\\!").plain
        #expect(text == "Hi\\u{7}there!")
        let shown = ANSIText("\u{1B}[31mred", interpreting: false).plain
        #expect(shown == "\\u{1B}[31mred")
    }

    @Test func emojiShortcodesAreReplacedUnlessEmojizeIsFalse() {
        #expect(text(":mushroom: :sunny: :+1: :thumbs_up: :horse:").plain == "🍄 ☀ 👍 👍 🐴")
        #expect(text(":mushroom: | emojize=false").plain == ":mushroom:")
        #expect(text("10:30:45 :no_such_code:").plain == "10:30:45 :no_such_code:")
    }

    @Test func lengthCutsWithAnEllipsisAndTrimKeepsOrDropsSpaces() {
        #expect(text("A very long title indeed | length=6").plain == "A very…")
        #expect(text("Short | length=10").plain == "Short")
        #expect(text("  padded   ").plain == "padded")
        #expect(text("  padded   | trim=false").plain == "  padded   ")
    }

    @Test func colorsAreMappedToTheTheme() {
        #expect(text("x | color=red").runs[0].style.foreground == .red)
        #expect(text("x | color=#ff0000").runs[0].style.foreground == .red)
        #expect(text("x | color=#00c853").runs[0].style.foreground == .green)
        #expect(text("x | color=cadetblue").runs[0].style.foreground == .teal)
        #expect(text("x | color=black").runs[0].style.foreground == .primary, "black on a dark theme would vanish")
        #expect(text("x | color=blue,orange", scheme: .light).runs[0].style.foreground == .blue)
        #expect(text("x | color=blue,orange", scheme: .dark).runs[0].style.foreground == .orange)
        #expect(text("x | color=not-a-color").runs[0].style.foreground == nil)
    }

    @Test func fontsAndSizesBecomeAttributesAndCheckedAMark() {
        #expect(text("x | font=Menlo-Bold").runs[0].style.bold)
        #expect(text("x | font=Helvetica-Oblique").runs[0].style.italic)
        #expect(text("x | size=20").runs[0].style.bold)
        #expect(text("x | size=9").runs[0].style.dim)
        #expect(text("Office | checked=true").plain == "✓ Office")
    }

    @Test func aCommandLinkCarriesItsArgumentsIntact() throws {
        let arguments = ["/bin/echo", "; touch pwned", "$(touch pwned)", "| cat", "it's", "a&b=c%20+d"]
        let action = CommandAction(arguments: arguments, inTerminal: false, refreshes: true)
        let back = try #require(CommandAction(url: action.url))
        #expect(back == action)
        #expect(action.commandLine == #"/bin/echo '; touch pwned' '$(touch pwned)' '| cat' 'it'\''s' 'a&b=c%20+d'"#)
        #expect(CommandAction(url: try #require(URL(string: "https://example.com/run"))) == nil)
        #expect(CommandAction(arguments: ["/bin/echo", "\u{1B}[2J"]).commandLine == #"/bin/echo '\u{1B}[2J'"#)
    }
}
