import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A live activity's link (issue 39 with 35's strip): a click on it in the top row, or Enter
/// on it in the `a` sheet, opens its `widgetURL` as a widget's opens; one without a link opens
/// the sheet on it, and Enter there says it has none.
@MainActor struct ActivityOpeningTests {
    static func record(id: String, name: String, url: String?) throws -> ActivityRecord {
        let descriptor = try #require(BundledWidgets.testCatalog.activity(forKind: "build"))
        let link = url.map { #","url":"\#($0)""# } ?? ""
        var record = ActivityRecord(
            id: id, kind: "build", attributes: #"{"name":"\#(name)"\#(link)}"#, state: "{}", views: .empty, started: Fixtures.instant)
        record.views = try descriptor.views(for: record.payload(at: Fixtures.instant))
        return record
    }

    /// The launch of `url` as the home screen's opener plans it.
    static func launch(_ url: String, on screen: Pilot) throws -> LaunchPlan {
        AppLauncher(config: screen.screen.config).plan(opening: try #require(URL(string: url)))
    }

    @Test func aClickOnTheStripOrEnterInTheSheetOpensTheLink() async throws {
        let screen = ActivityStripTests.pilot(store: nil)
        await screen.start()
        #expect(
            screen.send(.control(.activity(try Self.record(id: "0123456789ab", name: "deploy", url: "https://ci.example/7")))).reply?.ok
                == true)
        #expect(screen.send(.control(.activity(try Self.record(id: "ba9876543210", name: "backup", url: nil)))).reply?.ok == true)
        let text = screen.frameText
        let deploy = try #require(MouseTests.point(of: "deploy", in: text))
        #expect(deploy.y == 0)
        #expect(screen.click(deploy).launch == (try Self.launch("https://ci.example/7", on: screen)))

        // One without a link opens the sheet on it; Enter there says so.
        let backup = try #require(MouseTests.point(of: "backup", in: text))
        #expect(screen.click(backup).launch == nil)
        #expect(screen.frameText.contains("Live activities"))
        #expect(screen.press(.enter).launch == nil)
        #expect(screen.screen.toast?.text == "build names no link to open")
        // ↑ to the one with a link: Enter opens it.
        screen.press(.up)
        #expect(screen.press(.enter).launch == (try Self.launch("https://ci.example/7", on: screen)))
    }
}
