import Foundation
import Logging
import Synchronization
import WidgetEngine

/// Connects `Activity.request`, `update` and `end` in a program (an app, a tool, a test
/// harness: any Swift program that links HostIO) to the running home screen: each change that
/// ``ActivityCenter`` posts becomes a whole ``ActivityRecord``, its views evaluated with the
/// program's catalog (its own `ActivityConfiguration`s, or an installed extension's program),
/// and goes through the owner-checked control socket as `homescreen activity` sends it; with
/// no home screen running it is kept in `activities.json` for the next one.
///
/// ```swift
/// let sink = ActivityControlSink.install(catalog: WidgetCatalog(MyBundle().descriptors))
/// let activity = try Activity.request(attributes: …, content: …)
/// await sink.flush() // before the program exits
/// ```
///
/// Changes are sent one after another, in the order posted.
public final class ActivityControlSink: Sendable {
    /// Sends a message to the home screen (the socket, or a test's stand-in).
    public typealias Send = @Sendable (ControlMessage) async throws(ControlError) -> ControlReply

    private struct State {
        /// The records as last sent, by id (the kind, attributes and start never change).
        var records: [String: ActivityRecord] = [:]
        /// The change under way; the next one waits for it.
        var last: Task<Void, Never>?
        /// What each change came to, oldest first.
        var outcomes: [String] = []
    }

    private let catalog: WidgetCatalog
    private let send: Send
    private let file: ActivityFile?
    private let clock: @Sendable () -> Date
    private let state = Mutex(State())
    private var logger: Logger { Logger(label: "homescreen.activities") }

    /// A sink evaluating views with `catalog`, sending with `send` (by default to the socket
    /// at ``ControlSocketPath/resolve(environment:)``), keeping changes in `file` when no home
    /// screen runs (nil: they are refused), dating them with `clock`.
    public init(
        catalog: WidgetCatalog, send: @escaping Send = ActivityControlSink.sendToSocket, file: ActivityFile? = ActivityFile.standard(),
        clock: @escaping @Sendable () -> Date = Date.init
    ) {
        self.catalog = catalog
        self.send = send
        self.file = file
        self.clock = clock
    }

    /// A sink set as ``ActivityCenter/changes``: every change this program posts goes to it.
    @discardableResult
    public static func install(catalog: WidgetCatalog) -> ActivityControlSink {
        let sink = ActivityControlSink(catalog: catalog)
        ActivityCenter.changes = { sink.receive($0) }
        return sink
    }

    /// Takes a change; it is sent after those taken before it.
    public func receive(_ change: ActivityChange) {
        state.withLock { state in
            let previous = state.last
            state.last = Task {
                await previous?.value
                await self.apply(change)
            }
        }
    }

    /// Waits until every change taken so far has been sent (or refused).
    public func flush() async {
        await state.withLock { $0.last }?.value
    }

    /// What each change came to (the home screen's answer, or the reason it was refused).
    public var outcomes: [String] { state.withLock { $0.outcomes } }

    private func apply(_ change: ActivityChange) async {
        let now = Date(timeIntervalSince1970: clock().timeIntervalSince1970.rounded(.down))
        let outcome: String
        do throws(ActivityFailure) {
            let record = try await evaluated(try record(for: change, at: now), at: now)
            outcome = try await deliver(record, at: now)
            var kept = record
            kept.alert = nil
            state.withLock { $0.records[record.id] = kept }
        } catch {
            logger.warning("activity: \(error.message)")
            outcome = "refused: \(error.message)"
        }
        state.withLock { $0.outcomes.append(outcome) }
    }

    /// The whole record `change` makes.
    private func record(for change: ActivityChange, at now: Date) throws(ActivityFailure) -> ActivityRecord {
        func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
        func kept(_ id: String) throws(ActivityFailure) -> ActivityRecord {
            guard let record = state.withLock({ $0.records[id] }) else {
                throw ActivityFailure("no activity \(id) was started here", reason: .activityNotFound)
            }
            return record
        }
        switch change {
        case let .start(kind, id, attributes, state, staleDate, relevance):
            return ActivityRecord(
                id: id, kind: kind, attributes: text(attributes), state: text(state), views: .empty, started: now, staleDate: staleDate,
                relevance: relevance)
        case let .update(id, state, staleDate, relevance, alert):
            var record = try kept(id)
            record.state = text(state)
            record.updated = max(now, record.started)
            record.staleDate = staleDate
            record.relevance = relevance
            record.alert = alert
            return record
        case let .end(id, state, dismissal):
            var record = try kept(id)
            if let state { record.state = text(state) }
            record.updated = max(now, record.started)
            record.ended = record.updated
            record.dismissal = dismissal.dismissalDate(endedAt: record.updated)
            return record
        }
    }

    private func evaluated(_ record: ActivityRecord, at now: Date) async throws(ActivityFailure) -> ActivityRecord {
        guard let descriptor = catalog.activity(forKind: record.kind) else {
            let known = catalog.activities.map(\.kind).joined(separator: ", ")
            throw ActivityFailure("unknown activity kind \"\(record.kind)\"; known kinds: \(known)")
        }
        var record = record
        record.views = try await descriptor.evaluate(record.payload(at: now))
        return record
    }

    private func deliver(_ record: ActivityRecord, at now: Date) async throws(ActivityFailure) -> String {
        let reply: ControlReply
        do throws(ControlError) {
            reply = try await send(.activity(record))
        } catch .notRunning {
            guard let file else { throw ActivityFailure("no home screen is running") }
            return try file.keep { book throws(ActivityFailure) in try book.accept(record, at: now) }
        } catch {
            throw ActivityFailure(error.description)
        }
        guard reply.ok else { throw ActivityFailure(reply.printableMessage, reason: reply.reason) }
        return reply.printableMessage
    }

    /// Sends `message` to the home screen's socket, off the caller's thread (the client blocks).
    @Sendable public static func sendToSocket(_ message: ControlMessage) async throws(ControlError) -> ControlReply {
        try await ControlClient.sendDetached(message, to: ControlSocketPath.resolve())
    }
}
