/// Entries and when to ask for more, as in WidgetKit.
public struct Timeline<EntryType: TimelineEntry>: Sendable {
    /// The entries, in any order (sorted by date when received).
    public var entries: [EntryType]
    /// When to ask for the next timeline.
    public var policy: TimelineReloadPolicy

    /// A timeline of `entries` asking again as `policy` says.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When a widget's timeline is asked for again, as in WidgetKit.
public struct TimelineReloadPolicy: Hashable, Codable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Codable, Sendable {
        case atEnd
        case after(Date)
        case never
    }

    let storage: Storage

    /// Once the last entry's date has passed.
    public static let atEnd = TimelineReloadPolicy(storage: .atEnd)
    /// Only when asked (WidgetCenter, a configuration edit, an interaction).
    public static let never = TimelineReloadPolicy(storage: .never)
    /// At `date`; the new timeline replaces this one, unshown entries and all.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(storage: .after(date)) }

    /// The date of an `.after` policy.
    public var afterDate: Date? {
        if case let .after(date) = storage { return date }
        return nil
    }

    /// True for `.atEnd`.
    public var isAtEnd: Bool { storage == .atEnd }
    /// True for `.never`.
    public var isNever: Bool { storage == .never }

    /// The text logs and messages show.
    public var description: String {
        switch storage {
        case .atEnd: return "atEnd"
        case .never: return "never"
        case let .after(date): return "after(\(date.formatted(.iso8601)))"
        }
    }
}
