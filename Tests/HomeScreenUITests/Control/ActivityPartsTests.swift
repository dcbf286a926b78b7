import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine
import WidgetUI

/// The strip's parts kept between frames (``ActivityParts``) draw what rendering them anew
/// draws, second after second: while the elapsed time keeps its width, when it grows a column
/// (9:59 to 10:00), when the activity's state changes its views, and when the theme changes.
@MainActor struct ActivityPartsTests {
    @Test func keptPartsDrawWhatRenderingAnewDraws() async throws {
        let screen = ActivityStripTests.pilot(store: nil)
        await screen.start()
        let model = screen.screen.model
        var record = try ActivityStripTests.record()
        let parts = ActivityParts()
        var widths: Set<Int> = []
        // 9:55 to 10:05 after the start: the elapsed time widens from "9:59" to "10:00".
        for second in 595...605 {
            if second == 603 { record = try ActivityStripTests.record(state: #"{"progress":0.5}"#) }
            let now = Fixtures.instant.addingTimeInterval(TimeInterval(second))
            let context = TileRenderer.context(model, at: now, redaction: [])
            for (part, node) in [("leading", record.views.compactLeading), ("trailing", record.views.compactTrailing)] {
                let kept = parts.render(node, part: part, of: record.id, model: model, context: context)
                #expect(kept == ActivityStrip.render(node, context: context), "\(part) at \(second) s")
                if part == "trailing" { widths.insert(kept.size.width) }
            }
            parts.keepOnlyDrawn()
        }
        // The trailing part took two widths (the elapsed time grew), so it was measured again.
        #expect(widths.count == 2)
        #expect(
            parts.render(
                record.views.compactTrailing, part: "trailing", of: record.id, model: model,
                context: TileRenderer.context(model, at: Fixtures.instant.addingTimeInterval(605), redaction: [])
            )
            .plainText.contains("50%"))
    }

    @Test func aNewThemeDrawsThePartsAnew() async throws {
        let screen = Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome, .fallback], themeIndex: 0,
                store: nil, screenSize: .init(width: 100, height: 40)))
        await screen.start()
        let model = screen.screen.model
        let record = try ActivityStripTests.record()
        let parts = ActivityParts()
        let now = Fixtures.instant.addingTimeInterval(83)
        let before = parts.render(
            record.views.compactLeading, part: "leading", of: record.id, model: model,
            context: TileRenderer.context(model, at: now, redaction: []))
        _ = screen.press(.character("t"))
        let context = TileRenderer.context(model, at: now, redaction: [])
        let after = parts.render(record.views.compactLeading, part: "leading", of: record.id, model: model, context: context)
        #expect(after == ActivityStrip.render(record.views.compactLeading, context: context))
        #expect(after != before)
    }
}
