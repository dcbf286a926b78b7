import Foundation
import WidgetEngine

/// A running home screen's answer to a ``ControlMessage``: one line of JSON,
/// `{"ok":true,"message":"…","count":2}`.
public struct ControlReply: Codable, Equatable, Sendable {
    /// True when the request was carried out.
    public var ok: Bool
    /// What happened, or why nothing did, for a person to read.
    public var message: String
    /// For a reload: how many instances were asked to reload.
    public var count: Int?
    /// For ``ControlMessage/activityRecord(id:)``: the activity as the home screen keeps it.
    public var activity: ActivityRecord?

    /// A reply: done (`ok`) or not, what happened, and for a reload how many were asked.
    public init(ok: Bool, message: String, count: Int? = nil, activity: ActivityRecord? = nil) {
        self.ok = ok
        self.message = message
        self.count = count
        self.activity = activity
    }

    /// ``message`` as text safe to print to a terminal: control characters (escape sequences,
    /// bells, carriage returns) are shown as `^[`, `^G`, `^M`, `^?`, and C1 controls as
    /// `<U+009B>`, never sent raw.
    public var printableMessage: String {
        Self.visible(message)
    }

    /// `raw` with its control characters made visible (see ``printableMessage``).
    public static func visible(_ raw: String) -> String {
        var text = ""
        for scalar in raw.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: text += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: text += "^?"
            case 0x80..<0xA0: text += "<U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + ">"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The reply as one line of JSON, without the newline.
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"message":"","ok":false}"#
    }

    /// Reads a reply line; nil when it is not one.
    public init?(line: String) {
        guard let reply = try? JSONDecoder().decode(ControlReply.self, from: Data(line.utf8)) else { return nil }
        self = reply
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
