import Logging
import Testing
@testable import WidgetEngine

/// An extension's log lines keep their level across the process boundary.
struct ExtensionLogHandlerTests {
    @Test(arguments: [
        ("warning homescreen.widgets.calendar: no calendars", Logger.Level.warning, "homescreen.widgets.calendar: no calendars"),
        ("debug x: y", .debug, "x: y"),
        ("critical a: b c", .critical, "a: b c"),
    ])
    func aLineThatNamesItsLevelIsLoggedAtIt(_ line: String, _ level: Logger.Level, _ rest: String) throws {
        let (found, text) = try #require(ExtensionLogHandler.level(of: line))
        #expect(found == level)
        #expect(text == rest)
    }

    @Test(arguments: ["Traceback (most recent call last):", "warn: not a level", "", "warning"])
    func anyOtherLineIsLoggedAsItIs(_ line: String) {
        #expect(ExtensionLogHandler.level(of: line) == nil)
    }
}
