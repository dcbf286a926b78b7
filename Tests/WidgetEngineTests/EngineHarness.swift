import Foundation
import TestSupport
import WidgetEngine

/// A test widget whose provider is never called by these tests: results are delivered by
/// hand, at chosen instants.
struct ProbeEntry: TimelineEntry {
    let date: Date
    let label: String
    var relevance: TimelineEntryRelevance?
}

struct ProbeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: context.date, label: "placeholder") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
        completion(ProbeEntry(date: context.date, label: "snapshot"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
        completion(Timeline(entries: [ProbeEntry(date: context.date, label: "live")], policy: .never))
    }
}

func probeDescriptor(kind: String, build: String? = nil) -> WidgetDescriptor {
    var descriptor = StaticConfiguration(kind: kind, provider: ProbeProvider()) { Text($0.label) }.descriptor
    descriptor.build = build
    return descriptor
}

/// An engine on a manual clock: time moves only when a test says so.
struct EngineHarness {
    var engine: TimelineEngine
    var now: Date
    let start = Fixtures.instant

    /// - Parameter build: the build every widget says it is (nil: none).
    init(settings: EngineSettings = .standard, kinds: [String] = ["probe", "other"], build: String? = nil) {
        engine = TimelineEngine(catalog: WidgetCatalog(kinds.map { probeDescriptor(kind: $0, build: build) }), settings: settings)
        now = Fixtures.instant
    }

    /// Seconds since the start, as an instant.
    func at(_ offset: TimeInterval) -> Date { start.addingTimeInterval(offset) }

    @discardableResult
    mutating func place(_ id: String, kind: String = "probe", family: WidgetFamily = .systemSmall) -> WidgetInstanceID {
        let instance = WidgetInstance(id: WidgetInstanceID(rawValue: id), kind: kind, family: family)
        engine.place(instance, at: now)
        engine.preparePlaceholders(for: [instance.id], at: now) // as the front end does before drawing it
        return instance.id
    }

    /// Moves the clock to `offset` seconds after the start and returns the calls due.
    mutating func advance(to offset: TimeInterval) -> [ProviderRequest] {
        now = at(offset)
        return engine.advance(to: now)
    }

    /// A timeline of entries at the given offsets (labels e0, e1, ...).
    func timeline(_ offsets: [TimeInterval], policy: TimelineReloadPolicy = .never, relevance: [TimelineEntryRelevance?]? = nil)
        -> ArchivedTimeline
    {
        ArchivedTimeline(
            entries: offsets.enumerated().map { index, offset in
                ArchivedEntry(date: at(offset), relevance: relevance?[index], view: ViewResolver.resolve(Text("e\(index)")))
            }, policy: policy)
    }

    /// Delivers `timeline` for every request in `requests`.
    mutating func deliver(_ timeline: ArchivedTimeline, to requests: [ProviderRequest]) {
        for request in requests { engine.deliver(.success(timeline), for: request.token, at: now) }
    }

    /// Places, starts and answers the first reload with `timeline`.
    mutating func placeWith(_ timeline: ArchivedTimeline, id: String = "a") -> WidgetInstanceID {
        let placed = place(id)
        deliver(timeline, to: engine.advance(to: now))
        return placed
    }

    /// The label shown by `id` now ("placeholder", "e0", ...).
    func shown(_ id: WidgetInstanceID) -> String? {
        guard let display = engine.display(id, at: now), let view = display.view else { return nil }
        if display.source == .placeholder { return "placeholder" }
        var label = ""
        view.forEachNode { node in
            if case let .text(text) = node.kind, case let .verbatim(string) = text.runs.first?.content { label = string }
        }
        return label
    }

    /// When `id`'s next reload may run, if one is scheduled.
    func nextReload(_ id: WidgetInstanceID) -> Date? { engine.states[id]?.scheduled?.notBefore }
}
