import Foundation
import WidgetEngine

extension HomeModel {
    /// The waiting calls into widget code to start now, as many as there are free workers:
    /// the user's own waits (a gallery snapshot, a parameter's choices) first, then the
    /// timelines of instances on screen, then the others, each group due soonest first. A
    /// timeline the engine no longer awaits (its instance removed, its call superseded or past
    /// its deadline) is dropped; one that starts has its deadline counted from now. A running
    /// timeline the engine gave up on frees its worker first.
    func startCalls(at now: Date) -> [WidgetCall] {
        let released = work.release { call in
            if case .timeline = call.work { !engine.awaits(call.token) } else { false }
        }
        for call in released { Self.logger.notice("\(call.summary) outlived its deadline; its worker is free for the next call") }
        // The engine is read in place, never copied: a copy alive while `began` changes it
        // would copy every instance's state at each start.
        let calls = work.start(onScreen: engine.visible) { call in rank(call) }
        for call in calls {
            if case .timeline = call.work { engine.began(call.token, at: now) }
        }
        return calls
    }

    /// Frees the worker of the call `token` (answered, or abandoned at its limit).
    func finishCall(_ token: UInt64) {
        work.finish(token)
    }

    /// Where `call` stands in the queue as things are now; nil when it is no longer wanted.
    private func rank(_ call: WidgetCall) -> WorkRank? {
        switch call.work {
        case let .timeline(request, _, _, _):
            guard engine.awaits(call.token) else { return nil }
            return WorkRank(
                urgency: engine.isOnScreen(request.instance.id) ? .onScreen : .offScreen, due: request.date, token: call.token)
        case let .snapshot(request, _, _):
            return WorkRank(urgency: .userWaits, due: request.date, token: call.token)
        case .options:
            return WorkRank(urgency: .userWaits, due: .distantPast, token: call.token)
        }
    }
}
