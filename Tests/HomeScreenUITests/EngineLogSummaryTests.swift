import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Logging
import Testing
import TestSupport
@testable import WidgetEngine

/// A start logs one line per kind of event, not one per instance: the per-instance lines go
/// to debug. A reload of one widget still reads as it always did.
@MainActor
struct EngineLogSummaryTests {
    static let instant = Fixtures.instant

    /// `count` small clocks, six to a page.
    private func layout(_ count: Int) -> HomeLayout {
        let widgets = (0..<count).map { index in
            WidgetItem(
                id: WidgetInstanceID(rawValue: "clock-\(index + 1)"), kind: "clock", family: .systemSmall, column: index % 2 * 2,
                row: index % 6 / 2 * 2)
        }
        return HomeLayout(
            pages: stride(from: 0, to: count, by: 6).map { HomePage(items: widgets[$0..<min(count, $0 + 6)].map { .widget($0) }) })
    }

    /// A screen of `count` clocks under a pilot at `instant`, not started.
    private func makeScreen(_ count: Int, store: EngineStore? = nil, at instant: Date = instant) -> Pilot {
        Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: layout(count), themes: [.monochrome], themeIndex: 0, store: store,
                screenSize: CellSize(width: 80, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale), at: instant)
    }

    /// Moves to `now` and answers every call, round after round, until none waits.
    private func runCalls(_ screen: Pilot, at now: Date) async {
        await screen.deliverAll(at: now)
    }

    /// The messages the screen logged in this test at `level` exactly.
    private func logged(_ level: Logger.Level) -> [String] {
        TestLog.records().filter { $0.label == "homescreen.screen" && $0.level == level }.map(\.message)
    }

    @Test func aStartOfThirtyInstancesLogsOneLinePerKind() async {
        let screen = makeScreen(30)
        screen.startHoldingCalls()
        await runCalls(screen, at: Self.instant)
        let info = logged(.info)
        #expect(info.first == "placed 30 instances: 0 from cache, 30 reloaded", "\(info)")
        #expect(info.contains { $0.hasSuffix("reload requested (placed) for 30 instances: 30 granted") }, "\(info)")
        #expect(info.contains { $0.hasSuffix("reload started (placed) for 30 instances") }, "\(info)")
        #expect(info.contains { $0.contains("timeline received for 30 instances: ") && $0.hasSuffix(" entries") }, "\(info)")
        // Each timeline's policy asks for the next reload: one line for all of them too.
        #expect(info.contains { $0.hasSuffix("reload requested (policy) for 30 instances: 30 granted") }, "\(info)")
        #expect(info.count == 5, "\(info)")
        // Every instance's own lines are still there, at debug.
        let debug = logged(.debug)
        #expect(debug.count { $0.contains(" reload requested (placed) ") } == 30)
        #expect(debug.count { $0.contains(" reload started (placed)") } == 30)
        #expect(debug.count { $0.contains(" timeline received: ") } == 30)
        #expect(debug.contains { $0.contains(" clock-30 timeline received: ") })
    }

    /// A restart: the caches of the first run are read before anything reloads. A clock's hour
    /// of minutes still covers a restart a minute later: nothing reloads. Page 2's clocks were
    /// never shown, so they have no cache (and wait for their page).
    @Test func aRestartCountsWhatCameFromTheCache() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let first = makeScreen(8, store: store)
        first.startHoldingCalls()
        first.readCaches()
        await runCalls(first, at: Self.instant)

        let later = Self.instant.addingTimeInterval(60)
        let screen = makeScreen(8, store: store, at: later)
        screen.startHoldingCalls()
        let ids = screen.beginReadingCaches()
        #expect(screen.step(at: later).isEmpty) // nothing reloads before the caches are read
        screen.adoptCaches(
            HomeScreen.loadCaches(ids.shown, from: store) + HomeScreen.loadCaches(ids.hidden, from: store, headsOnly: true), at: later,
            finishesReading: true)
        await runCalls(screen, at: later)
        let info = logged(.info)
        #expect(info.contains("placed 8 instances: 0 from cache, 6 reloaded"), "\(info)")
        #expect(info.contains("placed 8 instances: 6 from cache, 0 reloaded"), "\(info)")
        #expect(info.count { $0.hasPrefix("placed ") } == 2, "one start line per start: \(info)")
    }

    /// After the start, the user's reload of one widget logs its own lines at info, as before.
    @Test func oneReloadReadsAsItsOwnLines() async {
        let screen = makeScreen(12)
        screen.startHoldingCalls()
        await runCalls(screen, at: Self.instant)
        let before = logged(.info).count
        let later = Self.instant.addingTimeInterval(30)
        _ = screen.handle(.key(.character("r")), at: later)
        await runCalls(screen, at: later)
        let info = logged(.info).dropFirst(before)
        #expect(info.count == 4, "\(info)")
        #expect(info.contains { $0.contains(" clock-1 reload requested (foreground) ") })
        #expect(info.contains { $0.contains(" clock-1 reload started (foreground)") })
        #expect(info.contains { $0.contains(" clock-1 timeline received: ") })
        #expect(info.contains { $0.contains(" clock-1 reload requested (policy) ") })
    }

    /// The summary's own figures: deferred requests, the counts' thousands, one line per kind,
    /// failures as they come.
    @Test func aThousandEventsOfAKindMakeOneLine() {
        var summary = EngineLogSummary()
        summary.started(placing: 1_000)
        summary.adoptedCaches(994)
        func id(_ index: Int) -> WidgetInstanceID { WidgetInstanceID(rawValue: "w-\(index)") }
        var events: [EngineEvent] = []
        for index in 0..<1_000 {
            events.append(
                EngineEvent(
                    date: Self.instant, instance: id(index),
                    kind: .reloadRequested(
                        reason: .placed, due: Self.instant, notBefore: Self.instant, granted: index >= 6, budgetLeft: nil)))
        }
        for index in 6..<1_000 {
            events.append(EngineEvent(date: Self.instant, instance: id(index), kind: .reloadStarted(reason: .placed, budgetLeft: nil)))
        }
        var now = summary.take(events)
        #expect(now.allSatisfy { $0.level == .debug } && now.count == 1_000 + 994)
        #expect(summary.finishIfQuiet().isEmpty, "reloads were started in this step")
        #expect(summary.finishIfQuiet().isEmpty, "reloads are running")
        let failure = EngineEvent(
            date: Self.instant, instance: id(6), kind: .failed(.threw("no network"), retryAt: Self.instant.addingTimeInterval(60)))
        now = summary.take([failure])
        #expect(now.count == 1 && now.first?.level == .info && now.first?.message.contains("w-6 failed: ") == true)
        let received = (7..<1_000).map {
            EngineEvent(date: Self.instant, instance: id($0), kind: .timelineReceived(entries: 2, policy: .atEnd))
        }
        _ = summary.take(received)
        #expect(summary.finishIfQuiet(cachesRead: false).map(\.message).allSatisfy { !$0.hasPrefix("placed") })
        // Nothing was left to summarise after that burst; the start line waited for the caches.
        #expect(summary.finishIfQuiet().map(\.message) == ["placed 1,000 instances: 994 from cache, 994 reloaded"])
    }

    /// A burst of one failure names its first ten instances at info, the rest at debug, and
    /// how many failed so at its end; another failure is logged apart.
    @Test func aBurstOfFailuresNamesTheFirstTenAndCountsTheRest() {
        var summary = EngineLogSummary()
        let retry = Self.instant.addingTimeInterval(60)
        let crash = ProviderFailure.extensionFailed("the extension crashed (signal 11, segmentation fault) before answering")
        var events = (0..<25).map { index in
            EngineEvent(date: Self.instant, instance: WidgetInstanceID(rawValue: "w-\(index)"), kind: .failed(crash, retryAt: retry))
        }
        events.insert(
            EngineEvent(
                date: Self.instant, instance: WidgetInstanceID(rawValue: "other-1"), kind: .failed(.timedOut(seconds: 30), retryAt: retry)),
            at: 12)
        let now = summary.take(events)
        let info = now.filter { $0.level == .info }.map(\.message)
        #expect(info.count == 11, "\(info)")
        #expect(info.contains { $0.contains(" w-9 failed: the extension crashed") })
        #expect(!info.contains { $0.contains(" w-10 failed: ") })
        #expect(info.contains { $0.contains(" other-1 failed: no timeline within 30 s") })
        #expect(now.filter { $0.level == .debug }.count == 15)
        #expect(
            summary.finishIfQuiet().map(\.message) == [
                "\(Self.instant.formatted(.iso8601)) 25 instances failed: \(crash.description) (15 more at debug)"
            ])
    }

    @Test func theBurstsLinesInOrder() {
        var summary = EngineLogSummary()
        let stamp = Self.instant.formatted(.iso8601)
        let events = (0..<1_000).flatMap { index -> [EngineEvent] in
            let id = WidgetInstanceID(rawValue: "w-\(index)")
            return [
                EngineEvent(
                    date: Self.instant, instance: id,
                    kind: .reloadRequested(
                        reason: .placed, due: Self.instant, notBefore: Self.instant.addingTimeInterval(5), granted: index >= 6,
                        budgetLeft: nil)),
                EngineEvent(date: Self.instant, instance: id, kind: .timelineReceived(entries: 1, policy: .never)),
            ]
        }
        _ = summary.take(events)
        #expect(
            summary.finishIfQuiet().map(\.message) == [
                "\(stamp) reload requested (placed) for 1,000 instances: 994 granted, 6 deferred",
                "\(stamp) timeline received for 1,000 instances: 1,000 entries",
            ])
        #expect(EngineLogSummary.number(12_345_678) == "12,345,678" && EngineLogSummary.number(999) == "999")
    }
}
