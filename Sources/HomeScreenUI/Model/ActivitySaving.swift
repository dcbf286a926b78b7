import Foundation

/// When the live activities are written to `activities.json`: at the next whole second after
/// a change, with every change of that second, so that an activity updated many times a
/// second costs one write a second, made at the frame the seconds shown need anyway. Nothing
/// here reads the clock: each change and step hands in `now`, and ``due`` joins the model's
/// next instant.
struct ActivitySaving {
    /// When the changes not written yet are written (nil: nothing waits).
    private(set) var due: Date?

    /// The activities changed at `now`: written at the next whole second.
    mutating func changed(at now: Date) {
        due = due ?? now.nextWholeSecond
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
