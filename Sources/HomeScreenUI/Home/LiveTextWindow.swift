import Foundation

/// A span after a whole step in which nothing on screen changes but live text: the widgets'
/// relative dates and timers on the page shown (``Text/DateStyle``) and the live activities'
/// strip (their elapsed time, and their plain updates, which the strip drawn again at every
/// frame shows). A tick inside it needs no step of the model (nothing the step reads changes
/// without a message), only the live text brought to the tick's instant
/// (``HomeScreen/liveTick(at:monotonic:arrived:)``).
///
/// It is open only while the grid alone is on screen and the step left nothing under way:
/// no call to start, no burst, no cache read, every instance placed. It ends at the model's
/// next instant besides live text (an entry's date, a reload, the status bar's minute, a
/// toast, a stack's re-check, an activity's change or save) and at any screen's own; every
/// message but a tick closes it, as do a tick before its start, anything else that arrived
/// from another thread (a `WidgetCenter` or `ControlCenter` request, a control's switch) and a
/// jump of the wall clock, which the whole step then takes.
struct LiveTextWindow {
    /// The step's instant: a tick before it (the wall clock set back) takes the whole step.
    let from: Date
    /// The first instant something besides live text may change.
    private(set) var until: Date

    /// Whether a tick at `now` falls inside.
    func contains(_ now: Date) -> Bool { from <= now && now < until }

    /// The window ending at `instant` if that comes first (what a live tick took brought a
    /// change nearer: an activity's stale date, its write).
    func ending(by instant: Date?) -> LiveTextWindow {
        var window = self
        if let instant { window.until = min(until, instant) }
        return window
    }

    /// The window after a whole step at `now` that answered `effects`, until the screen's next
    /// change besides live text (``HomeScreen/nextScheduledChange(after:)``); nil when none is open.
    @MainActor
    init?(from now: Date, until: Date?, screen: HomeScreen, effects: HomeEffects) {
        guard screen.stack.screens.count == 1, screen.stack.top is HomeGridScreen, !screen.model.placesRemaining,
            effects.calls.isEmpty, effects.finishedBurst == nil, effects.readCaches == nil, effects.launch == nil,
            effects.command == nil, !effects.quit, effects.backgroundQuery == nil, let until, until > now
        else { return nil }
        from = now
        self.until = until
    }
}
