import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// A running activity's plain updates answered off the main thread (``ActivityInbox``): taken
/// and checked where they arrive, coalesced to the last, and drawn only at the next message the
/// screen handles anyway (the seconds tick), on a manual clock.
@MainActor struct ActivityInboxTests {
    private static let id = "0123456789ab"

    private static func update(_ progress: Double) throws -> ActivityUpdate {
        ActivityUpdate(try ActivityStripTests.record(state: #"{"progress":\#(progress)}"#))
    }

    @Test func aPlainUpdateOfARunningActivityIsTakenCheckedAndCoalescedAndTheRestIsHandedOn() throws {
        let inbox = ActivityInbox()
        let plain = ControlMessage.activityUpdate(try Self.update(0.5))
        // Nothing said yet: the main thread answers (and later ones follow it there).
        #expect(inbox.answer(plain) == nil)
        inbox.handedOnAnswered()
        inbox.publish(running: [Self.id: Fixtures.instant])
        #expect(inbox.answer(plain) == nil, "the screen has not said it wakes within a second")
        inbox.handedOnAnswered()
        #expect(!inbox.publish(drainsSoon: true))

        #expect(inbox.answer(plain) == ControlReply(ok: true, message: "activity \(Self.id) updated"))
        #expect(inbox.answer(.activityUpdate(try Self.update(0.75))) == ControlReply(ok: true, message: "activity \(Self.id) updated"))
        #expect(inbox.publish(drainsSoon: true), "updates wait")
        let taken = inbox.take()
        #expect(taken.map(\.state) == [#"{"progress":0.75}"#])
        #expect(inbox.take().isEmpty)

        // Refused here with the main thread's own words: the limits, a date before the start.
        var big = try Self.update(0.5)
        big.state = #"{"log":"\#(String(repeating: "x", count: 5_000))"}"#
        #expect(inbox.answer(.activityUpdate(big))?.message.hasPrefix("activity \(Self.id) refused: the state is 5010 bytes") == true)
        var early = try Self.update(0.5)
        early.updated = Fixtures.instant.addingTimeInterval(-1)
        #expect(
            inbox.answer(.activityUpdate(early))
                == ControlReply(ok: false, message: "activity \(Self.id) refused: its dates are out of order"))

        // Handed on: an alert, an end, an id not running, any other message; while one is
        // unanswered, a plain update follows it (a client's order is kept).
        var alerted = try Self.update(0.5)
        alerted.alert = "half way"
        var ending = try Self.update(1)
        ending.ended = Fixtures.instant.addingTimeInterval(30)
        var stranger = try Self.update(0.5)
        stranger.id = "00000000000f"
        for message in [ControlMessage.activityUpdate(alerted), .activityUpdate(ending), .activityUpdate(stranger), .reload(kind: nil)] {
            #expect(inbox.answer(message) == nil)
        }
        #expect(inbox.answer(plain) == nil)
        for _ in 0..<5 { inbox.handedOnAnswered() }
        #expect(inbox.answer(plain)?.ok == true)
        inbox.publish(running: [:])
        #expect(inbox.answer(plain) == nil, "ended: the main thread refuses it")
    }

    /// Through the run loop on a manual clock: an update taken by the inbox is not drawn until
    /// the next message (the seconds tick) takes it, then drawn in that frame; several in one
    /// second come to the last; an ended activity's update is refused by the main thread.
    @Test func anUpdateTakenOffTheMainThreadIsDrawnAtTheNextTickAndAnEndedOneIsRefused() async throws {
        let screen = try await ActivityStripTests.screenWithARunningActivity()
        #expect(screen.text.contains("⚙ api 25% 1:24"))
        #expect(screen.wake == Fixtures.instant.addingTimeInterval(85))

        let inbox = screen.screen.activityInbox
        let draws = screen.terminal.drawCount
        screen.setClock(Fixtures.instant.addingTimeInterval(84.3))
        #expect(inbox.answer(.activityUpdate(try Self.update(0.5)))?.ok == true)
        screen.setClock(Fixtures.instant.addingTimeInterval(84.6))
        #expect(inbox.answer(.activityUpdate(try Self.update(0.75)))?.ok == true)
        // Not taken yet: the model and the screen are as they were, and nothing woke.
        #expect(screen.screen.model.activities.record(Self.id)?.state == #"{"progress":0.25}"#)
        #expect(screen.terminal.drawCount == draws)
        #expect(screen.text.contains("⚙ api 25% 1:24"))

        screen.tick(at: Fixtures.instant.addingTimeInterval(85))
        #expect(screen.terminal.drawCount == draws + 1)
        #expect(screen.text.contains("⚙ api 75% 1:25"))
        #expect(inbox.take().isEmpty)

        // Ended (through the main thread): the inbox no longer takes its updates, and the main
        // thread refuses them.
        var ending = try Self.update(1)
        ending.ended = Fixtures.instant.addingTimeInterval(30)
        ending.updated = Fixtures.instant.addingTimeInterval(30)
        #expect(screen.send(.control(.activityUpdate(ending))).reply?.ok == true)
        let late = ControlMessage.activityUpdate(try Self.update(0.5))
        #expect(inbox.answer(late) == nil)
        #expect(
            screen.send(.control(late)).reply
                == ControlReply(
                    ok: false, message: "activity \(Self.id) refused: activity \(Self.id) has ended; it takes no more changes",
                    reason: .activityEnded))
        inbox.handedOnAnswered()
    }

    /// An update taken just as the loop arms its timer further than a second off (it arrived
    /// after the last message took the inbox, before the loop said it no longer wakes within a
    /// second) wakes the loop at once, so it is still drawn within the second.
    @Test func anUpdateWaitingWhenTheNextWakeIsFarOffWakesTheLoopAtOnce() async throws {
        let screen = try await ActivityStripTests.screenWithARunningActivity()
        let inbox = screen.screen.activityInbox
        #expect(inbox.answer(.activityUpdate(try Self.update(0.5)))?.ok == true)
        var far = HomeEffects()
        far.wake = screen.now.addingTimeInterval(60)
        screen.loop.apply(far, at: screen.now)
        #expect(screen.wake == screen.now)
        #expect(inbox.answer(.activityUpdate(try Self.update(0.75))) == nil, "no wake within a second is promised now")
        inbox.handedOnAnswered()
        screen.tick()
        #expect(screen.text.contains("⚙ api 50% 1:24"))
    }
}
