import Foundation

extension TimelineEngine {
    /// Takes content pushed for `id` outside its reloads (``WidgetPush``), free of budget: a
    /// timeline replaces the one shown and its policy schedules what follows; one entry is
    /// shown now in place of the entries, the policy and the next reload left as they were; a
    /// reload is asked for as a `WidgetCenter` request is (charged, unless the widget is not
    /// metered). Content clears the failure mark. A push for an instance not placed, or of a kind not installed, is
    /// dropped. Returns whether what `id` shows changed.
    @discardableResult
    public mutating func push(_ content: WidgetPush.Content, for id: WidgetInstanceID, at now: Date) -> Bool {
        guard var state = states[id], catalog.descriptor(forKind: state.instance.kind) != nil else { return false }
        let timeline: ArchivedTimeline
        switch content {
        case .reload:
            requestReload(id, reason: .widgetCenter, at: now)
            return false
        case let .timeline(pushed):
            timeline = pushed
        case let .entry(entry):
            timeline = ArchivedTimeline(entries: [entry], policy: state.summary?.policy ?? .never)
        }
        guard !timeline.entries.isEmpty else { return false }
        // Good content: the failure mark goes (a stopped instance stays stopped).
        state.consecutiveFailures = 0
        state.hold(timeline, receivedAt: now, build: catalog.descriptor(forKind: state.instance.kind)?.build, fromCache: false)
        state.relevance.receive(timeline, at: now)
        states[id] = state
        presence.hold(timeline, for: id)
        if !isVisible(id) { presence.residency.markEvictable(id) }
        if outbox.pushSaves.pushed(id, at: now, interval: settings.pushSaveInterval) { outbox.changed.insert(id) }
        if case .timeline = content, let due = policyDue(timeline, at: now) {
            schedule(id, reason: .policy, due: due, at: now)
        }
        reschedule(id, at: now)
        return true
    }

    /// True when a reload for `reason` costs `state`'s instance nothing: a free reason, or any
    /// reload of a widget that is not metered (``WidgetScheduling/isMetered``).
    func isFree(_ reason: ReloadReason, for state: InstanceState) -> Bool {
        reason.isFree || catalog.descriptor(forKind: state.instance.kind)?.scheduling.isMetered == false
    }

    /// The instances that are reloading now for a reason someone asked for (the user, a
    /// script, another program): their tiles show a quiet mark. Reloads of the policy and
    /// retries after failures are not marked.
    public func isReloadingOnRequest(_ id: WidgetInstanceID) -> Bool {
        guard let flight = states[id]?.inFlight else { return false }
        return flight.reason != .policy && flight.reason != .retry && flight.reason != .placed
    }
}
