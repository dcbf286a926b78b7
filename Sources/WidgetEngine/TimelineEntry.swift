/// One moment of a widget's timeline, as in WidgetKit: the date it applies from and,
/// optionally, how relevant it is for smart stacks.
public protocol TimelineEntry: Sendable {
    /// When the entry starts to show.
    var date: Date { get }
    /// Its relevance; nil keeps the instance's previous relevance.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as in WidgetKit: a score (only comparable within one widget's
/// own history) for `duration` seconds from the entry's date; 0 means until a later entry
/// says otherwise. A score of 0 or less never promotes the widget.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
