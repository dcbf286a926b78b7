import Foundation

/// Content a widget sends for one of its instances outside its reloads, as WidgetKit's push
/// updates do: a new timeline, one entry, or a request to reload. A streaming script's lines,
/// the live System widget's samples and an extension's own pushes all arrive so. They are not
/// charged to the instance's budget; the host coalesces them to at most one frame per display
/// instant (``PushCoalescer``).
public struct WidgetPush: Equatable, Sendable {
    /// What is pushed.
    public enum Content: Equatable, Sendable {
        /// A whole new timeline, replacing the one shown, whose policy schedules what follows.
        case timeline(ArchivedTimeline)
        /// One entry, shown now in place of the timeline's entries; the policy and the next
        /// reload stay as they were.
        case entry(ArchivedEntry)
        /// Ask for a reload of the instance (as a `WidgetCenter` request).
        case reload
    }

    /// The instance it is for.
    public var instance: WidgetInstanceID
    public var content: Content

    public init(instance: WidgetInstanceID, content: Content) {
        self.instance = instance
        self.content = content
    }

    /// Of two pushes for one instance, what is kept when both wait for the same frame: the
    /// later content replaces the earlier, except that a reload asked for stays asked for
    /// (``merged(with:)`` keeps both as `pending`).
    static func merge(_ earlier: [Content], _ later: Content) -> [Content] {
        switch later {
        case .reload:
            return earlier.contains(.reload) ? earlier : earlier + [.reload]
        case .timeline, .entry:
            return earlier.filter { $0 == .reload } + [later]
        }
    }
}
