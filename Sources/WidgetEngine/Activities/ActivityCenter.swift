import Foundation

/// Where the activities a process starts with ``Activity/request(attributes:content:pushType:)``
/// go: each change is handed to ``changes`` (set by the host; by default they are kept in
/// ``posted`` only, which tests read).
public enum ActivityCenter {
    static let lock = NSLock()
    nonisolated(unsafe) static var running: [ObjectIdentifier: Any] = [:]
    nonisolated(unsafe) private static var handler: (@Sendable (ActivityChange) -> Void)?
    nonisolated(unsafe) private static var kept: [ActivityChange] = []

    /// The receiver of every change; nil keeps them in ``posted``.
    public static var changes: (@Sendable (ActivityChange) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The changes posted while no receiver was set, oldest first.
    public static var posted: [ActivityChange] { lock.withLock { kept } }

    static func post(_ change: ActivityChange) {
        let handler = lock.withLock { () -> (@Sendable (ActivityChange) -> Void)? in
            if self.handler == nil { kept.append(change) }
            return self.handler
        }
        handler?(change)
    }
}

/// One change to an activity, as its JSON: what `homescreen activity start/update/end` carry.
public enum ActivityChange: Equatable, Sendable {
    /// Started with these attributes and state.
    case start(kind: String, id: String, attributes: Data, state: Data, staleDate: Date?, relevance: Double)
    /// A new state (`alert`: a line shown as a toast).
    case update(id: String, state: Data, staleDate: Date?, relevance: Double, alert: String?)
    /// Ended, with a final state or the last one.
    case end(id: String, state: Data?, dismissal: ActivityUIDismissalPolicy)
}

/// Activity identifiers: 12 lowercase hexadecimal digits, random.
public enum ActivityID {
    /// A new identifier.
    public static func make() -> String {
        (0..<12).map { _ in String(Int.random(in: 0..<16), radix: 16) }.joined()
    }

    /// Whether `text` is one.
    public static func isValid(_ text: String) -> Bool {
        text.count == 12 && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }
}
