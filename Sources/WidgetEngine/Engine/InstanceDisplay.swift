import Foundation

/// What an instance shows at an instant, and the marks the home screen puts on its tile.
public struct InstanceDisplay: Sendable {
    /// Where the content comes from.
    public enum Source: Equatable, Sendable {
        /// The placeholder: nothing has arrived yet.
        case placeholder
        /// An entry of the timeline.
        case entry(index: Int)
        /// The kind is not installed (renamed or removed): a "no longer available" tile.
        case unavailable
    }

    /// Where the content comes from.
    public var source: Source
    /// The archive to draw; nil when unavailable.
    public var view: ViewNode?
    /// Redaction the host adds (`.placeholder` for placeholder content).
    public var redactionReasons: RedactionReasons
    /// The last reload failed: show the failure marker.
    public var failed: Bool
    /// It failed again and again and is stopped until the user reloads it: show the stopped
    /// marker instead.
    public var stopped: Bool
    /// The content came from the cache of an earlier run, is not refreshed yet and is out of
    /// date (the last entry with its policy's reload overdue, or a failed reload since): its age.
    public var staleSince: Date?
}
