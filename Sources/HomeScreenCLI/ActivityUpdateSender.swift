import Foundation
import HostIO
import WidgetEngine

/// Sends one running activity's updates, one after another, from one process: what
/// `homescreen activity update ID --follow` and `homescreen run -- CMD` use. The record (kind,
/// attributes, start) is read once; each update is evaluated here and goes over one connection
/// kept open (``ControlConnection``), so the home screen takes no new connection per update.
/// A connection that breaks (the home screen restarted) is made again for the next update;
/// with no home screen running, the update is kept in the file as `activity update` keeps it;
/// a home screen that will not keep a connection open (an older one) gets one per update.
final class ActivityUpdateSender {
    private let delivery: ActivityDelivery
    private let path: String
    private(set) var record: ActivityRecord
    private var connection: ControlConnection?

    /// A sender for the activity `id`.
    init(id: String, catalog: WidgetCatalog, path: String = ControlSocketPath.resolve()) async throws {
        delivery = ActivityDelivery(catalog: catalog)
        self.path = path
        record = try await delivery.record(id)
    }

    /// Gives the activity `state` (a JSON object's text) at `now`, with `relevance` and
    /// `staleDate`; answers the home screen's words. Throws ``UsageError`` for a state its kind
    /// cannot read, ``CommandFailure`` when it is refused (with its ``CommandFailure/reason``
    /// when no later update could be taken either).
    func update(state: String, relevance: Double = 0, staleDate: Date? = nil, at now: Date) async throws -> String {
        var next = record
        next.state = try ActivityDelivery.text(try ActivityDelivery.object(state, option: "state"))
        next.updated = max(now, record.started)
        next.relevance = relevance
        next.staleDate = staleDate
        next.alert = nil
        let update = ActivityUpdate(try await delivery.evaluated(next, at: now))
        let reply: ControlReply
        do throws(ControlError) {
            reply = try send(.activityUpdate(update))
        } catch .notRunning {
            return try delivery.keep { book throws(ActivityFailure) in try book.apply(update, at: now) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard reply.ok else { throw CommandFailure(message: reply.printableMessage, reason: reply.reason) }
        return reply.printableMessage
    }

    /// Closes the connection.
    func close() {
        connection?.close()
        connection = nil
    }

    /// `message` over the kept connection, made (again) when there is none or it broke.
    private func send(_ message: ControlMessage) throws(ControlError) -> ControlReply {
        if let connection {
            do throws(ControlError) {
                return try connection.send(message)
            } catch {
                self.connection = nil // broken: a new one below
            }
        }
        let fresh: ControlConnection
        do throws(ControlError) {
            fresh = try ControlConnection(path: path)
        } catch .badAnswer {
            return try ControlClient.send(message, to: path) // an older home screen: one connection per update
        }
        connection = fresh
        return try fresh.send(message)
    }
}
