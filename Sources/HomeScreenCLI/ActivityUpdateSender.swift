import Foundation
import HostIO
import WidgetEngine

/// Sends one running activity's updates, one after another, from one process: what
/// `homescreen activity update ID --follow` and `homescreen run -- CMD` use. The record (kind,
/// attributes, start) is read once; each update is evaluated here and goes over one connection
/// kept open (``ControlConnection``), so the home screen takes no new connection per update.
///
/// The connection is a feed (``ControlConnection/startFeed(activity:)``) where the home screen
/// takes one: updates are sent without waiting, and the screen reads them when it draws anyway
/// (the last one of each frame), so an update costs it no wakeup and no answer of its own. A
/// refusal comes back on the feed and is thrown by the next ``update(state:relevance:staleDate:line:at:)``
/// or by ``finish()``, naming the update's line. A home screen that takes no feed answers each
/// update. A connection that breaks (the home screen restarted) is made again for the next
/// update; with no home screen running, the update is kept in the file as `activity update`
/// keeps it; a home screen that will not keep a connection open (an older one) gets one per
/// update.
final class ActivityUpdateSender {
    private let delivery: ActivityDelivery
    private let path: String
    private(set) var record: ActivityRecord
    private var connection: ControlConnection?
    /// Whether ``connection`` is a feed.
    private var feeding = false
    /// The home screen took no feed: it is not asked again.
    private var feedsRefused = false
    /// The line of the last update fed (named by its refusal).
    private var fedLine: Int?

    /// A sender for the activity `id`.
    init(id: String, catalog: WidgetCatalog, path: String = ControlSocketPath.resolve()) async throws {
        delivery = ActivityDelivery(catalog: catalog)
        self.path = path
        record = try await delivery.record(id)
    }

    /// Gives the activity `state` (a JSON object's text, from input `line` if any) at `now`,
    /// with `relevance` and `staleDate`; answers the home screen's words. Throws ``UsageError``
    /// for a state its kind cannot read, ``CommandFailure`` when it is refused (with its
    /// ``CommandFailure/reason`` when no later update could be taken either): this update, or
    /// one fed before it (with its ``CommandFailure/line``), after this one was sent.
    func update(state: String, relevance: Double = 0, staleDate: Date? = nil, line: Int? = nil, at now: Date) async throws -> String {
        var next = record
        next.state = try ActivityDelivery.text(try ActivityDelivery.object(state, option: "state"))
        next.updated = max(now, record.started)
        next.relevance = relevance
        next.staleDate = staleDate
        next.alert = nil
        let update = ActivityUpdate(try await delivery.evaluated(next, at: now))
        let delivered: (reply: ControlReply, earlier: CommandFailure?)
        do throws(ControlError) {
            delivered = try deliver(update, line: line)
        } catch .notRunning {
            return try delivery.keep { book throws(ActivityFailure) in try book.apply(update, at: now) }
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard delivered.reply.ok else {
            throw CommandFailure(message: delivered.reply.printableMessage, reason: delivered.reply.reason, line: line)
        }
        if let earlier = delivered.earlier { throw earlier }
        return delivered.reply.printableMessage
    }

    /// Ends the feed once the home screen has taken every update (at its next frame); throws
    /// its refusal of the last one. Then closes the connection.
    func finish() throws {
        defer { close() }
        guard feeding, let connection else { return }
        feeding = false
        if let reply = connection.finishFeed() { throw refusal(reply) }
    }

    /// Closes the connection (a feed, once the home screen has taken its updates).
    func close() {
        if feeding { _ = connection?.finishFeed() }
        feeding = false
        connection?.close()
        connection = nil
    }

    /// `update` on the feed, when the connection is one, else as a message (on a new feed
    /// when the home screen takes one); with the refusal of an earlier update found on the feed
    /// (which then ended).
    private func deliver(_ update: ActivityUpdate, line: Int?) throws(ControlError) -> (reply: ControlReply, earlier: CommandFailure?) {
        var earlier: CommandFailure?
        if feeding, let connection {
            do throws(ControlError) {
                if let reply = try connection.feed(Self.feedLine(update)) {
                    earlier = refusal(reply)
                } else {
                    fedLine = line
                    return (ControlReply(ok: true, message: "activity \(update.id) sent"), nil)
                }
            } catch {
                // Broken (the home screen restarted): a new connection below.
            }
            feeding = false
            self.connection = nil
        }
        return (try send(update, line: line), earlier)
    }

    /// An update as a feed's line: its binary archive in base64.
    private static func feedLine(_ update: ActivityUpdate) throws(ControlError) -> String {
        do {
            return Data(try update.archived()).base64EncodedString()
        } catch {
            throw .badAnswer(path: "", reason: "could not archive the update: \(error)")
        }
    }

    private func refusal(_ reply: ControlReply) -> CommandFailure {
        CommandFailure(message: reply.printableMessage, reason: reply.reason, line: fedLine)
    }

    /// `update` over a new or kept connection: fed, when a new connection becomes a feed
    /// (the reply then says it was sent); else answered.
    private func send(_ update: ActivityUpdate, line: Int?) throws(ControlError) -> ControlReply {
        let message = ControlMessage.activityUpdate(update)
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
        if !feedsRefused {
            if try fresh.startFeed(activity: update.id) {
                feeding = true
                if let reply = try fresh.feed(Self.feedLine(update)) { return reply }
                fedLine = line
                return ControlReply(ok: true, message: "activity \(update.id) sent")
            }
            // Refused: an older home screen closed the connection on the unknown request; this
            // one keeps it. Either way, one answer a message on a new connection.
            feedsRefused = true
            fresh.close()
            connection = nil
            return try send(update, line: line)
        }
        return try fresh.send(message)
    }
}
