import Foundation

extension TimelineEngine {
    /// Pauses or resumes the reloads that would run by themselves: a reload policy, background
    /// `WidgetCenter` requests, retries after failures and clock changes (the budget's off
    /// switch). While paused they wait in each instance's one slot and the engine does not
    /// wake for them; resumed, those due run at once, one per instance. What the user asks for
    /// (a first timeline after placing, a configuration edit, a press, `r`) still runs.
    public mutating func pauseReloads(_ paused: Bool, at now: Date) {
        guard paused != reloadsPaused else { return }
        reloadsPaused = paused
        for id in order where states[id]?.scheduled != nil { reschedule(id, at: now) }
    }

    /// Whether a reload for `reason` waits now.
    func isHeld(_ reason: ReloadReason) -> Bool {
        reloadsPaused && reason.runsByItself
    }
}
