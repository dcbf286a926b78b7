import Foundation
import HostIO

/// The clients of installed extensions described again while the home screen runs (its
/// catalog made again): kept so the screen stops their programs when it quits, as it stops
/// those of the start. Those a new catalog replaced stop by themselves once idle.
final class InstalledClients: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [InstalledWidgets] = []

    /// Keeps `installed`'s clients.
    func keep(_ installed: InstalledWidgets) {
        lock.withLock { kept.append(installed) }
    }

    /// Stops every kept program still running.
    func stopAll() {
        for installed in lock.withLock({ kept }) { installed.stopAll() }
    }
}
