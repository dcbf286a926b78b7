import Foundation
import WidgetEngine

extension HomeScreenRunLoop {
    /// Runs a call into widget code off the main actor and hands its result back. A call
    /// that outlives its limit is abandoned (the engine has already marked a timeline failed;
    /// a gallery preview keeps its placeholder); its worker is free again all the same.
    ///
    /// The waiting is on the one coordination queue; the widget code runs on a private queue
    /// of its own (``RealTimeLimit``). The work queue starts at most as many calls as it has
    /// workers, so at most that many threads run widget code (see ``WorkQueue``).
    func start(_ call: WidgetCall) {
        let runner = self.runner
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [weak self] in
            let result = await call.run(with: runner)
            await MainActor.run { [weak self] in self?.finished(call, with: result) }
        }
    }

    /// Takes a call's answer (nil: abandoned at its limit), starts the calls waiting for the
    /// worker it freed, and draws once the main queue is free when the answer shows or the
    /// burst is over. An answer for an instance off screen draws nothing, so while calls
    /// still run it waits for the next frame: a burst of a thousand first timelines, answered
    /// a few at a time, costs a frame per answer on screen, not one per answer.
    private func finished(_ call: WidgetCall, with result: WidgetCallResult?) {
        let now = clock.now
        let shows = screen.answerShows(call)
        if let result {
            screen.complete(call.token, with: result, at: now)
            releaseFirstFrameIfReady(at: now)
        } else {
            screen.abandon(call.token)
            Self.logger.warning(
                "abandoned \(call.summary) at its limit (\(call.limit)); \(runner.abandoned.stillRunning) abandoned calls still run")
        }
        for next in screen.startCalls(at: now) { start(next) }
        let burst = screen.takeFinishedBurst()
        if let burst { MemoryRelease.afterBurst(of: burst) }
        if shows || burst != nil || screen.workLoad.running == 0 { requestFrame() }
    }
}
