import Foundation
import TestSupport
import WidgetEngine

import Testing

/// A front end that queues calls before running them: it asks whether each call is still
/// awaited, and a call's deadline counts from when it starts, not from when it was handed out.
struct QueuedCallTests {
    @Test func aCallsDeadlineCountsFromItsStart() throws {
        var h = EngineHarness()
        let id = h.place("queued")
        let request = try #require(h.advance(to: 0).first)
        #expect(h.engine.awaits(request.token))
        // It waits 20 s for a worker, then starts: its deadline moves from 30 s to 50 s.
        h.engine.began(request.token, at: h.at(20))
        #expect(h.engine.nextInstant(after: h.at(20)) == h.at(50))
        _ = h.advance(to: 45)
        #expect(h.engine.awaits(request.token))
        #expect(h.engine.states[id]?.failures.isEmpty == true)
        _ = h.advance(to: 50)
        #expect(!h.engine.awaits(request.token))
        #expect(h.engine.states[id]?.failures.last?.failure == .timedOut(seconds: 30))
    }

    @Test func aRemovedInstancesCallIsNoLongerAwaited() throws {
        var h = EngineHarness()
        let id = h.place("removed")
        let request = try #require(h.advance(to: 0).first)
        #expect(h.engine.isOnScreen(id)) // nothing set: everything is
        h.engine.setVisible([], at: h.now)
        #expect(!h.engine.isOnScreen(id))
        h.engine.remove(id)
        #expect(!h.engine.awaits(request.token))
        h.engine.began(request.token, at: h.at(1)) // changes nothing
        #expect(h.engine.states[id] == nil)
    }
}
