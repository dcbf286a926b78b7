import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Reloads paused (the Pause Reloads control): those that would run by themselves wait in
/// their slot without waking the engine; what the user asks for still runs; resumed, those due
/// run once.
struct PauseReloadsTests {
    @Test func reloadsThatRunByThemselvesWaitAndRunOnceWhenResumed() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(600))))
        h.engine.pauseReloads(true, at: h.now)
        #expect(h.engine.reloadsPaused)
        #expect(h.engine.nextInstant(after: h.now) == nil) // nothing to wake for
        #expect(h.advance(to: 700).isEmpty)
        h.engine.requestReload(id, reason: .widgetCenter, at: h.now)
        #expect(h.advance(to: 1_000).isEmpty)
        #expect(h.engine.nextInstant(after: h.now) == nil)

        h.engine.pauseReloads(false, at: h.now)
        let resumed = h.advance(to: 1_000)
        #expect(resumed.count == 1)
        #expect(resumed.first?.reason.runsByItself == true)
    }

    @Test func whatTheUserAsksForRunsWhilePaused() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(600))))
        h.engine.pauseReloads(true, at: h.now)
        #expect(h.advance(to: 700).isEmpty)
        h.engine.reloadByHand(id, at: h.now)
        #expect(h.advance(to: 700).map(\.reason) == [.foreground])
        let placed = h.place("b")
        #expect(h.advance(to: 701).map(\.instance.id) == [placed])
    }
}
