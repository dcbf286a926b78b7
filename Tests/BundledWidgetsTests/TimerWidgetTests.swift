@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The timer pressed as a user would: Start, Pause, Resume and Reset at instants of a virtual
/// clock, each press followed by a reload, its state in a folder of the test's own.
struct TimerWidgetTests {
    /// A state folder of its own, and the widget keeping its timers there.
    private func scratch() throws -> (folder: URL, catalog: WidgetCatalog) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-timer-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let folders = UserFolders(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path])
        return (folder, WidgetCatalog([TimerWidget(folders: folders).body.descriptor]))
    }

    private func render(_ catalog: WidgetCatalog, at instant: Date, family: WidgetFamily = .systemSmall) async throws -> RenderedView {
        var context = Fixtures.plainContext()
        context.now = instant
        return try await WidgetRenderer.render(
            kind: TimerWidget.kind, in: catalog, family: family, configuration: ["minutes": .integer(4), "name": .string("Tea")],
            context: context)
    }

    private func press(_ label: String, in rendered: RenderedView, _ catalog: WidgetCatalog, at instant: Date) async throws {
        let target = try #require(rendered.pressTargets.first { $0.label == label }, "no \(label) in \(rendered.pressTargets.map(\.label))")
        _ = try await WidgetRenderer.press(target, kind: TimerWidget.kind, in: catalog, at: instant).get()
    }

    @Test func startPauseResumeAndReset() async throws {
        let (folder, catalog) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = Fixtures.instant
        let idle = try await render(catalog, at: start)
        #expect(idle.pressTargets.map(\.label) == ["Start"])
        Snapshot.assert(idle.text, named: "timer-small-idle")

        try await press("Start", in: idle, catalog, at: start)
        let running = try await render(catalog, at: start.addingTimeInterval(60))
        #expect(running.pressTargets.map(\.label) == ["Pause", "Reset"])
        Snapshot.assert(running.text, named: "timer-small-running")

        try await press("Pause", in: running, catalog, at: start.addingTimeInterval(90))
        let paused = try await render(catalog, at: start.addingTimeInterval(600), family: .systemMedium)
        #expect(paused.pressTargets.map(\.label) == ["Resume", "Reset"])
        #expect(paused.text.contains("Paused"))
        Snapshot.assert(paused.text, named: "timer-medium-paused")

        // Resumed ten minutes later: the 2:30 left run from then.
        try await press("Resume", in: paused, catalog, at: start.addingTimeInterval(600))
        let file = folder.appendingPathComponent("homescreen/timers/Tea.json")
        #expect(TimerState.read(file) == .running(until: start.addingTimeInterval(750)))
        let resumed = try await render(catalog, at: start.addingTimeInterval(660))
        #expect(resumed.pressTargets.map(\.label) == ["Pause", "Reset"])
        let done = try await render(catalog, at: start.addingTimeInterval(800), family: .systemMedium)
        #expect(done.text.contains("Done") && done.pressTargets.map(\.label) == ["Reset"])

        try await press("Reset", in: done, catalog, at: start.addingTimeInterval(900))
        let reset = try await render(catalog, at: start.addingTimeInterval(900))
        #expect(reset.text == idle.text)
    }

    @Test func statesStepAsTheButtonsSay() {
        let now = Fixtures.instant
        #expect(TimerState.idle.started(at: now, length: 60) == .running(until: now.addingTimeInterval(60)))
        #expect(TimerState.running(until: now.addingTimeInterval(60)).paused(at: now.addingTimeInterval(20)) == .paused(remaining: 40))
        #expect(TimerState.paused(remaining: 40).started(at: now, length: 60) == .running(until: now.addingTimeInterval(40)))
        #expect(TimerState.running(until: now).paused(at: now.addingTimeInterval(5)) == .running(until: now))
        #expect(TimerView.clock(3_723) == "1:02:03" && TimerView.clock(240) == "4:00")
    }
}
