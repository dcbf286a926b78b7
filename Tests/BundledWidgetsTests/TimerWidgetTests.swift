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

    /// The timer control says when a running timer ends in the screen's hour cycle (as the
    /// screen publishes it; before that, the locale's that LC_ALL, LC_TIME or LANG names, C:
    /// "until 23:35"), not in Foundation's short style ("11:35 PM" under LANG=C.UTF-8);
    /// paused, the time left.
    @Test func theControlSaysWhenTheTimerEndsInTheScreensHourCycle() async throws {
        let (folder, _) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let folders = UserFolders(environment: ["HOME": folder.path, "XDG_STATE_HOME": folder.path])
        let file = try #require(TimerState.file(named: "Timer", folders: folders))
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // An hour on from the moment the provider reads the state (it reads the real clock);
        // the words are compared with the time of day worked out here.
        let until = Date().addingTimeInterval(3600)
        try TimerState.running(until: until).write(to: file)
        let provider = TimerControlValue(folders: folders)
        let running = try await provider.currentValue(configuration: TimerControlConfiguration())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.hour, .minute], from: until)
        let cycle = HourCycle.resolve(configured: nil, environment: ProcessInfo.processInfo.environment)
        #expect(running.words == "until " + cycle.time(hour: parts.hour ?? -1, minute: parts.minute ?? -1))
        // The screen's own hour cycle (`hour_cycle = "h12"` in config.toml), as it publishes it.
        let switches = HostSwitches()
        switches.publish(tinted: false, theme: "", command: [], hourCycle: .h12)
        let twelve = try await TimerControlValue(folders: folders, switches: switches).currentValue(
            configuration: TimerControlConfiguration())
        #expect(twelve.words == "until " + HourCycle.h12.time(hour: parts.hour ?? -1, minute: parts.minute ?? -1))
        try TimerState.paused(remaining: 150).write(to: file)
        #expect(try await provider.currentValue(configuration: TimerControlConfiguration()).words == "paused 2:30")
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
