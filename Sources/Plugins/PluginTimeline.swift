import Foundation
import WidgetEngine

/// A plugin's output as a timeline: an entry per title line, each shown for
/// ``cycleSeconds`` in turn (the title lines cycle, as in the menu bar), for at most
/// ``cycleSpan`` or the plugin's interval; then the first title stays until the next run.
/// The reload policy is the interval in the plugin's name (`.after`), or `.never` for a plugin
/// without one (it runs again when reloaded, and a stream pushes its states).
enum PluginTimeline {
    /// How long each title line shows.
    static let cycleSeconds: TimeInterval = 3
    /// How long the titles cycle after a run, at most.
    static let cycleSpan: TimeInterval = 600

    /// The entries for `document` from `now`.
    static func contents(of document: PluginDocument, name: String, interval: TimeInterval?, at now: Date) -> [PluginContent] {
        let titles = document.titles.count
        guard titles > 1 else { return [PluginContent(date: now, name: name, document: document, titleIndex: 0)] }
        let span = min(interval ?? cycleSpan, cycleSpan)
        let count = max(titles, Int(span / cycleSeconds))
        return (0..<count).map { step in
            PluginContent(
                date: now.addingTimeInterval(Double(step) * cycleSeconds), name: name, document: document, titleIndex: step % titles)
        }
    }

    /// The archived timeline of `document` for an instance in `environment`.
    static func archive(
        _ document: PluginDocument, name: String, interval: TimeInterval?, environment: EnvironmentValues, at now: Date
    ) -> ArchivedTimeline {
        let entries = contents(of: document, name: name, interval: interval, at: now).map { archive($0, environment: environment) }
        return ArchivedTimeline(entries: entries, policy: interval.map { .after(now.addingTimeInterval($0)) } ?? .never)
    }

    /// One entry, archived.
    static func archive(_ content: PluginContent, environment: EnvironmentValues) -> ArchivedEntry {
        ArchivedEntry(date: content.date, relevance: nil, view: ViewResolver.resolve(PluginView(content: content), in: environment))
    }
}
