import Foundation
import HostIO
import WidgetEngine

extension HomeScreen {
    /// A tick inside the live-text window (``LiveTextWindow``): the live text on the page
    /// shown and in the activities' strip is brought to `now` and nothing else, since nothing
    /// else changed. Answers the same effects the whole step would (a redraw, the next wake),
    /// or nil when the tick must take the whole step: outside the window (the clock set back
    /// too), when no frame was drawn since the last whole step, after a switch changed, or when
    /// the wall clock jumped. Its frame keeps the tiles' keys and the last frame's basis
    /// (``TileRenderer/keysHeld``, ``FramePainter``), which cannot change inside the window.
    ///
    /// Running activities' plain updates taken off the main thread (`arrived`, from
    /// ``ActivityInbox``) are kept in the book here too while their strip shows: the strip is
    /// drawn again at every frame, and the window then ends by their next change (a stale
    /// date) and their write.
    ///
    /// The seconds tick is the home screen's most frequent message: the model's step, the
    /// stacks' ranking and the calls' bookkeeping it skips cost more than the live text itself
    /// (docs/performance.md, "A tick inside the live-text window").
    func liveTick(at now: Date, monotonic: TimeInterval, arrived: [ActivityUpdate]) -> HomeEffects? {
        guard stepDrawn, var window = liveWindow, window.contains(now), switches.changes == switchChangesApplied,
            model.hosted.engine.clockDrift(wall: now, monotonic: monotonic) == nil,
            arrived.isEmpty || model.showsActivities(at: now)
        else { return nil }
        if !arrived.isEmpty {
            _ = model.applyArrivedUpdates(arrived, at: now)
            window = window.ending(by: [model.activities.nextChange(after: now), model.activitySaving.due].compactMap(\.self).min())
            liveWindow = window
        }
        gridTiles?.keysHeld = true
        liveFrameDue = true
        noteQuietTiles(at: now)
        var effects = HomeEffects()
        effects.draw = .redraw
        effects.wake = nextLiveTick(after: now).map { min($0, window.until) } ?? window.until
        liveTicks += 1
        return effects
    }
}
