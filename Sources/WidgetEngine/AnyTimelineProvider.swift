import Logging
import Synchronization

/// A type-erased provider that archives what it receives: each entry's view is resolved once,
/// into a ``ViewNode``, when the entry arrives, and the timeline is checked against
/// ``ArchiveLimits``. Its placeholder is made here; its snapshots and timelines where its
/// ``process`` says: here, or in an extension's program.
public struct AnyTimelineProvider: Sendable {
    typealias Archive<Entry> = @Sendable (Entry, EnvironmentValues) -> ArchivedEntry
    private let placeholderEntry: @Sendable (TimelineProviderContext, EnvironmentValues) -> ArchivedEntry
    /// Where the snapshots and timelines are made: the one place a call leaves the host.
    public let process: ProviderProcess
    /// Archives an entry a `#Preview` gives, or nil when it is not this provider's entry type;
    /// nil for a provider in another program (its views are drawn there).
    let previewArchive: (@Sendable (any TimelineEntry, EnvironmentValues) -> ArchivedEntry?)?

    /// Wraps a static `provider`, drawing its entries with `content`; views of widget `kind`
    /// read `@AppStorage` from that kind's ``WidgetDefaults`` unless the environment sets a store.
    public init<Provider: TimelineProvider, Content: View & SendableMetatype>(
        _ provider: Provider, kind: String? = nil,
        content: @escaping @Sendable (Provider.Entry) -> Content
    ) {
        let archive = Self.archiver(kind: kind, content)
        placeholderEntry = { context, environment in Self.placeholder(provider.placeholder(in: context), environment, archive) }
        previewArchive = { entry, environment in (entry as? Provider.Entry).map { archive($0, environment) } }
        process = .inProcess(
            InProcessProvider(
                snapshot: { context, environment, values throws(ProviderFailure) in
                    try Self.refuseConfiguration(values)
                    let entry = await FirstCompletion.value { provider.getSnapshot(in: context, completion: $0) }
                    return archive(entry, environment)
                },
                timeline: { context, environment, values, limits throws(ProviderFailure) in
                    try Self.refuseConfiguration(values)
                    let timeline = await FirstCompletion.value { provider.getTimeline(in: context, completion: $0) }
                    return try Self.archive(timeline, environment, limits, archive)
                }))
    }

    /// Wraps a configurable `provider`; each call builds its intent from the instance's values.
    public init<Provider: AppIntentTimelineProvider, Content: View & SendableMetatype>(
        intentProvider provider: Provider, kind: String? = nil,
        content: @escaping @Sendable (Provider.Entry) -> Content
    ) {
        let archive = Self.archiver(kind: kind, content)
        placeholderEntry = { context, environment in Self.placeholder(provider.placeholder(in: context), environment, archive) }
        previewArchive = { entry, environment in (entry as? Provider.Entry).map { archive($0, environment) } }
        process = .inProcess(
            InProcessProvider(
                snapshot: { context, environment, values throws(ProviderFailure) in
                    let intent = try await Self.resolvedIntent(Provider.Intent.self, values)
                    do {
                        return archive(try await provider.snapshot(for: intent, in: context), environment)
                    } catch {
                        throw .threw(String(describing: error))
                    }
                },
                timeline: { context, environment, values, limits throws(ProviderFailure) in
                    let intent = try await Self.resolvedIntent(Provider.Intent.self, values)
                    let timeline: Timeline<Provider.Entry>
                    do {
                        timeline = try await provider.timeline(for: intent, in: context)
                    } catch {
                        throw .threw(String(describing: error))
                    }
                    return try Self.archive(timeline, environment, limits, archive)
                }))
    }

    /// A provider whose entries are made here but archived by its own code (a script
    /// plugin's output read into views): each timeline is checked against `limits` as every
    /// provider's is.
    public init(
        placeholder: @escaping @Sendable (TimelineProviderContext, EnvironmentValues) -> ArchivedEntry,
        snapshot:
            @escaping @Sendable (TimelineProviderContext, EnvironmentValues, ConfigValues) async throws(ProviderFailure) -> ArchivedEntry,
        timeline:
            @escaping @Sendable (TimelineProviderContext, EnvironmentValues, ConfigValues) async throws(ProviderFailure) -> ArchivedTimeline
    ) {
        self.init(
            placeholder: placeholder,
            process: .inProcess(
                InProcessProvider(
                    snapshot: snapshot,
                    timeline: { context, environment, values, limits throws(ProviderFailure) in
                        let archived = try await timeline(context, environment, values)
                        try limits.check(archived)
                        return archived
                    })))
    }

