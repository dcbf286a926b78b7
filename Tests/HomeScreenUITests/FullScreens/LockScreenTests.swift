import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The lock screen: `L` shows the time, the date and its widgets (the engine shows them, not
/// the page's), Enter goes back; its edit mode changes its widgets and saves the layout file.
@MainActor
struct LockScreenTests {
    func harness(size: CellSize = CellSize(width: 80, height: 24)) async throws -> EditHarness {
        try await EditHarness(layout: FullScreenLayouts.layout, size: size, catalog: BundledWidgets.testCatalog)
    }

    @Test func lShowsTheTimeTheDateAndTheLockScreensWidgets() async throws {
        let home = try await harness()
        home.press(.character("L"))
        await home.deliverAll()
        Snapshot.assert(home.text, named: "lock-screen-80x24")
        #expect(home.text.contains("Launch"))
        // The engine shows the lock screen's widgets, not the page's.
        #expect(home.visibleIDs == ["lock-inline", "lock-rect"])
        home.press(.enter)
        await home.deliverAll()
        #expect(home.statusBar.contains("page 1/"))
        #expect(!home.visibleIDs.contains("lock-inline"))
    }

    @Test func theLockScreenWakesOnlyForItsMinutes() async throws {
        // Widgets without live text (a countdown's relative text is live: it wakes the screen when it reads differently).
        var layout = FullScreenLayouts.layout
        layout.lockScreen = LockScreenLayout(
            inline: FullScreenLayouts.widget("lock-clock", "clock", .accessoryInline, config: ["timeZone": .string("UTC")]))
        let home = try await EditHarness(layout: layout, size: CellSize(width: 80, height: 24), catalog: BundledWidgets.testCatalog)
        home.press(.character("L"))
        await home.deliverAll()
        #expect(home.visibleIDs == ["lock-clock"])
        // Nothing on the lock screen shows seconds: the next wake is the next minute at the latest.
        let wake = try #require(home.screen.wake)
        #expect(wake.timeIntervalSince(home.now) > 1)
        let minute = (home.now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
        #expect(wake.timeIntervalSinceReferenceDate <= minute)
    }

    @Test func editModeAddsRemovesAndUndoesWidgetsAndSavesTheLayoutFile() async throws {
        let home = try await harness()
        home.press(.character("L"), .character("e"), .right, .enter)
        #expect(home.text.contains("Widget below the time"))
        #expect(home.text.contains("Countdown (rectangular)"))
        // The first choice of the list: the battery, circular.
        home.press(.enter)
        await home.deliverAll()
        var saved = try LayoutFile.load(home.file, catalog: BundledWidgets.testCatalog)
        #expect(saved.lockScreen.widgets.map(\.kind) == ["countdown", "battery"])
        #expect(saved.lockScreen.widgets.map(\.family) == [.accessoryRectangular, .accessoryCircular])
        #expect(home.fileText.contains("[[lock.widget]]\nid = \"battery-1\"\nkind = \"battery\"\nfamily = \"circular\""))
        // Up to the inline place, and remove it.
        home.press(.up, .character("x"))
        saved = try LayoutFile.load(home.file, catalog: BundledWidgets.testCatalog)
        #expect(saved.lockScreen.inline == nil)
        #expect(!home.fileText.contains("[lock.inline]"))
        home.press(.character("u"))
        saved = try LayoutFile.load(home.file, catalog: BundledWidgets.testCatalog)
        #expect(saved.lockScreen.inline?.id.rawValue == "lock-inline")
        #expect(saved == home.screen.screen.model.layout)
        home.press(.escape, .escape)
        #expect(home.statusBar.contains("page 1/"))
    }

    @Test func aLayoutThatFailedToLoadIsNotOverwrittenByALockScreenEdit() async throws {
        let home = try await harness()
        let broken = "[[page]]\n[[page.widget]]\nid = 1\n"
        try broken.write(to: home.file, atomically: true, encoding: .utf8)
        home.screen.send(.layoutFileChanged)
        home.press(.character("L"), .character("e"), .up, .character("x"))
        #expect(home.fileText == broken)
    }
}
