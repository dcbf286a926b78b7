import WidgetEngine

/// What the GitHub widget shows: pull requests waiting for your review, your own open ones
/// with their checks, and your unread notifications; or why there are none.
struct GitHubEntry: TimelineEntry {
    struct Row: Hashable, Sendable {
        var title: String
        /// "widgets#42", or why a notification came ("mention").
        var detail: String
        var link: URL?
        var checks: GitHubChecks = .none
    }

    let date: Date
    let reviews: [Row]
    let mine: [Row]
    /// Nil when they could not be read (no token).
    let notifications: [Row]?
    /// Why nothing could be shown.
    let problem: String?
    /// "⚠ as of 09:41 · …" when a request failed.
    let stale: StaleLine?
    let relevance: TimelineEntryRelevance?
}
