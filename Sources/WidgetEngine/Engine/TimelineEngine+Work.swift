import Foundation

extension TimelineEngine {
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
}
