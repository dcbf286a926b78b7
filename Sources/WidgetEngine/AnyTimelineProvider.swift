import Logging
import Synchronization

/// A type-erased provider that archives what it receives: each entry's view is resolved once,
/// into a ``ViewNode``, when the entry arrives.
public struct AnyTimelineProvider: Sendable {
    private let placeholderEntry: @Sendable (TimelineProviderContext, EnvironmentValues) -> ArchivedEntry
    private let snapshotEntry: @Sendable (TimelineProviderContext, EnvironmentValues) async -> ArchivedEntry
    private let timelineEntries: @Sendable (TimelineProviderContext, EnvironmentValues) async -> ArchivedTimeline

    /// Wraps `provider`, drawing its entries with `content`.
    public init<Provider: TimelineProvider, Content: View & SendableMetatype>(_ provider: Provider,
                                                           content: @escaping @Sendable (Provider.Entry) -> Content) {
        let archive: @Sendable (Provider.Entry, EnvironmentValues) -> ArchivedEntry = { entry, environment in
            ArchivedEntry(date: entry.date, relevance: entry.relevance, view: ViewResolver.resolve(content(entry), in: environment))
        }
        placeholderEntry = { context, environment in
            var environment = environment
            environment.redactionReasons.insert(.placeholder)
            return archive(provider.placeholder(in: context), environment)
        }
        snapshotEntry = { context, environment in
            let entry = await FirstCompletion.value { provider.getSnapshot(in: context, completion: $0) }
            return archive(entry, environment)
        }
        timelineEntries = { context, environment in
            let timeline = await FirstCompletion.value { provider.getTimeline(in: context, completion: $0) }
            return ArchivedTimeline(entries: timeline.entries.map { archive($0, environment) }, policy: timeline.policy)
        }
    }

    /// The placeholder entry, archived with `.placeholder` redaction.
    public func placeholder(in context: TimelineProviderContext, environment: EnvironmentValues) -> ArchivedEntry {
        placeholderEntry(context, environment)
    }

    /// The gallery snapshot, archived.
    public func snapshot(in context: TimelineProviderContext, environment: EnvironmentValues) async -> ArchivedEntry {
        await snapshotEntry(context, environment)
    }

    /// The timeline, every entry archived on receipt.
    public func timeline(in context: TimelineProviderContext, environment: EnvironmentValues) async -> ArchivedTimeline {
        await timelineEntries(context, environment)
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
