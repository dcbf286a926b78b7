import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

private struct StopwatchEntry: TimelineEntry {
    let date: Date
}

private struct StopwatchProvider: TimelineProvider {
    func placeholder(in context: Context) -> StopwatchEntry { StopwatchEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (StopwatchEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StopwatchEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A tick draws again only the rows of a tile whose live text changed (``RedrawnCells/rows(of:)``):
/// when that row is the tile's first, the marks drawn over its corner are drawn again too.
@MainActor
struct LiveRowMarkerTests {
    /// A stopwatch in the first row of a small tile without content margins.
    private static let catalog = WidgetCatalog([
        StaticConfiguration(kind: "stopwatch", provider: StopwatchProvider()) { _ in
            VStack(alignment: .leading, spacing: 0) {
                Text(Fixtures.instant, style: .timer)
                Spacer()
            }
        }
        .configurationDisplayName("Stopwatch")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
        .descriptor
    ])

    @Test func aLiveTextInATilesFirstRowKeepsTheMarkOverItsCorner() async {
        let id = WidgetInstanceID(rawValue: "stopwatch-1")
        let layout = HomeLayout(pages: [HomePage(items: [.widget(WidgetItem(id: id, kind: "stopwatch", family: .systemSmall))])])
        let screen = HomeScreen(
            catalog: Self.catalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 24), timeZone: Fixtures.utc, locale: Fixtures.locale)
        let pilot = Pilot(screen)
        await pilot.start()
        guard let tile = pilot.screen.model.shownItems.first?.frame else {
            Issue.record("no tile shown")
            return
        }
        // A reload asked by key and not answered yet: "↻" over the tile's corner, in the row of
        // the stopwatch's text.
        pilot.press(.character("r"))
        let corner = CellPoint(x: tile.maxX - 1, y: tile.minY)
        #expect(pilot.terminal.screen[corner.x, corner.y]?.grapheme == "↻")
        let damageFrames = pilot.screen.painter.damageFrames
        for second in 1...5 {
            pilot.tick(at: Fixtures.instant.addingTimeInterval(TimeInterval(second)))
            let drawnWhole = pilot.screen.wholeFrame(at: pilot.now)
            let same = pilot.terminal.screen == drawnWhole
            #expect(same, "at +\(second) s:\n\(pilot.text)\ndrawn whole:\n\(drawnWhole.plainText)")
        }
        #expect(pilot.text.split(separator: "\n")[tile.minY].contains("0:05"))
        #expect(pilot.terminal.screen[corner.x, corner.y]?.grapheme == "↻")
        // Drawn over the last frame each second, not whole.
        #expect(pilot.screen.painter.damageFrames - damageFrames == 5)
    }
}
