import Foundation
import HostIO
import WidgetEngine

extension HomeScreen {
    /// Takes the updates the control socket's thread answered since the last message
    /// (`arrived`, taken from ``ActivityInbox`` as this message began), at its instant: kept
    /// in the book like an update through ``HomeMessage/control(_:)``, and drawn by the next
    /// whole second (this message's frame, or the seconds tick the screen wakes for anyway).
    func takeArrivedUpdates(_ arrived: [ActivityUpdate], at now: Date) {
        guard !arrived.isEmpty else { return }
        if model.applyArrivedUpdates(arrived, at: now) { changeDrawsBySecond = true }
    }

    /// Tells ``activityInbox`` which activities run now and which ended, when that changed: only
    /// running ones' plain updates are answered off the main thread (or taken from a feed).
    func publishRunningActivities() {
        var running: [String: Date] = [:]
        var ended: Set<String> = []
        for record in model.activities.records {
            if record.ended == nil { running[record.id] = record.started } else { ended.insert(record.id) }
        }
        guard running != publishedRunning.running || ended != publishedRunning.ended else { return }
        publishedRunning = (running, ended)
        activityInbox.publish(running: running, ended: ended)
    }
}
