import WidgetEngine
import WidgetNetwork

/// Reads every feed at most every `minutes`, merges their items newest first, and shows each
/// with its source and age (entries every 15 minutes until the next reload, so ages move on
/// without one). New items, remembered across restarts, raise the widget's relevance. A feed
/// that fails keeps its last items, and the stale line says which failed.
struct FeedsProvider: AppIntentTimelineProvider {
    var access: NetworkAccess

    /// Rows kept per entry (a large widget shows about ten).
    static let rowsKept = 30
    /// How often the ages shown move on.
    static let ageStep: TimeInterval = 15 * 60
    static let accept = "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.8"

    func placeholder(in context: Context) -> FeedsEntry {
        let rows = [
            ("Terminal Weekly", "tmux 4.0 released", 25.0), ("Swift on Linux", "Swift 6.3 on Debian", 160),
            ("Terminal Weekly", "A shell story", 900),
            ("Widget Notes", "Relevance in smart stacks", 2_000),
        ].map { FeedsEntry.Row(title: $0.1, source: $0.0, link: nil, date: context.date.addingTimeInterval(-$0.2 * 60), isNew: false) }
        return FeedsEntry(date: context.date, title: "Feeds", rows: rows, problem: nil, stale: nil, relevance: nil)
    }

    func snapshot(for configuration: FeedsIntent, in context: Context) async -> FeedsEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: FeedsIntent, in context: Context) async -> Timeline<FeedsEntry> {
        let now = context.date
        let urls = URLList.urls(configuration.feeds)
        guard !urls.isEmpty else {
            let entry = FeedsEntry(
                date: now, title: "Feeds", rows: [], problem: "Add the URLs of RSS, Atom or JSON feeds.", stale: nil, relevance: nil)
            return Timeline(entries: [entry], policy: .never)
        }
        let interval = TimeInterval(configuration.minutes * 60)
        let results = await fetchAll(urls, every: interval, at: now)
        let feeds = results.compactMap { url, result in result.value.map { (url, $0) } }
        let fresh = FeedSeenItems(urls: urls, cache: access.fetcher.cache).takeNew(feeds.flatMap(\.1.items))
        var rows: [FeedsEntry.Row] = []
        for (url, feed) in feeds {
            let source = feed.title.isEmpty ? url.host ?? "" : feed.title
            rows += feed.items.map {
                FeedsEntry.Row(title: $0.title, source: source, link: $0.link, date: $0.date, isNew: fresh.contains($0.id))
            }
        }
        rows = Self.newestFirst(rows)
        let title = feeds.count == 1 && urls.count == 1 ? feeds[0].1.title : "Feeds"
        let failures = results.compactMap { _, result in StaleNote(result) }
        let problem = rows.isEmpty ? (failures.first?.problem.message ?? "The feeds have no items.") : nil
        let newCount = rows.filter(\.isNew).count
        let relevance = TimelineEntryRelevance(score: Float(min(newCount, 20)), duration: interval)
        let policy = NetworkAccess.policy(nextAttempts: results.map(\.1.nextAttempt), at: now)
        let end = policy.afterDate ?? now.addingTimeInterval(interval)
        var entries: [FeedsEntry] = []
        var date = now
        repeat {
            let stale = failures.first.map { first in
                var note = first
                if failures.count > 1 { note.problem.message = "\(failures.count) feeds not refreshed: \(note.problem.message)" }
                return note.text(at: date, in: access.timeZone)
            }
            entries.append(
                FeedsEntry(
                    date: date, title: title.isEmpty ? "Feeds" : title, rows: rows, problem: problem, stale: stale,
                    relevance: date == now ? relevance : nil))
            date = date.addingTimeInterval(Self.ageStep)
        } while date < end && entries.count < 96
        return Timeline(entries: entries, policy: policy)
    }

    /// Every feed fetched at once, in the order given.
    private func fetchAll(_ urls: [URL], every interval: TimeInterval, at now: Date) async -> [(URL, FetchResult<Feed>)] {
        await withTaskGroup(of: (Int, FetchResult<Feed>).self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask {
                    let request = HTTPRequest(url: url, headers: ["Accept": Self.accept])
                    return (index, await access.fetcher.fetch(request, every: interval, at: now) { try FeedParser().parse($0) })
                }
            }
            var results: [(Int, FetchResult<Feed>)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map { (urls[$0.0], $0.1) }
        }
    }

    /// Dated rows newest first, then the undated, `rowsKept` at most.
    static func newestFirst(_ rows: [FeedsEntry.Row]) -> [FeedsEntry.Row] {
        let dated = rows.filter { $0.date != nil }.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
        return Array((dated + rows.filter { $0.date == nil }).prefix(rowsKept))
    }
}
