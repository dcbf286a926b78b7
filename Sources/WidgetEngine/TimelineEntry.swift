/// One moment of a widget's timeline, as in WidgetKit: the date it applies from and,
/// optionally, how relevant it is for smart stacks.
public protocol TimelineEntry: Sendable {
    /// When the entry starts to show.
    var date: Date { get }
    /// Its relevance; nil keeps the instance's previous relevance.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance unless the entry gives one.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, as in WidgetKit: a score (only comparable within one widget's
/// own history) for `duration` seconds from the entry's date; 0 means until a later entry
/// says otherwise. A score of 0 or less never promotes the widget.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// How relevant, on the widget's own scale (0 or less: never promote).
    public var score: Float
    /// Seconds it lasts from the entry's date (0: until a later entry says otherwise).
    public var duration: TimeInterval

    /// A relevance of `score` for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