    /// A provider whose snapshots and timelines are made by `process` (an extension's
    /// program), its placeholders here by `placeholder`.
    init(placeholder: @escaping @Sendable (TimelineProviderContext, EnvironmentValues) -> ArchivedEntry, process: ProviderProcess) {
        placeholderEntry = placeholder
        self.process = process
        previewArchive = nil
    }

    /// The placeholder entry, archived with `.placeholder` redaction.
    public func placeholder(in context: TimelineProviderContext, environment: EnvironmentValues) -> ArchivedEntry {
        placeholderEntry(context, environment)
    }

    /// The gallery snapshot, archived.
    public func snapshot(
        in context: TimelineProviderContext, environment: EnvironmentValues,
        configuration: ConfigValues = [:]
    ) async throws(ProviderFailure) -> ArchivedEntry {
        try await process.snapshot(in: context, environment: environment, configuration: configuration)
    }

    /// The timeline, checked against `limits`, every entry archived on receipt.
    public func timeline(
        in context: TimelineProviderContext, environment: EnvironmentValues,
        configuration: ConfigValues = [:], limits: ArchiveLimits = .standard
    ) async throws(ProviderFailure) -> ArchivedTimeline {
        try await process.timeline(in: context, environment: environment, configuration: configuration, limits: limits)
    }

    private static func archiver<Entry: TimelineEntry, Content: View & SendableMetatype>(
        kind: String?, _ content: @escaping @Sendable (Entry) -> Content
    ) -> Archive<Entry> {
        { entry, environment in
            var environment = environment
            if environment.defaultsStore == nil, let kind { environment.defaultsStore = WidgetDefaults.store(forKind: kind) }
            return ArchivedEntry(date: entry.date, relevance: entry.relevance, view: ViewResolver.resolve(content(entry), in: environment))
        }
    }

    private static func placeholder<Entry>(_ entry: Entry, _ environment: EnvironmentValues, _ archive: Archive<Entry>) -> ArchivedEntry {
        var environment = environment
        environment.redactionReasons.insert(.placeholder)
        return archive(entry, environment)
    }

    private static func archive<Entry>(
        _ timeline: Timeline<Entry>, _ environment: EnvironmentValues, _ limits: ArchiveLimits,
        _ archive: Archive<Entry>
    ) throws(ProviderFailure) -> ArchivedTimeline {
        var tally = try ArchiveLimits.Tally(limits, entries: timeline.entries.count)
        var entries: [ArchivedEntry] = []
        entries.reserveCapacity(timeline.entries.count)
        for entry in timeline.entries {
            let archived = archive(entry, environment)
            try tally.add(archived)
            entries.append(archived)
        }
        return ArchivedTimeline(entries: entries, policy: timeline.policy)
    }

    private static func refuseConfiguration(_ values: ConfigValues) throws(ProviderFailure) {
        if let name = values.keys.sorted().first {
            throw .invalidConfiguration("\(name): this widget has no parameters")
        }
    }

    /// The intent with `values` applied and its entities looked up.
    private static func resolvedIntent<Intent: WidgetConfigurationIntent>(_ type: Intent.Type, _ values: ConfigValues)
        async throws(ProviderFailure) -> Intent
    {
        let intent = try Self.intent(type, values)
        do {
            try await intent.resolveParameters()
        } catch {
            throw .invalidConfiguration(error.description)
        }
        return intent
    }

    private static func intent<Intent: WidgetConfigurationIntent>(_ type: Intent.Type, _ values: ConfigValues) throws(ProviderFailure)
        -> Intent
    {
        switch Intent.make(with: values) {
        case let .success(intent): return intent
        case let .failure(error): throw .invalidConfiguration(error.description)
        }
    }
}

/// Bridges a completion handler to `async`: the first call resumes, later calls are ignored
/// and logged (WidgetKit tolerates a provider calling its completion twice).
enum FirstCompletion {
    static func value<T: Sendable>(_ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
        await withCheckedContinuation { continuation in
            let gate = CompletionGate()
            start { value in
                if gate.claim() {
                    continuation.resume(returning: value)
                } else {
                    Logger(label: "homescreen.engine").warning("a provider called its completion handler again; ignored")
                }
            }
        }
    }
}

/// Lets exactly one caller through.
final class CompletionGate: Sendable {
    private let claimed = Mutex(false)

    /// True for the first caller only.
    func claim() -> Bool {
        claimed.withLock { done in
            defer { done = true }
            return !done
        }
    }
}
