/// A timeline entry as the host keeps it: its date, relevance and archived view, evaluated
/// once when the entry arrived.
public struct ArchivedEntry: Equatable, Sendable {
    /// When the entry starts to show.
    public var date: Date
    /// How relevant it is, for smart stacks (nil: no change).
    public var relevance: TimelineEntryRelevance?
    /// The view, resolved when the timeline was received.
    public var view: ViewNode

    /// An entry showing `view` from `date`.
    public init(date: Date, relevance: TimelineEntryRelevance?, view: ViewNode) {
        self.date = date
        self.relevance = relevance
        self.view = view
    }
}

/// A timeline as the host keeps it: archived entries sorted by date and the reload policy.
public struct ArchivedTimeline: Equatable, Sendable {
    /// Entries in date order; equal dates keep the order they were given in.
    public var entries: [ArchivedEntry]
    /// When to ask for the next timeline.
    public var policy: TimelineReloadPolicy

    /// Sorts `entries` by date, stably. Each entry's view shares with the entry before it the
    /// subtrees the two have in common (``ViewNode/sharingSubtrees(with:)``), so a timeline
    /// whose entries differ only in their text holds one copy of the rest.
    public init(entries: [ArchivedEntry], policy: TimelineReloadPolicy) {
        var sorted = entries.enumerated().sorted { a, b in
            a.element.date != b.element.date ? a.element.date < b.element.date : a.offset < b.offset
        }.map(\.element)
        for index in sorted.indices.dropFirst() {
            sorted[index].view = sorted[index].view.sharingSubtrees(with: sorted[index - 1].view)
        }
        self.entries = sorted
        self.policy = policy
    }

    /// The index of the entry shown at `instant`: the last entry whose date is not after it
    /// (of equal dates, the last given), or the first entry when all are in the future; nil
    /// when there are no entries.
    public func entryIndex(at instant: Date) -> Int? {
        guard !entries.isEmpty else { return nil }
        // Binary search for the first entry after `instant`; the one before it shows.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].date <= instant { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The entry shown at `instant`.
    public func entry(at instant: Date) -> ArchivedEntry? {
        entryIndex(at: instant).map { entries[$0] }
    }
}
