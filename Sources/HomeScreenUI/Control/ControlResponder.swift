import Foundation
import HostIO
import WidgetEngine

/// Answers the messages that come through the control socket: a reload asked for from the
/// background, charged to each instance's budget as `WidgetCenter` requests are (a stopped
/// instance stays stopped), or an interaction donation. The reloads start at the next step.
@MainActor
struct ControlResponder {
    let model: HomeModel

    /// The reply to `message` at `now`.
    func answer(_ message: ControlMessage, at now: Date) -> ControlReply {
        switch message {
        case let .reload(kind):
            // Instances of kinds no longer installed are kept on screen but never reload.
            let instances = model.engine.currentConfigurations.filter {
                (kind == nil || $0.kind == kind) && model.catalog.descriptor(forKind: $0.kind) != nil
            }
            guard !instances.isEmpty else {
                return ControlReply(
                    ok: false,
                    message: kind.map { "no widget of kind \"\($0)\" is on the home screen" }
                        ?? "no widget is on the home screen", count: 0)
            }
            model.hosted.engine.apply([kind.map(WidgetCenter.Request.kind) ?? .all], at: now)
            let what = "\(instances.count) widget\(instances.count == 1 ? "" : "s")" + (kind.map { " of kind \($0)" } ?? "")
            model.showToast(
                "Reload asked from outside: \(kind.map { "\(instances.count) \($0)" } ?? "\(instances.count) widgets")", at: now)
            // A stopped widget restarts only by the user's hand on the home screen, never from outside.
            let stopped = instances.filter { model.engine.states[$0.id]?.isStopped == true }.count
            let note =
                stopped == 0
                ? ""
                : "; \(stopped) of them \(stopped == 1 ? "is" : "are") stopped after failing again and again: "
                    + "press r on the home screen to restart"
            return ControlReply(
                ok: true, message: "asked \(what) to reload (charged to their budgets)\(note)", count: instances.count)
        case let .reloadInstance(raw):
            let id = WidgetInstanceID(rawValue: raw)
            guard let state = model.engine.states[id] else {
                return ControlReply(ok: false, message: "no widget \"\(raw)\" is on the home screen", count: 0)
            }
            model.hosted.engine.requestReload(id, reason: .widgetCenter, at: now)
            model.showToast("Reload asked from outside: \(raw)", at: now)
            let stopped = state.isStopped ? "; it is stopped after failing again and again: press r on the home screen to restart it" : ""
            return ControlReply(ok: true, message: "asked \(raw) (\(state.instance.kind)) to reload\(stopped)", count: 1)
        case let .donate(kind, pairs):
            guard let descriptor = model.catalog.descriptor(forKind: kind) else {
                return ControlReply(
                    ok: false, message: "unknown widget kind \"\(kind)\"; known kinds: \(model.catalog.kinds.joined(separator: ", "))")
            }
            switch descriptor.parseConfiguration(pairs) {
            case let .failure(error):
                return ControlReply(ok: false, message: "\(error)")
            case let .success(configuration):
                return donate(InteractionDonation(kind: kind, configuration: configuration, date: now))
            }
        case let .activity(record):
            return model.acceptActivity(record, at: now)
        case let .activityUpdate(update):
            return model.applyActivityUpdate(update, at: now)
        case let .dismissActivity(id):
            return model.dismissActivity(id, at: now)
                ? ControlReply(ok: true, message: "activity \(id) dismissed")
                : ControlReply(ok: false, message: "no activity \(id) is on the home screen", reason: .activityNotFound)
        case .activityFeed:
            // The control socket's thread takes feeds on kept-open connections; none comes here.
            return ControlReply(ok: false, message: "activity-feed needs a kept-open connection")
        case let .activityRecord(id):
            guard let record = model.activities.record(id) else {
                return ControlReply(
                    ok: false, message: "no activity \(id): it ended and was dismissed, or never started", reason: .activityNotFound)
            }
            return ControlReply(ok: true, message: "activity \(id)", activity: record)
        }
    }

    /// Records a donation and writes the donations to the store (atomically). The store's
    /// file is read first: it holds every donation saved so far, by this run or by
    /// `homescreen donate` while no home screen ran.
    private func donate(_ donation: InteractionDonation) -> ControlReply {
        let store = model.hosted.persistence.store
        if let store { model.home.stacks.donations = store.loadDonations() }
        model.home.stacks.donations.donate(donation)
        HomeModel.logger.info("donation recorded for \(donation.kind) at \(donation.date.formatted(.iso8601))")
        guard let store else { return ControlReply(ok: true, message: "donation recorded (kept in memory: no state folder)") }
        do {
            try store.saveDonations(model.donations)
            return ControlReply(ok: true, message: "donation recorded for \(donation.kind)")
        } catch {
            HomeModel.logger.error("cannot save the donations: \(error)")
            return ControlReply(ok: false, message: "donation recorded but not saved: \(error)")
        }
    }
}
