import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// StandBy: `S` shows two stacks side by side scaled to the terminal, `c` a full-screen
/// clock, `n` the night mode; its edit mode changes its stacks and saves the layout file.
@MainActor
struct StandByTests {
    func harness(size: CellSize = CellSize(width: 100, height: 30)) async throws -> EditHarness {
        try await EditHarness(layout: FullScreenLayouts.layout, size: size, catalog: BundledWidgets.testCatalog)
    }

    @Test func sShowsTwoStacksScaledToFillTheTerminal() async throws {
        let home = try await harness()
        home.press(.character("S"))
        await home.deliverAll()
        Snapshot.assert(home.text, named: "standby-100x30")
        let geometry = StandByGeometry(size: CellSize(width: 100, height: 30), base: .iPhone)
        #expect(geometry.panes.allSatisfy { $0.width >= 46 && $0.height >= 26 })
        #expect(home.visibleIDs == ["sb-clock", "sb-countdown"])
        // ↓ on the right stack turns it to its next widget.
        home.press(.right, .down)
        await home.deliverAll()
        #expect(home.visibleIDs == ["sb-clock", "sb-clock-2"])
    }

    @Test func cShowsTheClockAndNShowsEverythingInDimRed() async throws {
        let home = try await harness()
        home.press(.character("S"), .character("c"))
        Snapshot.assert(home.text, named: "standby-clock-100x30")
        #expect(home.visibleIDs == [])
        // The clock alone wakes once a minute.
        let wake = try #require(home.screen.wake)
        #expect(wake.timeIntervalSince(home.now) > 1)
        home.press(.character("n"))
        let buffer = home.screen.screen.frame(at: home.now).buffer
        let drawn = (0..<buffer.size.height).flatMap { y in (0..<buffer.size.width).compactMap { buffer[$0, y] } }
            .filter { $0.grapheme != " " }
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0.style.foreground == StandByScreen.nightRed && $0.style.attributes.contains(.dim) })
    }

    @Test func editModeAddsAndRemovesWidgetsOfAStackAndSavesTheLayoutFile() async throws {
        let home = try await harness()
        home.press(.character("S"), .character("e"), .enter)
        #expect(home.text.contains("Add to the left stack"))
        home.press(.enter)
        await home.deliverAll()
        var saved = try LayoutFile.load(home.file, catalog: BundledWidgets.testCatalog)
        #expect(saved.standBy.stacks[0].members.count == 2)
        #expect(home.fileText.contains("[[standby.stack.member]]"))
        home.press(.character("r"))
        saved = try LayoutFile.load(home.file, catalog: BundledWidgets.testCatalog)
        #expect(saved.standBy.stacks[0].smartRotate == false)
        home.press(.right, .character("x"))
        saved = try LayoutFile.load(home.file, catalog: BundledWidgets.testCatalog)
        #expect(saved.standBy.stacks[1].members.map(\.id.rawValue) == ["sb-clock-2"])
        #expect(saved == home.screen.screen.model.layout)
    }
}
