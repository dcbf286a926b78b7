import Foundation
import WidgetEngine
import WidgetNetwork

/// Checks every site at each reload (at most every `minutes`) and shows its status and
/// latency. A site that is down raises the widget's relevance, so a smart stack brings it to
/// the top. When no site can be reached at all (no network, or every name unresolved) the
/// last known states stay, marked with their age and what failed: it is this machine that is
/// offline, not every site.
struct SiteStatusProvider: AppIntentTimelineProvider {
    var access: NetworkAccess

    func placeholder(in context: Context) -> SiteStatusEntry {
        let checks = [
            ("https://example.org", 200, 84), ("https://api.example.org/health", 200, 132), ("https://shop.example.com", 503, 240),
        ]
        .map {
            SiteCheck(url: $0.0, status: $0.1, latency: $0.2, detail: HTTPStatus.line($0.1), checkedAt: context.date, reachedServer: true)
        }
        return SiteStatusEntry(date: context.date, checks: checks, problem: nil, stale: nil, relevance: nil)
    }

    func snapshot(for configuration: SiteStatusIntent, in context: Context) async -> SiteStatusEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: SiteStatusIntent, in context: Context) async -> Timeline<SiteStatusEntry> {
        let now = context.date
        let urls = URLList.urls(configuration.urls)
        guard !urls.isEmpty else {
            let entry = SiteStatusEntry(date: now, checks: [], problem: "Add the URLs of the sites to check.", stale: nil, relevance: nil)
            return Timeline(entries: [entry], policy: .never)
        }
        let interval = TimeInterval(configuration.minutes * 60)
        let memory = SiteStatusMemory(urls: urls, cache: access.fetcher.cache)
        let previous = memory.read()
        let checked = await SiteChecker(transport: access.fetcher.transport).check(urls, previous: previous, at: now)
        var checks = checked
        var stale: StaleLine?
        let asked = checked.filter { $0.checkedAt == now }
        if urls.count > 1, !asked.isEmpty, asked.allSatisfy({ !$0.reachedServer }) {
            // Nothing answered: keep what was known, and say why.
            checks = zip(urls, checked).map { url, check in previous[url.absoluteString] ?? check }
            let known = checks.map(\.checkedAt).filter { $0 < now }.max()
            let problem = NetworkProblem(kind: .offline, message: "no site answered: \(asked[0].detail)", at: now)
            stale = StaleNote(fetchedAt: known, problem: problem).text(at: now, in: access.timeZone)
        } else {
            memory.keep(checks)
        }
        let down = checks.filter { !$0.isUp }.count
        let relevance = TimelineEntryRelevance(score: stale == nil && down > 0 ? 100 : 0, duration: interval)
        let entry = SiteStatusEntry(date: now, checks: checks, problem: nil, stale: stale, relevance: relevance)
        // A site waiting out its Retry-After is skipped at the reloads before then.
        return Timeline(entries: [entry], policy: .after(now.addingTimeInterval(interval)))
    }
}
