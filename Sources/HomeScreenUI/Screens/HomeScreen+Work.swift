import Foundation
import WidgetEngine

extension HomeScreen {
    /// The waiting calls into widget code to start now, as many as workers are free (the run
    /// loop asks after each call ends): the user's own waits first, then what is on screen,
    /// then the rest, due soonest first; calls no longer wanted are dropped.
    public func startCalls(at now: Date) -> [WidgetCall] {
        model.startCalls(at: now)
    }

    /// Frees the worker of the call `token`, which gave no answer within its limit (its task
    /// is abandoned; the engine marks the timeline failed at its own deadline).
    public func abandon(_ token: UInt64) {
        model.finishCall(token)
    }

    /// Whether the answer to `call` can change what is drawn: a gallery snapshot, a
    /// parameter's choices, or the timeline of an instance on screen.
    public func answerShows(_ call: WidgetCall) -> Bool {
        guard case let .timeline(request, _, _, _) = call.work else { return true }
        return model.engine.isOnScreen(request.instance.id)
    }

    /// How many calls wait for a worker, and how many run.
    public var workLoad: (waiting: Int, running: Int) {
        (model.work.waitingCount, model.work.running.count)
    }

    /// How many calls ran since the work queue was last idle, once it is idle again; nil while
    /// calls wait or run. The run loop gives memory back after a burst.
    public func takeFinishedBurst() -> Int? {
        model.work.takeBurst()
    }
}
