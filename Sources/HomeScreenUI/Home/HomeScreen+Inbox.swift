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

    /// Tells ``activityInbox`` which activities run now, when that changed: only their plain
    /// updates are answered off the main thread.
    func publishRunningActivities() {
        var running: [String: Date] = [:]
        for record in model.activities.records where record.ended == nil { running[record.id] = record.started }
        guard running != publishedRunning else { return }
        publishedRunning = running
        activityInbox.publish(running: running)
    }
}
