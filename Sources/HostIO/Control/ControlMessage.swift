import Foundation
import Logging
import WidgetEngine

/// A request to a running home screen through its control socket (see ``ControlListener``).
///
/// On the wire each message is one line of JSON, answered by one line (``ControlReply``):
/// ```
/// {"command":"reload"}                                   every widget
/// {"command":"reload","kind":"clock"}                    every clock
/// {"command":"reload","instance":"clock-1"}              one instance
/// {"command":"donate","kind":"news","config":["topic=tech"]}
/// {"command":"activity","activity":{…}}                  a live activity started or changed
/// {"command":"activity-update","update":"SFNBVQ…"}       a change of a running one (binary, base64)
/// {"command":"dismiss-activity","id":"3fa9c2e01b7d"}
/// {"command":"activity-record","id":"3fa9c2e01b7d"}      the activity as the screen keeps it
/// {"command":"keep-open"}                                more lines on this connection
/// {"command":"activity-feed","id":"3fa9c2e01b7d"}        then one update a line, unanswered
/// ```
public enum ControlMessage: Equatable, Sendable {
    /// `WidgetCenter.reloadTimelines(ofKind:)` (a kind) or `reloadAllTimelines()` (nil), from
    /// the background: charged to each instance's budget.
    case reload(kind: String?)
    /// A reload of one instance (`homescreen reload --instance ID`), as `WidgetCenter` asks
    /// from the background (charged, unless the widget is not metered, as plugins are not).
    case reloadInstance(String)
    /// An interaction donation for `kind` with parameter values as `key=value` (checked by the
    /// receiver against the widget's parameters).
    case donate(kind: String, configuration: [String])
    /// A live activity started, updated or ended (`homescreen activity`): the whole new
    /// record, checked by the receiver (``ActivityLimits``, and against the record it replaces).
    case activity(ActivityRecord)
    /// A change of a running live activity (`homescreen activity update` and `end`): only what
    /// a change sets, its views archived in the binary form, checked by the receiver
    /// (``ActivityLimits``, and against the record it changes).
    case activityUpdate(ActivityUpdate)
    /// A live activity taken off the screen.
    case dismissActivity(id: String)
    /// The live activity `id` as the home screen keeps it now, in the reply's
    /// ``ControlReply/activity`` (`homescreen activity update` changes the latest state,
    /// which the screen writes to its file at most once a second).
    case activityRecord(id: String)
    /// On a kept-open connection: the lines that follow are updates of the running activity
    /// `id`, each its binary archive in base64, taken at the screen's next frame and not
    /// answered one by one (see ``ActivityFeeds``). A refusal is answered with one line and
    /// ends the feed; the end of the client's side ends it too.
    case activityFeed(id: String)

    /// Why a line is not a message.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public var reason: String
        public var description: String { "malformed message: \(reason)" }
    }

    private struct Wire: Codable {
        var command: String
        var kind: String?
        var config: [String]?
        var instance: String?
        var activity: ActivityRecord?
        var id: String?
        /// An ``ActivityUpdate``'s binary archive, in base64.
        var update: String?
    }

    /// The message as one line of JSON, without the newline.
    public var line: String {
        let wire: Wire
        switch self {
        case let .reload(kind): wire = Wire(command: "reload", kind: kind)
        case let .reloadInstance(id): wire = Wire(command: "reload", instance: id)
        case let .donate(kind, configuration): wire = Wire(command: "donate", kind: kind, config: configuration)
        case let .activity(record): wire = Wire(command: "activity", activity: record)
        case let .activityUpdate(update):
            wire = Wire(command: "activity-update", update: (try? update.archived()).map { Data($0).base64EncodedString() })
        case let .dismissActivity(id): wire = Wire(command: "dismiss-activity", id: id)
        case let .activityRecord(id): wire = Wire(command: "activity-record", id: id)
        case let .activityFeed(id): wire = Wire(command: "activity-feed", id: id)
        }
        let encoder = ActivityPayload.encoder()
        return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"command":"reload"}"#
    }

    /// Reads one line of JSON; anything else is ``Malformed`` with the reason.
    public init(line: String) throws(Malformed) {
        let wire: Wire
        do {
            wire = try ActivityPayload.decoder().decode(Wire.self, from: Data(line.utf8))
        } catch {
            throw Malformed(reason: "not a JSON object with a \"command\" string (\(Self.summary(of: error)))")
        }
        switch wire.command {
        case "reload":
            if let kind = wire.kind, kind.isEmpty { throw Malformed(reason: "\"kind\" is empty") }
            if let instance = wire.instance {
                guard !instance.isEmpty, wire.kind == nil else { throw Malformed(reason: "\"instance\" is empty or given with \"kind\"") }
                self = .reloadInstance(instance)
                return
            }
            self = .reload(kind: wire.kind)
        case "donate":
            guard let kind = wire.kind, !kind.isEmpty else { throw Malformed(reason: "donate needs a \"kind\"") }
            self = .donate(kind: kind, configuration: wire.config ?? [])
        case "activity":
            guard let record = wire.activity else { throw Malformed(reason: "activity needs an \"activity\" object") }
            self = .activity(record)
        case "activity-update":
            guard let text = wire.update, let bytes = Data(base64Encoded: text) else {
                throw Malformed(reason: "activity-update needs an \"update\" in base64")
            }
            do {
                self = .activityUpdate(try ActivityUpdate(archived: [UInt8](bytes)))
            } catch {
                throw Malformed(reason: "\"update\" is not an activity update of this version: \(error)")
            }
        case "dismiss-activity":
            guard let id = wire.id, !id.isEmpty else { throw Malformed(reason: "dismiss-activity needs an \"id\"") }
            self = .dismissActivity(id: id)
        case "activity-record":
            guard let id = wire.id, !id.isEmpty else { throw Malformed(reason: "activity-record needs an \"id\"") }
            self = .activityRecord(id: id)
        case "activity-feed":
            guard let id = wire.id, !id.isEmpty else { throw Malformed(reason: "activity-feed needs an \"id\"") }
            self = .activityFeed(id: id)
        default:
            throw Malformed(
                reason:
                    "unknown command \"\(wire.command)\"; the commands are reload, donate, activity, activity-update, dismiss-activity, "
                    + "activity-record, activity-feed and keep-open")
        }
    }

    private static func summary(of error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        switch decoding {
        case let .dataCorrupted(context): return context.debugDescription
        case let .keyNotFound(key, _): return "no \"\(key.stringValue)\""
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        @unknown default: return "\(decoding)"
        }
    }
}

extension ControlMessage {
    /// The message in a few words for the log: its command and what it names, never a record's
    /// whole JSON.
    public var summary: String {
        switch self {
        case let .reload(kind): kind.map { "reload kind \($0)" } ?? "reload all"
        case let .reloadInstance(id): "reload instance \(id)"
        case let .donate(kind, configuration): "donate \(kind) \(configuration.joined(separator: " "))"
        case let .activity(record): "activity \(record.id) (\(record.kind))"
        case let .activityUpdate(update): "activity-update \(update.id)\(update.ended == nil ? "" : " (ended)")"
        case let .dismissActivity(id): "dismiss-activity \(id)"
        case let .activityRecord(id): "activity-record \(id)"
        case let .activityFeed(id): "activity-feed \(id)"
        }
    }

    /// How loud its log line is: a running activity's updates, which may come every second,
    /// are debug lines; everything else is info.
    public var logLevel: Logger.Level {
        if case let .activityUpdate(update) = self, update.ended == nil { return .debug }
        return .info
    }
}
