import Foundation

/// One occurrence of an event, placed in time: what the widget shows.
struct CalendarOccurrence: Hashable, Sendable, Identifiable {
    var uid: String
    var title: String
    var location: String?
    var start: Date
    var end: Date
    var isAllDay: Bool

    var id: String { "\(uid)@\(start.timeIntervalSince1970)" }

    /// True while it is on at `date`.
    func isOngoing(at date: Date) -> Bool { start <= date && date < end }

    /// True when it is not over at `date` (an event without length is over once it starts).
    func isPending(at date: Date) -> Bool { end > date || start >= date }

    /// The link that opens it: `homescreen://calendar/<uid>` (the UID percent-encoded).
    var url: URL? {
        // Most UIDs need no escaping; Foundation's percent encoding is slow (rows are many).
        let plain = uid.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-._~@".utf8.contains(byte)
        }
        let encoded =
            plain
            ? uid : uid.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? uid
        return URL(string: "homescreen://calendar/\(encoded)")
    }
}
