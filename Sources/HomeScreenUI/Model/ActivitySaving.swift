import Foundation

/// When the live activities are written to `activities.json`. A start, an end or a dismissal
/// is written at the next whole second, with every change of that second. A running
/// activity's new state (an update, which may come every second) waits up to
/// ``stateWait``: each write is an encoding and two `fsync`s on the writer's thread, which
/// cost more than a minute of updates, and the file is a cache (the screen keeps the latest
/// state, answers `activity-record` with it, and writes it when it quits; after a crash, a
/// running activity's next update brings its state back). Nothing here reads
/// the clock: each change and step hands in `now`, and ``due`` joins the model's next instant.
struct ActivitySaving {
    /// How long a running activity's new state may wait to be written, at most.
    static let stateWait: TimeInterval = 120

    /// When the changes not written yet are written (nil: nothing waits).
    private(set) var due: Date?

    /// The activities changed at `now`: written at the next whole second, or, for a running
    /// activity's new state only (`stateOnly`), within ``stateWait`` (at a whole second).
    mutating func changed(at now: Date, stateOnly: Bool = false) {
        let wanted = (stateOnly ? now.addingTimeInterval(Self.stateWait - 1) : now).nextWholeSecond
        due = min(due ?? wanted, wanted)
    }

    /// True when changes wait and their time has come at `now` (or the home screen is
    /// closing, with `force`).
    func isDue(at now: Date, force: Bool = false) -> Bool {
        guard let due else { return false }
        return force || due <= now
    }

    /// The changes were handed to the writer.
    mutating func saved() {
        due = nil
    }
}
