import Foundation

extension TimelineEngine {
    /// Asks for a reload of `id` now for `reason` (foreground, configuration edit,
    /// interaction, WidgetCenter, ...). A stopped instance is not reloaded: only
    /// ``reloadByHand(_:at:)`` restarts it.
    public mutating func requestReload(_ id: WidgetInstanceID, reason: ReloadReason, at now: Date) {
        schedule(id, reason: reason, due: now, at: now)
    }

    /// The user's reload of `id` (`r` on its tile): at once, free of budget, and a fresh start:
    /// a stopped instance runs again and its failures in a row count from zero.
    public mutating func reloadByHand(_ id: WidgetInstanceID, at now: Date) {
        restart(id)
        requestReload(id, reason: .foreground, at: now)
    }

    /// A file or folder `id` reads changed on disk: a reload now, free of budget. Changes that
    /// arrive while it runs (the rest of a save, a program writing in steps) make one more
    /// reload after it, not one each: it may have read the file before they were made. A
    /// stopped instance stays stopped (only the user's `r` restarts it, so a file written in a
    /// loop cannot drive a crashing widget in a loop).
    public mutating func reloadForSourceChange(_ id: WidgetInstanceID, at now: Date) {
        requestReload(id, reason: .sourceChanged, at: now)
    }

    /// The user's reload of every instance (`R`), each as ``reloadByHand(_:at:)``.
    public mutating func reloadAllByHand(at now: Date) {
        for id in order { reloadByHand(id, at: now) }
    }

    /// Clears the stopped state and the failures in a row (the recent failures stay listed).
    mutating func restart(_ id: WidgetInstanceID) {
        guard var state = states[id], state.hasFailed || state.isStopped else { return }
        if state.isStopped { state.lifecycle = .active }
        state.consecutiveFailures = 0
        states[id] = state
    }

    /// `WidgetCenter.reloadTimelines(ofKind:)`: every instance of `kind`; charged to the budget
    /// unless `reason` is free (a foreground request).
    public mutating func requestReload(ofKind kind: String, reason: ReloadReason = .widgetCenter, at now: Date) {
        for id in order where states[id]?.instance.kind == kind {
            requestReload(id, reason: reason, at: now)
        }
    }

    /// `WidgetCenter.reloadAllTimelines()` (charged), the user's "reload all" (`.foreground`)
    /// or a clock change (`.clockChange`), for every instance.
    public mutating func requestReloadAll(reason: ReloadReason = .widgetCenter, at now: Date) {
        for id in order { requestReload(id, reason: reason, at: now) }
    }

    /// Applies WidgetCenter requests, charged to the budget.
    public mutating func apply(_ requests: [WidgetCenter.Request], at now: Date) {
        for request in requests {
            switch request {
            case let .kind(kind): requestReload(ofKind: kind, reason: .widgetCenter, at: now)
            case .all: requestReloadAll(reason: .widgetCenter, at: now)
            }
        }
    }

    /// Compares the wall clock with the monotonic clock: a jump of more than the threshold (a
    /// time or zone change) reloads everything, free of budget.
    public mutating func observeClock(wall: Date, monotonic: TimeInterval) {
        defer { clockReference = (wall, monotonic) }
        guard let drift = clockDrift(wall: wall, monotonic: monotonic) else { return }
        for id in order { outbox.events.append(EngineEvent(date: wall, instance: id, kind: .clockChanged(by: drift))) }
        requestReloadAll(reason: .clockChange, at: wall)
    }

    /// How far the wall clock jumped against the monotonic clock since the last observation,
    /// when by more than the threshold (nil: no jump, or nothing observed yet): what
    /// ``observeClock(wall:monotonic:)`` would reload everything for.
    public func clockDrift(wall: Date, monotonic: TimeInterval) -> TimeInterval? {
        guard let reference = clockReference else { return nil }
        let drift = wall.timeIntervalSince(reference.wall) - (monotonic - reference.monotonic)
        return abs(drift) > settings.clockJumpThreshold ? drift : nil
    }

