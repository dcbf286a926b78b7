import Foundation
import HostIO
import WidgetEngine

extension HomeModel {
    /// The activities on screen at `now`, running first, most relevant first.
    func shownActivities(at now: Date) -> [ActivityRecord] {
        activities.shown(at: now)
    }

    /// True when the activities' strip shows at `now` (any activity is on screen).
    func showsActivities(at now: Date) -> Bool {
        activities.showsAny(at: now)
    }

    /// Takes a started or changed activity from the control socket: checked, kept, saved. Its
    /// alert is shown as a toast (logged only under do not disturb), never kept.
    func acceptActivity(_ record: ActivityRecord, at now: Date) -> ControlReply {
        let isNew = activities.record(record.id) == nil
        do {
            try activities.accept(record, at: now)
        } catch {
            return ControlReply(refusing: record.id, for: error)
        }
        activitySaving.changed(at: now, stateOnly: !isNew && record.ended == nil)
        if let alert = record.alert { showToast("\(record.kind): \(ControlReply.visible(alert))", at: now) }
        let what = isNew ? "started" : record.ended == nil ? "updated" : "ended"
        return ControlReply(ok: true, message: "activity \(record.id) \(what)")
    }

    /// Takes a change of a running activity from the control socket (``ActivityUpdate``):
    /// checked against the limits and the record it changes, kept, saved (a new state within
    /// ``ActivitySaving/stateWait``, an end at the next second); its alert as
    /// ``acceptActivity(_:at:)`` shows one.
    func applyActivityUpdate(_ update: ActivityUpdate, at now: Date) -> ControlReply {
        let record: ActivityRecord
        do {
            record = try activities.apply(update, at: now)
        } catch {
            return ControlReply(refusing: update.id, for: error)
        }
        activitySaving.changed(at: now, stateOnly: record.ended == nil)
        if let alert = update.alert { showToast("\(record.kind): \(ControlReply.visible(alert))", at: now) }
        return ControlReply(ok: true, message: "activity \(record.id) \(record.ended == nil ? "updated" : "ended")")
    }

    /// Keeps the updates the control socket's thread took and checked (``ActivityInbox``),
    /// oldest first; one whose activity left or ended since is dropped (its reply was sent: the
    /// end carries the final state). True when any was kept.
    func applyArrivedUpdates(_ updates: [ActivityUpdate], at now: Date) -> Bool {
        var kept = false
        for update in updates {
            do {
                try activities.apply(checked: update, at: now)
                activitySaving.changed(at: now, stateOnly: true)
                kept = true
            } catch {
                Self.logger.debug("an update of activity \(update.id) taken off the main thread was dropped: \(error)")
            }
        }
        return kept
    }

    /// Takes the activity `id` off the screen (the user, or `homescreen activity dismiss`).
    @discardableResult
    func dismissActivity(_ id: String, at now: Date) -> Bool {
        guard activities.dismiss(id) else { return false }
        activities.forget(before: now)
        activitySaving.changed(at: now)
        return true
    }

    /// The activities read from the state folder at start: those changed since (through the
    /// socket) are kept as they are now.
    func adoptActivities(_ loaded: ActivityBook, at now: Date) {
        var merged = loaded
        for record in activities.records {
            merged.dismiss(record.id)
            try? merged.accept(record, at: now)
        }
        merged.forget(before: now)
        activities = merged
    }

    /// The next instant the strip changes: an activity goes stale or leaves, or (with
    /// `liveText`, while one on screen shows live text, such as elapsed time) the next whole
    /// second (``activitiesLiveTick(after:)``).
    func activitiesNextChange(after now: Date, liveText: Bool = true) -> Date? {
        [activities.nextChange(after: now), liveText ? activitiesLiveTick(after: now) : nil].compactMap(\.self).min()
    }

    /// The next whole second after `now` while an activity on screen shows live text in its
    /// compact views (its elapsed time): the strip's live text, which a live tick draws
    /// (``LiveTextWindow``); nil when none does.
    func activitiesLiveTick(after now: Date) -> Date? {
        let live = activities.showsAny(at: now) { record in
            record.views.compactLeading.containsLiveContent || record.views.compactTrailing.containsLiveContent
        }
        return live ? now.nextWholeSecond : nil
    }

    /// Whether the screen shows live seconds: it wakes by the next whole second after `now`
    /// anyway, so a change can wait for that frame (see ``HomeScreen/send(_:at:)``).
    func wakesWithinTheSecond(_ wake: Date?, after now: Date) -> Bool {
        guard let wake else { return false }
        return wake <= now.nextWholeSecond
    }

    /// Writes the activities when changes wait and their time has come (`force`: the home
    /// screen is closing).
    func saveActivitiesIfDue(at now: Date, force: Bool = false) {
        guard activitySaving.isDue(at: now, force: force) else { return }
        activitySaving.saved()
        hosted.persistence.save(activities)
    }
}
