/// One `#Preview` of a widget: its name, family, widget and where its entries come from.
/// The macro makes these (through ``WidgetPreviews``); make one by hand only in tests.
@MainActor
public struct WidgetPreview {
    /// The name given, if any.
    public let name: String?
    /// The family it is drawn in.
    public let family: WidgetFamily
    /// The widget previewed.
    public let descriptor: WidgetDescriptor
    /// Where it was written (`#fileID`, line), set by ``WidgetPreviews``.
    public internal(set) var fileID = ""
    /// The line of its `#Preview`.
    public internal(set) var line = 0
    private let makeEntries: @MainActor (TimelineProviderContext) async throws -> [any TimelineEntry]

    /// The widget's kind.
    public var kind: String { descriptor.kind }

    /// A preview of `widget` drawing the entries `timeline` builds.
    public init<W: Widget>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        self.init(name, family, widget()) { _ in await timeline() }
    }

    /// A preview of `widget` drawing the timeline `timelineProvider`'s provider makes.
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider
    ) {
        self.init(name, family, widget()) { context in
            await Self.entries(of: timelineProvider(), in: context)
        }
    }

    /// A preview of `widget` drawing the timeline `timelineProvider`'s provider makes for
    /// `intent`.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider
    ) {
        let sendableIntent = UncheckedIntent(intent: intent)
        self.init(name, family, widget()) { context in
            try await timelineProvider().timeline(for: sendableIntent.intent, in: context).entries
        }
    }

    /// A preview of `widget` drawing the timeline `timelineProvider`'s SiriKit provider makes
    /// for `intent`.
    public init<W: Widget, Provider: IntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
        timelineProvider: @escaping () -> Provider
    ) {
        let sendableIntent = UncheckedIntent(intent: intent)
        self.init(name, family, widget()) { context in
            await Self.entries(of: timelineProvider(), for: sendableIntent, in: context)
        }
    }

    private init(
        _ name: String?, _ family: WidgetFamily, _ widget: some Widget,
        entries: @escaping @MainActor (TimelineProviderContext) async throws -> [any TimelineEntry]
    ) {
        self.name = name
        self.family = family
        descriptor = widget.body.descriptor
        makeEntries = entries
    }

    private nonisolated static func entries<Provider: TimelineProvider>(
        of provider: Provider, in context: TimelineProviderContext
    ) async -> [any TimelineEntry] {
        await FirstCompletion.value { provider.getTimeline(in: context, completion: $0) }.entries
    }

    private nonisolated static func entries<Provider: IntentTimelineProvider>(
        of provider: Provider, for intent: UncheckedIntent<Provider.Intent>, in context: TimelineProviderContext
    ) async -> [any TimelineEntry] {
        await FirstCompletion.value { provider.getTimeline(for: intent.intent, in: context, completion: $0) }.entries
    }

    /// The preview's entries, made for `context`.
    public func entries(in context: TimelineProviderContext) async throws -> [any TimelineEntry] {
        try await makeEntries(context)
    }
}

/// An intent value carried into the preview's provider call. Previews run on the main actor,
/// one call at a time, so the intent is never used from two places at once.
struct UncheckedIntent<Intent>: @unchecked Sendable {
    var intent: Intent
}
