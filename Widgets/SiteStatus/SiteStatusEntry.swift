import WidgetEngine

/// What the site status widget shows: each site's last check, or why there are none, and the
/// stale line when no site could be reached at all (this machine is offline).
struct SiteStatusEntry: TimelineEntry {
    let date: Date
    let checks: [SiteCheck]
    let problem: String?
    let stale: StaleLine?
    let relevance: TimelineEntryRelevance?

    var downCount: Int { checks.filter { !$0.isUp }.count }
}
