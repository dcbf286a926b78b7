import Foundation
import WidgetEngine

extension HomeScreenRunLoop {
    /// Reloads the layout when its file changes on disk (an inotify read source on the main
    /// queue; no polling).
    func watchLayoutFile() {
        guard let file = screen.layoutSourceFile, let watcher = LayoutFileWatcher(file: file) else { return }
        watcher.start { [weak self] in
            guard let self else { return }
            // Redrawn whether the layout changed or a problem is shown.
            self.screen.reloadLayoutFile(at: self.clock.now)
            self.requestFrame()
        }
        layoutWatcher = watcher
    }

    /// Runs the configuration sheet's look-ups of parameter choices (widget code) off the main
    /// actor, each with the snapshot deadline, and hands the results back.
    func startOptionLookups() {
        let requests = screen.takeOptionRequests()
        guard !requests.isEmpty else { return }
        let runner = self.runner
        let limit = Duration.seconds(max(1, screen.engine.settings.snapshotDeadline))
        for request in requests {
            Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [weak self] in
                let result = await runner.options(from: request.provider, limit: limit)
                await MainActor.run { [weak self] in
                    guard let self else { return }
                    self.screen.deliverOptions(result, for: request, at: self.clock.now)
                    self.requestFrame()
                }
            }
        }
    }
}
