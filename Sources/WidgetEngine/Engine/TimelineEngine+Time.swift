import Foundation

extension TimelineEngine {
    /// Moves the engine to `now`: expired deadlines become failures, and reloads whose time
    /// has come are returned as provider calls to make (marked under way).
    ///
    /// Visible instances go first: while a call for an instance on screen is under way, a
    /// hidden instance's due reload waits (it goes out once no visible call is under way, or
    /// at once when it comes on screen), so what the user sees is never slowed by widgets on
    /// other pages competing for the processor.
    public mutating func advance(to now: Date) -> [ProviderRequest] {
        var requests: [ProviderRequest] = []
        outbox.changed.formUnion(outbox.pushSaves.takeDue(at: now))
        let due = queue.popDue(at: now)
        // Visible instances first: their calls decide whether hidden ones wait.
        for id in due.filter(isVisible) + due.filter({ !isVisible($0) }) {
            guard var state = states[id] else { continue }
            queue.visits += 1
            if let flight = state.inFlight, flight.deadline <= now {
                state.inFlight = nil // its token stays in calls.underWay, so a late result is recognised
                states[id] = state
                fail(id, .timedOut(seconds: settings.timelineDeadline), reason: flight.reason, at: now)
                state = states[id] ?? state
            }
            if state.inFlight == nil, let slot = state.scheduled, slot.notBefore <= now, !isHeld(slot.reason), !waitsForPageShown(id) {
                let allowed = state.ledger.earliestAllowed(now, free: isFree(slot.reason, for: state), settings: settings)
                if allowed > now {
                    // Another reload ran meanwhile: wait for the spacing or budget again.
                    state.scheduled?.notBefore = allowed
                    states[id] = state
                } else if !isVisible(id) && visibleCallUnderWay {
                    calls.heldBack.insert(id)
                } else {
                    requests.append(start(id, slot: slot, at: now))
                }
            }
            reschedule(id, at: now)
        }
        if releaseHeldReloads(at: now) { requests += advance(to: now) }
        return requests
    }

    /// Whether a provider call for an instance on screen is under way.
    var visibleCallUnderWay: Bool {
        calls.underWay.values.contains { id in isVisible(id) && states[id]?.inFlight != nil }
    }

    /// Hands the held-back reloads of hidden instances to the queue again (due at once) when
    /// they came on screen or no visible call is under way any more; true when any was.
    @discardableResult
    mutating func releaseHeldReloads(at now: Date) -> Bool {
        guard !calls.heldBack.isEmpty else { return false }
        let waiting = visibleCallUnderWay
        let released = calls.heldBack.filter { !waiting || isVisible($0) }
        for id in released {
            calls.heldBack.remove(id)
            reschedule(id, at: now)
        }
        return !released.isEmpty
    }

    /// The next instant after `now` when anything changes: an entry's date, a reload becoming
    /// allowed, a deadline, a relevance window, pushed content's saving, or (while visible text
    /// is live) the next instant it reads differently (the next second for a seconds display,
    /// the next minute for a relative time hours away). An instant at or before `now` means
    /// work is due at once.
    public mutating func nextInstant(after now: Date) -> Date? {
        [nextScheduledInstant(), nextLiveTick(after: now)].compactMap(\.self).min()
    }

    /// ``nextInstant(after:)`` without live text: the next instant the engine's own state
    /// changes (an entry's date, a reload, a deadline, a relevance window, a save). It does not
    /// depend on the time asked at, so until it comes only live text reads differently.
    public mutating func nextScheduledInstant() -> Date? {
        [queue.peek(), outbox.pushSaves.due].compactMap(\.self).min()
    }

    /// The next instant after `now` that live text on screen reads differently, as far as the
    /// quiet hints (``setQuietUntil(_:)``) let it show (nil: no live text ticks).
    public func nextLiveTick(after now: Date) -> Date? {
        presence.ticksLiveText ? presence.nextLiveTick(after: now) : nil
    }

