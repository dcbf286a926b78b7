import Foundation
import WidgetEngine

extension HomeScreenRunLoop {
    /// Runs a call into widget code off the main actor and hands its result back. A call
    /// that outlives its limit is abandoned (the engine has already marked a timeline failed;
    /// a gallery preview keeps its placeholder); its worker is free again all the same.
    ///
    /// The waiting is on the one coordination queue; the widget code runs on a private queue
    /// of its own (``RealTimeLimit``), and since the work queue starts at most its workers'
    /// count at once, so many threads run widget code at most (see ``WorkQueue``).
    func start(_ call: WidgetCall) {
        let runner = self.runner
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [weak self] in
            let result = await call.run(with: runner)
            await MainActor.run { [weak self] in self?.finished(call, with: result) }
        }
    }

    /// Takes a call's answer (nil: abandoned at its limit), starts the calls waiting for the
    /// worker it freed, and draws once the main queue is free.
    private func finished(_ call: WidgetCall, with result: WidgetCallResult?) {
        let now = clock.now
        if let result {
            screen.complete(call.token, with: result, at: now)
            releaseFirstFrameIfReady(at: now)
        } else {
            screen.abandon(call.token)
            let kind = call.providerRequest?.instance.kind ?? call.optionsRequest.map { "the choices of \($0.parameter) for \($0.instance.rawValue)" } ?? "?"
            Self.logger.warning(
                "abandoned a call to \(kind) at its limit (\(call.limit)); \(runner.abandoned.stillRunning) abandoned calls still run")
        }
        for next in screen.startCalls(at: now) { start(next) }
        if let burst = screen.takeFinishedBurst() { MemoryRelease.afterBurst(of: burst) }
        requestFrame()
    }
}
