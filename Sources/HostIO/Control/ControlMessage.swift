import Foundation

/// A request to a running home screen through its control socket (see ``ControlListener``).
///
/// On the wire each message is one line of JSON, answered by one line (``ControlReply``):
/// ```
/// {"command":"reload"}                                   every widget
/// {"command":"reload","kind":"clock"}                    every clock
/// {"command":"reload","instance":"clock-1"}              one instance
/// {"command":"donate","kind":"news","config":["topic=tech"]}
/// ```
public enum ControlMessage: Hashable, Sendable {
    /// `WidgetCenter.reloadTimelines(ofKind:)` (a kind) or `reloadAllTimelines()` (nil), from
    /// the background: charged to each instance's budget.
    case reload(kind: String?)
    /// A reload of one instance (`homescreen reload --instance ID`), as `WidgetCenter` asks
    /// from the background (charged, unless the widget is not metered, as plugins are not).
    case reloadInstance(String)
    /// An interaction donation for `kind` with parameter values as `key=value` (checked by the
    /// receiver against the widget's parameters).
    case donate(kind: String, configuration: [String])

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
    }

    /// The message as one line of JSON, without the newline.
    public var line: String {
        let wire: Wire
        switch self {
        case let .reload(kind): wire = Wire(command: "reload", kind: kind)
        case let .reloadInstance(id): wire = Wire(command: "reload", instance: id)
        case let .donate(kind, configuration): wire = Wire(command: "donate", kind: kind, config: configuration)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"command":"reload"}"#
    }

    /// Reads one line of JSON; anything else is ``Malformed`` with the reason.
    public init(line: String) throws(Malformed) {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(line.utf8))
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
        default:
            throw Malformed(reason: "unknown command \"\(wire.command)\"; the commands are reload and donate")
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
