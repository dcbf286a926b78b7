import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Failures in a row: retries after 1, 5, 15 and 60 minutes, and after five an instance is
/// stopped until the user reloads it by hand.
struct StoppedInstanceTests {
    let crash = ProviderFailure.extensionFailed("the extension crashed (killed by signal 11)")

    /// Fails every call due at `offset` with `failure`; the next reload's instant, if any.
    private func failDue(_ h: inout EngineHarness, at offset: TimeInterval, with failure: ProviderFailure) -> Date? {
        let requests = h.advance(to: offset)
        #expect(!requests.isEmpty)
        for request in requests { h.engine.deliver(.failure(failure), for: request.token, at: h.now) }
        return h.nextReload(WidgetInstanceID(rawValue: "a"))
    }

    /// An instance with a timeline (one entry, policy never) failed five times in a row: at 0,
    /// 1, 6, 21 and 81 minutes.
    private func stoppedHarness(settings: EngineSettings = .standard) -> (EngineHarness, WidgetInstanceID) {
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        var retries: [Date?] = []
        for offset: TimeInterval in [0, 60, 360, 1_260, 4_860] { retries.append(failDue(&h, at: offset, with: crash)) }
        #expect(retries == [h.at(60), h.at(360), h.at(1_260), h.at(4_860), nil])
        return (h, id)
    }

    @Test func fiveFailuresInARowStopTheInstanceWithItsLastContentAndNothingWakesForIt() throws {
        var (h, id) = stoppedHarness()
        let state = try #require(h.engine.states[id])
        #expect(state.isStopped)
        #expect(state.consecutiveFailures == 5)
        #expect(state.scheduled == nil)
        #expect(h.shown(id) == "e0")
        let display = try #require(h.engine.display(id, at: h.now))
        #expect(display.failed && display.stopped)
        #expect(h.engine.nextInstant(after: h.now) == nil)
        #expect(h.advance(to: 400_000).isEmpty)

        let events = h.engine.takeEvents()
        #expect(events.last?.kind == .stopped(crash, after: 5))
        #expect(
            events.last?.description.hasSuffix(
                "a stopped after 5 failures in a row; last: the extension crashed (killed by signal 11) — press r to try again") == true)
        let report = try #require(h.engine.budgetReport(for: id, at: h.now))
        #expect(report.notice == .stopped(crash, after: 5))
        #expect(report.nextReload == nil)
    }

    @Test func noReloadButTheUsersRestartsAStoppedInstance() throws {
        var (h, id) = stoppedHarness()
        h.now = h.at(5_000)
        // The widget's own code (WidgetCenter), the theme's foreground reload, a clock change,
        // an interaction and the start-up's cache adoption: none of them.
        h.engine.apply([.kind("probe"), .all], at: h.now)
        h.engine.requestReloadAll(reason: .foreground, at: h.now)
        h.engine.requestReload(id, reason: .interaction, at: h.now)
        h.engine.observeClock(wall: h.now, monotonic: 0)
        h.engine.observeClock(wall: h.at(8_600), monotonic: 60)
        let cache = CachedInstance(state: try #require(h.engine.states[id]))
        h.engine.adopt(cache, at: h.now)
        #expect(h.engine.states[id]?.scheduled == nil)
        #expect(h.engine.nextInstant(after: h.now) == nil)
        #expect(h.advance(to: 90_000).isEmpty)
        #expect(h.engine.states[id]?.isStopped == true)
    }

    @Test func theUsersReloadRestartsAtOnceAndCountsFailuresAfresh() throws {
        var (h, id) = stoppedHarness()
        h.now = h.at(10_000)
        h.engine.reloadByHand(id, at: h.now)
        #expect(h.engine.states[id]?.isStopped == false)
        #expect(h.engine.states[id]?.consecutiveFailures == 0)
        #expect(h.engine.display(id, at: h.now)?.stopped == false)
        let requests = h.advance(to: 10_000)
        #expect(requests.map(\.reason) == [.foreground])
        // The next failure is the first of a new row: a minute.
        for request in requests { h.engine.deliver(.failure(crash), for: request.token, at: h.now) }
        #expect(h.nextReload(id) == h.at(10_060))
        #expect(h.engine.states[id]?.failures.count == 6) // the history stays
    }

    @Test func reloadingEverythingByHandOrEditingTheConfigurationRestartsToo() {
        var (h, id) = stoppedHarness()
        h.engine.reloadAllByHand(at: h.at(5_000))
        #expect(h.engine.states[id]?.isStopped == false)
        #expect(h.advance(to: 5_000).map(\.reason) == [.foreground])

        var (edited, editedID) = stoppedHarness()
        edited.engine.updateConfiguration(editedID, to: ["x": .integer(1)], at: edited.at(5_000))
        #expect(edited.engine.states[editedID]?.isStopped == false)
        #expect(edited.advance(to: 5_000).map(\.reason) == [.configurationEdit])
    }

    @Test func aFailureSaysWhenItRetriesInTheLogAndTheReport() throws {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        _ = failDue(&h, at: 0, with: .threw("network down"))
        _ = failDue(&h, at: 60, with: .timedOut(seconds: 30))
        let retry = h.at(360)
        let report = try #require(h.engine.budgetReport(for: id, at: h.now))
        #expect(report.notice == .retrying(.timedOut(seconds: 30), at: retry))
        #expect(
            report.notice?.line { _ in "09:47:00 (in 5 min)" }
                == "failed: no timeline within 30 s; retrying at 09:47:00 (in 5 min)")
        let logged = h.engine.takeEvents().last { if case .failed = $0.kind { true } else { false } }
        #expect(
            logged?.description.hasSuffix("a failed: no timeline within 30 s; retrying at \(retry.formatted(.iso8601)) (in 5 min)") == true)
        // While the retry runs, the notice says so.
        _ = h.advance(to: 360)
        #expect(h.engine.states[id]?.failureNotice?.line { _ in "" } == "failed: no timeline within 30 s; trying again now")
    }

    @Test func theTableAndTheLimitAreSettings() {
        var settings = EngineSettings.standard
        settings.backoffSteps = [10, 20]
        settings.stopAfterFailures = 3
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        #expect(failDue(&h, at: 0, with: crash) == h.at(10))
        #expect(failDue(&h, at: 10, with: crash) == h.at(30))
        #expect(failDue(&h, at: 30, with: crash) == nil)
        #expect(h.engine.states[id]?.isStopped == true)
    }

    @Test func aSuccessEndsTheRow() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        for offset: TimeInterval in [0, 60, 360, 1_260] { _ = failDue(&h, at: offset, with: crash) }
        h.deliver(h.timeline([4_860]), to: h.advance(to: 4_860))
        #expect(h.engine.states[id]?.consecutiveFailures == 0)
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        #expect(failDue(&h, at: 4_860, with: crash) == h.at(4_920)) // a minute again, not stopped
        #expect(h.engine.states[id]?.isStopped == false)
    }
}