    /// Puts a reload in the instance's single slot: merged with one due within the coalescing
    /// window (or already running since then), held back by the budget and minimum spacing
    /// when charged. A stopped instance takes none. An interaction's or a changed file's reload
    /// is never merged with one already running: that one was asked before the intent or the
    /// file changed anything, so the reload follows it.
    mutating func schedule(_ id: WidgetInstanceID, reason: ReloadReason, due: Date, at now: Date) {
        guard var state = states[id], !state.isStopped, catalog.descriptor(forKind: state.instance.kind) != nil else { return }
        // While paused, what the user asks for replaces a reload that waits: its timeline's
        // policy decides what follows.
        if let waiting = state.scheduled, isHeld(waiting.reason), !isHeld(reason) { state.scheduled = nil }
        if !reason.followsRunningReload, let flight = state.inFlight, due >= flight.startedAt,
            due.timeIntervalSince(flight.startedAt) <= settings.coalescingWindow
        {
            outbox.events.append(EngineEvent(date: now, instance: id, kind: .reloadCoalesced(reason: reason)))
            return
        }
        var slot = (due: due, reason: reason)
        if let existing = state.scheduled {
            if abs(existing.due.timeIntervalSince(due)) <= settings.coalescingWindow {
                slot = (min(existing.due, due), existing.reason.merged(with: reason))
                outbox.events.append(EngineEvent(date: now, instance: id, kind: .reloadCoalesced(reason: reason)))
            } else if existing.due < due, existing.notBefore <= due || !reason.isFree {
                // The earlier reload brings a new timeline, whose policy decides what follows.
                // (Unless the budget holds it back past a free reload's due: that one goes first.)
                outbox.events.append(EngineEvent(date: now, instance: id, kind: .reloadCoalesced(reason: reason)))
                return
            }
        }
        let notBefore = state.ledger.earliestAllowed(slot.due, free: isFree(slot.reason, for: state), settings: settings)
        state.scheduled = InstanceState.ScheduledReload(due: slot.due, reason: slot.reason, notBefore: notBefore)
        states[id] = state
        outbox.events.append(
            EngineEvent(
                date: now, instance: id,
                kind: .reloadRequested(
                    reason: slot.reason, due: slot.due, notBefore: notBefore, granted: notBefore <= slot.due,
                    budgetLeft: state.ledger.remaining(at: now, settings: settings))))
        reschedule(id, at: now)
    }

    /// The budget view of `id` at `now`; nil when it is not placed.
    public func budgetReport(for id: WidgetInstanceID, at now: Date) -> BudgetReport? {
        guard let state = states[id] else { return nil }
        let start = now.addingTimeInterval(-settings.budgetWindow)
        let charged = state.ledger.charged.filter { $0 > start }
        let last =
            state.lastReload.map { BudgetReport.Reload(at: $0.at, reason: $0.reason) }
            ?? state.ledger.lastReload.map { BudgetReport.Reload(at: $0, reason: nil) }
        return BudgetReport(
            instance: state.instance,
            budget: settings.budget,
            remaining: state.ledger.remaining(at: now, settings: settings),
            window: settings.budgetWindow,
            minimumSpacing: settings.minimumSpacing,
            chargedInWindow: charged,
            nextReturn: charged.first.map { $0.addingTimeInterval(settings.budgetWindow) },
            lastReload: last,
            running: state.inFlight.map { BudgetReport.Running(since: $0.startedAt, reason: $0.reason, deadline: $0.deadline) },
            nextReload: state.scheduled.map { BudgetReport.Scheduled(due: $0.due, reason: $0.reason, notBefore: $0.notBefore) },
            policy: state.summary?.policy,
            failures: state.failures,
            notice: state.failureNotice)
    }
}
