import Foundation
import WidgetEngine

extension HomeScreenRunLoop {
    /// Listens on the control socket: each message is answered by the screen on the main
    /// queue, then a frame starts the reloads it asked for. When another home screen already
    /// listens there, this one runs without a socket (and says so).
    func startControl() {
        guard let controlPath else { return }
        do {
            control = try ControlListener(path: controlPath) { [weak self] message in
                guard let self else { return ControlReply(ok: false, message: "the home screen is closing") }
                let reply = self.screen.receive(message, at: self.clock.now)
                self.requestFrame()
                return reply
            }
        } catch {
            logger.warning("no control socket: \(error)")
            screen.announce("homescreen reload cannot reach this screen: \(error)", at: clock.now)
        }
    }

    /// Runs a gallery snapshot call off the main actor, as timelines are, and hands the result
    /// to the screen; a call that outlives its deadline is abandoned (the preview keeps its
    /// placeholder).
    func startSnapshot(_ request: ProviderRequest, at now: Date) {
        let context = screen.engine.context(for: request.instance, at: now, isPreview: true)
        let environment = screen.engine.resolveEnvironment(for: request.instance)
        let limit = Duration.seconds(max(0, request.deadline.timeIntervalSince(now)) + 1)
        let runner = self.runner
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [weak self] in
            guard let result = await runner.snapshot(for: request, context: context, environment: environment, limit: limit) else { return }
            await MainActor.run { [weak self] in
                guard let self else { return }
                self.screen.deliverSnapshot(result, for: request.token, at: self.clock.now)
                self.requestFrame()
            }
        }
    }
}
