import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Running live activities show on the lock screen as banners below its widgets, as iOS shows
/// them there; an ended one stays, dimmed, until it is dismissed.
@MainActor
struct LockScreenActivityTests {
    @Test func aRunningActivityIsABannerOnTheLockScreen() async throws {
        let home = try await EditHarness(
            layout: FullScreenLayouts.layout, size: CellSize(width: 80, height: 30), catalog: BundledWidgets.testCatalog)
        home.press(.character("L"))
        await home.deliverAll()
        #expect(!home.text.contains("api"), "no activity: no banner")
        let reply = home.screen.send(.control(.activity(try ActivityStripTests.record()))).reply
        #expect(reply?.ok == true, "\(reply?.message ?? "")")
        let lines = home.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let banner = try #require(lines.firstIndex { $0.contains("api") })
        let lastWidgetRow = try #require(lines.lastIndex { $0.contains("Launch") })
        #expect(banner > lastWidgetRow, "below the widgets:\n\(home.text)")
        #expect(banner < lines.count - 1, "above the hints")
    }

    /// More activities than the rows below the widgets hold: a line says how many more there
    /// are (they were left out without a word).
    @Test func activitiesThatDoNotFitAreCounted() async throws {
        let home = try await EditHarness(
            layout: FullScreenLayouts.layout, size: CellSize(width: 80, height: 30), catalog: BundledWidgets.testCatalog)
        home.press(.character("L"))
        await home.deliverAll()
        for index in 0..<6 {
            let record = try ActivityStripTests.record(id: String(format: "%012x", index + 1), name: "job\(index)")
            _ = home.screen.send(.control(.activity(record)))
        }
        let lines = home.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let banners = lines.filter { $0.contains("⚙ job") }.count
        #expect(banners >= 1 && banners < 6, "\(home.text)")
        #expect(lines.contains { $0.contains("+\(6 - banners) more live activities (a on the home screen)") }, "\(home.text)")
    }
}
