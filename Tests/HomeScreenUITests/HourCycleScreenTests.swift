import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// One hour cycle for the whole screen (issue 39: under one locale the status bar said
/// "09:41" and the trophies "since 9:41 AM"): the status bar, the clock and every widget's
/// time style write hours the same way.
@MainActor
struct HourCycleScreenTests {
    /// The trophies (a live `.time` style) beside the clock, the sun and moon (fixed 24-hour
    /// patterns before) below, in US English, at 21:41 UTC.
    private func text(_ hourCycle: HourCycle?) async -> String {
        let items: [HomeItem] = [
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemSmall)),
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "trophies-1"), kind: "trophies", family: .systemSmall, column: 2)),
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "sunmoon-1"), kind: "sunmoon", family: .systemMedium, row: 2)),
        ]
        var config = HomeConfig(pagesAcross: 1)
        config.hourCycle = hourCycle
        let evening = Fixtures.instant.addingTimeInterval(12 * 3_600)
        let screen = Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout(pages: [HomePage(items: items)]), themes: [.monochrome],
                themeIndex: 0, store: nil, screenSize: CellSize(width: 80, height: 30), timeZone: Fixtures.utc, locale: Fixtures.locale,
                config: config), at: evening)
        await screen.start()
        await screen.deliverAll(at: evening)
        return screen.frame(at: evening).buffer.plainText
    }

    @Test func theTwentyFourHourCycleIsUsedByEveryTime() async {
        let text = await text(.h23)
        #expect(text.contains(" 21:41  page 1/1"))
        #expect(text.contains("since 21:41"))
        #expect(text.contains("Sunset 16:02") && text.contains("16:41"))
        #expect(!text.contains("PM"))
    }

    @Test func theTwelveHourCycleIsUsedByEveryTime() async {
        let text = await text(.h12)
        #expect(text.contains(" 9:41 PM  page 1/1"))
        // (US English sets the period apart with a narrow no-break space.)
        #expect(text.contains("since 9:41\u{202F}PM"))
        // The clock's block digits say 9:41, its caption PM.
        #expect(text.contains("GMT  PM"))
        // The sun and moon: the caption and the table too.
        #expect(text.contains("Sunset 4:02 PM") && text.contains("Dusk           4:41 PM"))
        Snapshot.assert(text, named: "hour-cycle-h12")
    }
}