    /// Takes a provider result for the call `token`. A result for a call that is no longer
    /// under way (past its deadline, or superseded) is ignored.
    public mutating func deliver(_ result: Result<ArchivedTimeline, ProviderFailure>, for token: UInt64, at now: Date) {
        guard let id = calls.underWay.removeValue(forKey: token) else { return }
        guard var state = states[id], let flight = state.inFlight, flight.token == token else {
            outbox.events.append(EngineEvent(date: now, instance: id, kind: .lateResultIgnored))
            return
        }
        state.inFlight = nil
        switch result {
        case let .failure(failure):
            states[id] = state
            fail(id, failure, reason: flight.reason, at: now)
        case let .success(timeline):
            state.consecutiveFailures = 0
            if timeline.entries.isEmpty {
                outbox.events.append(EngineEvent(date: now, instance: id, kind: .emptyTimeline(policy: timeline.policy)))
            } else {
                state.hold(timeline, receivedAt: now, build: catalog.descriptor(forKind: state.instance.kind)?.build, fromCache: false)
                state.relevance.receive(timeline, at: now)
                presence.hold(timeline, for: id)
                if !isVisible(id) { presence.residency.markEvictable(id) }
                outbox.events.append(
                    EngineEvent(date: now, instance: id, kind: .timelineReceived(entries: timeline.entries.count, policy: timeline.policy)))
            }
            states[id] = state
            outbox.changed.insert(id)
            if let due = policyDue(timeline, at: now) {
                schedule(id, reason: .policy, due: due, at: now)
            }
        }
        reschedule(id, at: now)
        releaseHeldReloads(at: now)
    }

    /// When a policy asks again: `.atEnd` at the last entry's date, `.after` at its date.
    func policyDue(_ timeline: ArchivedTimeline, at now: Date) -> Date? {
        if let summary = TimelineSummary(timeline) { return summary.policyDue(at: now) }
        if timeline.policy.isNever { return nil }
        return timeline.policy.afterDate ?? now
    }

    mutating func start(_ id: WidgetInstanceID, slot: InstanceState.ScheduledReload, at now: Date) -> ProviderRequest {
        var state = states[id] ?? InstanceState(instance: WidgetInstance(kind: "", family: .systemSmall))
        state.ledger.record(at: now, charged: !isFree(slot.reason, for: state), settings: settings)
        state.lastReload = (now, slot.reason)
        let token = calls.issueToken()
        calls.underWay[token] = id
        state.inFlight = InstanceState.InFlight(
            token: token, reason: slot.reason, startedAt: now,
            deadline: now.addingTimeInterval(settings.timelineDeadline))
        state.scheduled = nil
        states[id] = state
        outbox.changed.insert(id)
        outbox.events.append(
            EngineEvent(
                date: now, instance: id,
                kind: .reloadStarted(
                    reason: slot.reason,
                    budgetLeft: state.ledger.remaining(at: now, settings: settings))))
        return ProviderRequest(
            token: token, instance: state.instance, reason: slot.reason, date: now,
            deadline: now.addingTimeInterval(settings.timelineDeadline))
    }

    /// Records a failure and schedules a retry after the backoff of its place in the row (free
    /// of budget), or, at ``EngineSettings/stopAfterFailures`` in a row, stops the instance.
    mutating func fail(_ id: WidgetInstanceID, _ failure: ProviderFailure, reason: ReloadReason, at now: Date) {
        guard var state = states[id] else { return }
        state.recordFailure(failure, reason: reason, at: now)
        state.scheduled = nil
        if let limit = settings.stopAfterFailures, state.consecutiveFailures >= limit {
            state.lifecycle = .stopped
            states[id] = state
            calls.heldBack.remove(id)
            outbox.events.append(EngineEvent(date: now, instance: id, kind: .stopped(failure, after: state.consecutiveFailures)))
            reschedule(id, at: now)
            return
        }
        let retry = now.addingTimeInterval(settings.backoff(afterFailures: state.consecutiveFailures))
        states[id] = state
        outbox.events.append(EngineEvent(date: now, instance: id, kind: .failed(failure, retryAt: retry)))
        schedule(id, reason: .retry, due: retry, at: now)
    }

