import Foundation

/// When pushed content is saved. A live widget pushes an entry a second while it is shown;
/// writing its cache file each time would cost a disk write and a thread's wakeup a second
/// for content that is only a restart's first glimpse. So an instance's pushes are saved at
/// most once per interval: the first at once, the ones after it when the interval since that
/// save ends (an instant the engine wakes for, once a minute at most), so the last content
/// pushed is on disk at most an interval later, and nothing is left unsaved.
struct PushSaves {
    /// When each instance's pushed content was last handed over for saving.
    private var lastSaved: [WidgetInstanceID: Date] = [:]
    /// Instances whose latest push is not saved yet.
    private(set) var waiting: Set<WidgetInstanceID> = []
    /// When the waiting pushes are saved (nil: none waits).
    private(set) var due: Date?

    /// A push for `id` at `now`: true when it is to be saved now; else it waits for ``due``.
    mutating func pushed(_ id: WidgetInstanceID, at now: Date, interval: TimeInterval) -> Bool {
        if let last = lastSaved[id], now < last.addingTimeInterval(interval) {
            waiting.insert(id)
            let when = last.addingTimeInterval(interval)
            due = due.map { min($0, when) } ?? when
            return false
        }
        lastSaved[id] = now
        waiting.remove(id)
        return true
    }

    /// The waiting instances, when their saving is due at `now` (they count as saved now).
    mutating func takeDue(at now: Date) -> Set<WidgetInstanceID> {
        guard let due, due <= now else { return [] }
        defer {
            waiting = []
            self.due = nil
        }
        for id in waiting { lastSaved[id] = now }
        return waiting
    }

    /// Forgets `id` (removed from the screen).
    mutating func forget(_ id: WidgetInstanceID) {
        lastSaved[id] = nil
        waiting.remove(id)
    }
}
