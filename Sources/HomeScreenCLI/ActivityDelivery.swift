import Foundation
import HostIO
import WidgetEngine

/// How `homescreen activity` and `homescreen run -- CMD` change an activity: the views are
/// evaluated here, in this short-lived process, into archives; the whole new record goes
/// through the control socket to the running home screen, which checks and keeps it and writes
/// `activities.json`. With no home screen running, the same checks run here and the file is
/// written here (atomically, under a lock), so the next home screen shows it.
struct ActivityDelivery {
    let catalog: WidgetCatalog

    /// The activity `id` as last kept. The home screen writes its file at most once a second,
    /// so the file may hold an older state: with `latestState`, or when the file does not hold
    /// `id` yet, the running home screen is asked (`activity-record`); else its kind,
    /// attributes and start, which never change, come from the file (one request less for the
    /// home screen per update).
    func record(_ id: String, latestState: Bool = false) async throws -> ActivityRecord {
        guard ActivityID.isValid(id) else { throw UsageError(message: "\"\(id)\" is not an activity id (12 hexadecimal digits)") }
        let kept = try store().loadActivities().record(id)
        if let kept, !latestState { return kept }
        let reply: ControlReply?
        do throws(ControlError) {
            reply = try await ControlCall.send(.activityRecord(id: id))
        } catch .notRunning {
            reply = nil
        } catch {
            throw CommandFailure(message: error.description)
        }
        if let reply {
            guard reply.ok, let record = reply.activity else {
                throw CommandFailure(message: reply.printableMessage, reason: reply.reason)
            }
            return record
        }
        guard let kept else {
            throw CommandFailure(message: ActivityFailure.notFound(id).message, reason: .activityNotFound)
        }
        return kept
    }

    /// `record` with its views evaluated from its JSON at `now`: here for a kind linked into
    /// this binary, by its program for a kind an installed extension declares.
    func evaluated(_ record: ActivityRecord, at now: Date) async throws -> ActivityRecord {
        guard let descriptor = catalog.activity(forKind: record.kind) else {
            let known = catalog.activities.map(\.kind).joined(separator: ", ")
            throw UsageError(message: "unknown activity kind \"\(record.kind)\"; known kinds: \(known)")
        }
        var record = record
        do {
            record.views = try await descriptor.evaluate(record.payload(at: now))
        } catch {
            // A script's JSON that the kind cannot read is a usage error; an extension that fails is not.
            if descriptor.isServedElsewhere { throw CommandFailure(message: "\(record.kind): \(error)") }
            throw UsageError(message: "\(record.kind): \(error)")
        }
        return record
    }

    /// Sends a new `record` to the running home screen, or keeps it in the file when none runs.
    /// Answers what happened, for the user.
    func deliver(_ record: ActivityRecord, at now: Date) async throws -> String {
        try await send(.activity(record)) { book throws(ActivityFailure) in try book.accept(record, at: now) }
    }

    /// Sends a change of a running activity as an ``ActivityUpdate`` (the state, its views and
    /// the dates; not the kind, attributes and start, which never change), or makes it in the
    /// file when no home screen runs. Answers what happened, for the user.
    func deliverChange(_ record: ActivityRecord, at now: Date) async throws -> String {
        let update = ActivityUpdate(record)
        return try await send(.activityUpdate(update)) { book throws(ActivityFailure) in try book.apply(update, at: now) }
    }

    /// Dismisses `id` on the running home screen, or in the file.
    func dismiss(_ id: String, at now: Date) async throws -> String {
        try await send(.dismissActivity(id: id)) { book throws(ActivityFailure) in
            guard book.dismiss(id) else { throw ActivityFailure("no activity \(id)", reason: .activityNotFound) }
        }
    }

    /// Sends `message` to the running home screen and answers its reply; with none running,
    /// makes `change` in the file instead.
    private func send(_ message: ControlMessage, orKeep change: (inout ActivityBook) throws(ActivityFailure) -> Void) async throws
        -> String
    {
        let reply: ControlReply
        do throws(ControlError) {
            reply = try await ControlCall.send(message)
        } catch .notRunning {
            return try keep(change)
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard reply.ok else { throw CommandFailure(message: reply.printableMessage, reason: reply.reason) }
        return reply.printableMessage
    }

    /// Changes the file under its lock (``ActivityFile``).
    func keep(_ change: (inout ActivityBook) throws(ActivityFailure) -> Void) throws -> String {
        do {
            return try ActivityFile(store: store()).keep(change)
        } catch let failure as ActivityFailure {
            throw CommandFailure(message: failure.message, reason: failure.reason)
        }
    }

    private func store() throws -> EngineStore {
        guard let folder = ConfigPaths.stateFolder() else {
            throw CommandFailure(message: "there is no state folder (set HOME or XDG_STATE_HOME)")
        }
        return EngineStore(folder: folder)
    }

    /// `text` parsed as a JSON object, for `--attributes` and `--state`.
    static func object(_ text: String, option: String) throws -> [String: Any] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw UsageError(message: "\(option): not a JSON object: \(text)")
        }
        return object
    }

    /// `object` as JSON text, keys sorted.
    static func text(_ object: [String: Any]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// `date` as activity JSON writes dates (ISO 8601, whole seconds).
    static func stamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// `now` to the whole second, as the file keeps it.
    static func second(_ now: Date) -> Date {
        Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
    }
}