    /// Recomputes when `id` needs attention next and whether it shows live text.
    mutating func reschedule(_ id: WidgetInstanceID, at now: Date) {
        guard let state = states[id] else {
            queue.remove(id)
            return
        }
        queue.visits += 1
        var candidates: [Date] = []
        // Entry dates matter only on screen: off screen nothing of the instance is drawn.
        if isVisible(id), let date = state.nextEntryDate(after: now) { candidates.append(date) }
        if let flight = state.inFlight { candidates.append(flight.deadline) }
        if state.inFlight == nil, let slot = state.scheduled, !isHeld(slot.reason), !calls.heldBack.contains(id), !waitsForPageShown(id) {
            candidates.append(max(now, slot.notBefore))
        }
        if let change = state.relevance.nextChange(after: now) { candidates.append(change) }
        queue.schedule(id, at: candidates.min())
        refreshLive(id, at: now)
    }

    mutating func refreshLive(_ id: WidgetInstanceID, at now: Date) {
        presence.show(entry: states[id]?.entryIndex(at: now), of: id)
    }

    func isVisible(_ id: WidgetInstanceID) -> Bool {
        presence.isVisible(id)
    }

    // MARK: Calls

    /// Whether the timeline call `token` is still wanted: handed out by ``advance(to:)`` and
    /// neither answered, past its deadline, superseded nor removed with its instance. A front
    /// end that queues calls before running them drops the ones no longer wanted.
    public func awaits(_ token: UInt64) -> Bool {
        guard let id = calls.underWay[token] else { return false }
        return states[id]?.inFlight?.token == token
    }

    /// Whether `id` is on screen (see ``setVisible(_:at:)``; every instance is while nothing
    /// was set). A front end ranks the calls it starts by this.
    public func isOnScreen(_ id: WidgetInstanceID) -> Bool {
        isVisible(id)
    }

    /// Notes that the timeline call `token`, handed out earlier, starts running at `now`: its
    /// deadline counts from now, so time spent waiting for a free worker is never charged to
    /// the widget as a timeout.
    public mutating func began(_ token: UInt64, at now: Date) {
        guard awaits(token), let id = calls.underWay[token], var flight = states[id]?.inFlight else { return }
        let deadline = now.addingTimeInterval(settings.timelineDeadline)
        guard deadline > flight.deadline else { return }
        flight.deadline = deadline
        states[id]?.inFlight = flight
        reschedule(id, at: now)
    }

    /// The placeholder of `kind` in `family` for the gallery: made once per (kind, family),
    /// as for placed instances, and kept. Nil for an unknown kind.
    ///
    /// This calls the provider's synchronous `placeholder(in:)` the first time; call it when
    /// the gallery changes what it shows, never while drawing.
    public mutating func galleryPlaceholder(kind: String, family: WidgetFamily, at now: Date) -> ArchivedEntry? {
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: "gallery:\(kind)"), kind: kind, family: family)
        cachePlaceholder(for: instance, at: now)
        return placeholder(kind: kind, family: family)
    }

    /// A gallery snapshot call for `kind` in `family` with its default configuration, due at
    /// `now`, with the snapshot deadline of the settings. Its token comes from the same
    /// sequence as timeline calls, so the two never collide; the engine does not track it
    /// (the gallery does, with a ``GalleryPreview``).
    /// A `configuration` other than the default's is a placed widget's, shown bigger in a
    /// sheet.
    public mutating func snapshotRequest(kind: String, family: WidgetFamily, configuration: ConfigValues = [:], at now: Date)
        -> ProviderRequest
    {
        let token = issueToken()
        let instance = WidgetInstance(
            id: WidgetInstanceID(rawValue: "gallery:\(kind)"), kind: kind, family: family, configuration: configuration)
        return ProviderRequest(
            token: token, instance: instance, reason: .foreground, date: now,
            deadline: now.addingTimeInterval(settings.snapshotDeadline), call: .snapshot)
    }

    /// A token for a call into widget code that the engine does not track (a look-up of a
    /// parameter's choices), from the sequence of timeline and snapshot calls: the front end
    /// has one token space for every call it runs.
    public mutating func issueToken() -> UInt64 {
        calls.issueToken()
    }
}
