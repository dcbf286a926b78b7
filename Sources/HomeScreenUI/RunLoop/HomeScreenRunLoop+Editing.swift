import Foundation
import HostIO
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
}
