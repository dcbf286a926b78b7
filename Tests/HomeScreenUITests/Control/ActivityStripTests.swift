import BundledWidgets
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Live activities on the home screen, driven by the test pilot on a manual clock: a record
/// through the control socket's message is checked, kept and drawn in the top row; elapsed
/// time wakes the screen each second only while a running activity shows it; `a` expands the
/// strip and `x` dismisses; a restart shows the activities kept in the store.
@MainActor struct ActivityStripTests {
    static func record(state: String = #"{"progress":0.25}"#, ended: Bool = false) throws -> ActivityRecord {
        let start = Fixtures.instant
        let descriptor = try #require(BundledWidgets.testCatalog.activity(forKind: "build"))
        let attributes = #"{"name":"api","startedAt":"\#(ISO8601DateFormatter().string(from: start))"}"#
        var record = ActivityRecord(
            id: "0123456789ab", kind: "build", attributes: attributes, state: state, views: .empty, started: start)
        if ended {
            record.ended = start.addingTimeInterval(30)
            record.updated = start.addingTimeInterval(30)
            record.dismissal = start.addingTimeInterval(330)
        }
        record.views = try descriptor.views(for: record.payload(at: start))
        return record
    }

    static func pilot(store: EngineStore?) -> Pilot {
        Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0,
                store: store, screenSize: .init(width: 100, height: 40)))
    }

    @Test func anActivityFromTheSocketIsDrawnKeptAndDismissed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let screen = Self.pilot(store: store)
        await screen.start()
        screen.setClock(Fixtures.instant.addingTimeInterval(83))
        let idleWake = screen.send(.tick(monotonic: 83)).wake
        let reply = screen.send(.control(.activity(try Self.record()))).reply
        #expect(reply?.ok == true, "\(reply?.message ?? "")")
        let top = screen.frameText.split(separator: "\n").first.map(String.init) ?? ""
        #expect(top.contains("⚙ api 25% 1:23"))
        #expect(screen.screen.nextWake(after: screen.now) == Fixtures.instant.addingTimeInterval(84))
        #expect(store.loadActivities().records.map(\.id) == ["0123456789ab"])

        _ = screen.send(
            .control(
                .activity(
                    try Self.record(
                        state:
                            #"{"exitStatus":0,"endedAt":"\#(ISO8601DateFormatter().string(from: Fixtures.instant.addingTimeInterval(30)))"}"#,
                        ended: true))))
        let ended = screen.frameText.split(separator: "\n").first.map(String.init) ?? ""
        #expect(ended.contains("✓ api 0:30"))
        // Ended, it shows fixed text: no more per-second wakes than with no activity.
        #expect(screen.screen.nextWake(after: screen.now) == idleWake ?? screen.screen.nextWake(after: screen.now))
        #expect(screen.send(.control(.activity(try Self.record()))).reply?.ok == false)

        let restarted = Self.pilot(store: store)
        await restarted.start()
        restarted.readCaches()
        restarted.setClock(Fixtures.instant.addingTimeInterval(90))
        _ = restarted.send(.tick(monotonic: 90))
        #expect(restarted.frameText.split(separator: "\n").first?.contains("✓ api 0:30") == true)

        _ = restarted.press(.character("a"))
        #expect(restarted.frameText.contains("Live activities"))
        _ = restarted.press(.character("x"))
        #expect(!restarted.frameText.contains("Live activities"))
        #expect(restarted.frameText.split(separator: "\n").first?.contains("api") == false)
        #expect(store.loadActivities().records.isEmpty)
    }

    @Test func withNoActivityTheKeySaysHowToStartOne() async throws {
        let screen = Self.pilot(store: nil)
        await screen.start()
        _ = screen.press(.character("a"))
        #expect(screen.frameText.contains("no live activity"))
    }
}
