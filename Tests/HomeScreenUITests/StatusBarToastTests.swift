import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// A toast is cut with "…" where the status bar's row cannot hold it. At 80 columns toasts were
/// cut off mid-word at the row's end ("Added Weather (small) to page 5 (a new page: no room on").
@MainActor
@Suite struct StatusBarToastTests {
    static let toast = "alpha-1 is small and gamma-1 is medium; a stack holds widgets of one family"

    /// A screen `width` columns wide showing the toast (refused stacking in edit mode).
    private func statusBar(width: Int) async throws -> String {
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(EditHarness.widget("alpha-1", "alpha", .systemSmall, 0, 0)),
                .widget(EditHarness.widget("gamma-1", "gamma", .systemMedium, 0, 2)),
            ])
        ])
        let h = try await EditHarness(layout: layout, size: CellSize(width: width, height: 24))
        h.press(.character("e"), .character("m"), .down)
        #expect(h.screen.toast?.text == Self.toast)
        return h.statusBar
    }

    @Test func aToastThatFitsIsWhole() async throws {
        let bar = try await statusBar(width: 120)
        #expect(bar.contains("page 1/1"), "\(bar)")
        #expect(bar.hasSuffix(Self.toast + " "), "\(bar)")
    }

    @Test func aToastTooLongIsCutWithAnEllipsis() async throws {
        let bar = try await statusBar(width: 80)
        #expect(DisplayWidth.of(bar) <= 80)
        #expect(bar.hasPrefix(" 09:41  page 1/1  monochrome  alpha-1 is small"), "\(bar)")
        #expect(bar.hasSuffix("…"), "\(bar)")
    }
}
