import WidgetEngine

/// What the feeds widget shows at one instant: the newest items of every feed, or why there
/// are none, and the stale line when a feed could not be refreshed.
struct FeedsEntry: TimelineEntry {
    struct Row: Hashable, Sendable {
        var title: String
        /// The feed's title (or its host).
        var source: String
        var link: URL?
        var date: Date?
        /// Arrived since the last reload.
        var isNew: Bool
    }

    let date: Date
    /// The widget's title: the feed's own when there is one feed.
    let title: String
    let rows: [Row]
    /// Why there is nothing to show (nil when there is).
    let problem: String?
    /// "⚠ as of 09:41 · …" when a feed could not be refreshed.
    let stale: StaleLine?
    let relevance: TimelineEntryRelevance?

    /// "5m", "3h", "2d", "4w" since `row` was published, at this entry; "" when undated.
    func age(of row: Row) -> String {
        guard let published = row.date else { return "" }
        let minutes = max(0, Int(date.timeIntervalSince(published) / 60))
        switch minutes {
        case ..<60: return "\(minutes)m"
        case ..<(48 * 60): return "\(minutes / 60)h"
        case ..<(14 * 1_440): return "\(minutes / 1_440)d"
        default: return "\(minutes / 10_080)w"
        }
    }
}
