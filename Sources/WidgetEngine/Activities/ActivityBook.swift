import Foundation

/// The activities the home screen keeps, the most relevant first: a change arrives as a whole
/// new record, checked against ``ActivityLimits`` and against the one it replaces.
public struct ActivityBook: Codable, Equatable, Sendable {
    /// Every activity not yet dismissed, in the order they started.
    public private(set) var records: [ActivityRecord] = []

    /// An empty book.
    public init() {}

    /// The activity `id`.
    public func record(_ id: String) -> ActivityRecord? {
        records.first { $0.id == id }
    }

    /// Those on screen at `now`: running ones first, then ended ones, each by relevance then
    /// start.
    public func shown(at now: Date) -> [ActivityRecord] {
        records.filter { $0.activityState(at: now) != .dismissed }.sorted {
            ($0.ended == nil ? 0 : 1, -$0.relevance, $0.started) < ($1.ended == nil ? 0 : 1, -$1.relevance, $1.started)
        }
    }

    /// True when some activity on screen at `now` is one `matching` takes: what ``shown(at:)``
    /// answers, asked at every frame and tick, without copying and sorting the records.
    public func showsAny(at now: Date, matching: (ActivityRecord) -> Bool = { _ in true }) -> Bool {
        records.contains { $0.activityState(at: now) != .dismissed && matching($0) }
    }

    /// Takes `record` (a new activity, or a change of one that has not ended), after checking it.
    /// Its alert belongs to this change only: it is not kept.
    public mutating func accept(_ record: ActivityRecord, limits: ActivityLimits = .standard, at now: Date) throws(ActivityFailure) {
        try limits.check(record)
        var record = record
        record.alert = nil
        forget(before: now)
        if let index = records.firstIndex(where: { $0.id == record.id }) {
            let old = records[index]
            guard old.kind == record.kind, old.attributes == record.attributes, old.started == record.started else {
                throw ActivityFailure("activity \(record.id) is a \(old.kind); its kind, attributes and start never change")
            }
            guard old.ended == nil else {
                throw .ended(record.id)
            }
            records[index] = record
        } else {
            guard record.ended == nil else { throw ActivityFailure("no activity \(record.id) to end", reason: .activityNotFound) }
            guard records.count < limits.maxActivities else {
                throw ActivityFailure(
                    "\(records.count) activities are kept already; end or dismiss one first (at most \(limits.maxActivities))")
            }
            records.append(record)
        }
    }

    /// Takes a change of a running activity (``ActivityUpdate``) after checking it: its state,
    /// views and alert against `limits`, its dates against the record it changes, which must
    /// not have ended. The kind, attributes and start are the record's own and are not checked
    /// again. Answers the record as now kept (its alert, which belongs to this change, not kept).
    @discardableResult
    public mutating func apply(_ update: ActivityUpdate, limits: ActivityLimits = .standard, at now: Date) throws(ActivityFailure)
        -> ActivityRecord
    {
        try limits.check(update)
        return try apply(checked: update, at: now)
    }

    /// Takes a change whose state, views and alert were checked against the limits where it
    /// arrived (``ActivityInbox``): its dates against the record it changes, which must not
    /// have ended, as ``apply(_:limits:at:)`` does.
    @discardableResult
    public mutating func apply(checked update: ActivityUpdate, at now: Date) throws(ActivityFailure) -> ActivityRecord {
        forget(before: now)
        guard let index = records.firstIndex(where: { $0.id == update.id }) else {
            throw .notFound(update.id)
        }
        guard records[index].ended == nil else {
            throw .ended(update.id)
        }
        var record = update.applied(to: records[index])
        guard record.datesInOrder else { throw .datesOutOfOrder }
        record.alert = nil
        records[index] = record
        return record
    }

    /// Removes the activity `id` from the screen (the user dismissed it, or `end` said so).
    @discardableResult
    public mutating func dismiss(_ id: String) -> Bool {
        guard let index = records.firstIndex(where: { $0.id == id }) else { return false }
        records.remove(at: index)
        return true
    }

    /// Drops the activities whose dismissal time has passed.
    public mutating func forget(before now: Date) {
        records.removeAll { $0.activityState(at: now) == .dismissed }
    }

    /// The next instant something in the book changes by itself after `now`.
    public func nextChange(after now: Date) -> Date? {
        records.compactMap { $0.nextChange(after: now) }.min()
    }
}
