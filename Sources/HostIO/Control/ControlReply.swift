import Foundation
import WidgetEngine

/// A running home screen's answer to a ``ControlMessage``: one line of JSON,
/// `{"ok":true,"message":"…","count":2}`; a refusal that later messages about the same
/// activity would meet too says so in `"reason"`: `{"message":"…","ok":false,"reason":"activityEnded"}`.
public struct ControlReply: Codable, Equatable, Sendable {
    /// True when the request was carried out.
    public var ok: Bool
    /// What happened, or why nothing did, for a person to read.
    public var message: String
    /// For a reload: how many instances were asked to reload.
    public var count: Int?
    /// For ``ControlMessage/activityRecord(id:)``: the activity as the home screen keeps it.
    public var activity: ActivityRecord?
    /// For a refused activity message: why, when every later change of that activity would be
    /// refused too (it has ended, or is not kept), for a program to act on without reading
    /// ``message``. Nil otherwise, and in the replies of a home screen older than this field;
    /// a reason this build does not know is read as nil.
    public var reason: ActivityFailure.Reason?

    /// A reply: done (`ok`) or not, what happened, for a reload how many were asked, and for a
    /// refused activity message the `reason` later ones would be refused too.
    public init(
        ok: Bool, message: String, count: Int? = nil, activity: ActivityRecord? = nil, reason: ActivityFailure.Reason? = nil
    ) {
        self.ok = ok
        self.message = message
        self.count = count
        self.activity = activity
        self.reason = reason
    }

    /// The refusal of a message about the activity `id`, for `failure`: its words after
    /// "activity ID refused: ", and its reason.
    public init(refusing id: String, for failure: ActivityFailure) {
        self.init(ok: false, message: "activity \(id) refused: \(failure.message)", reason: failure.reason)
    }

    private enum CodingKeys: String, CodingKey {
        case ok, message, count, activity, reason
    }

    /// Reads a reply; a `"reason"` this build does not know is read as nil, not refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ok = try container.decode(Bool.self, forKey: .ok)
        message = try container.decode(String.self, forKey: .message)
        count = try container.decodeIfPresent(Int.self, forKey: .count)
        activity = try container.decodeIfPresent(ActivityRecord.self, forKey: .activity)
        reason = (try? container.decodeIfPresent(String.self, forKey: .reason)).flatMap { $0 }.flatMap(ActivityFailure.Reason.init)
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
