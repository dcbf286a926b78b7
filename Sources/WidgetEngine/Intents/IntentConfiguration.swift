/// A SiriKit intent, as Intents' `INIntent`: the base class Xcode generates a widget's
/// `ConfigurationIntent` from (its `.intentdefinition` file). Here the subclass is written by
/// hand as a plain class (no `@NSManaged`); its properties keep their initial values, since
/// the host configures widgets through App Intents (``AppIntentConfiguration``).
open class INIntent {
    public required init() {}
}

/// Supplies a SiriKit-configured widget's entries, as WidgetKit's `IntentTimelineProvider`.
public protocol IntentTimelineProvider: Sendable {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// A widget configured by a SiriKit intent, as WidgetKit's `IntentConfiguration`: its
/// provider gets a fresh `Intent()` at each call; the widget lists no parameters.
public struct IntentConfiguration: WidgetConfiguration {
    public let descriptor: WidgetDescriptor

    public init<Intent: INIntent, Provider: IntentTimelineProvider, Content: View & SendableMetatype>(
        kind: String, intent: Intent.Type, provider: Provider,
        @ViewBuilder content: @escaping @Sendable (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        descriptor = WidgetDescriptor(
            kind: kind, provider: AnyTimelineProvider(SiriIntentProvider(provider: provider), kind: kind, content: content))
    }
}

/// A SiriKit provider as a static one: each call with a new intent of its type.
struct SiriIntentProvider<Wrapped: IntentTimelineProvider>: TimelineProvider {
    let provider: Wrapped

    func placeholder(in context: Context) -> Wrapped.Entry { provider.placeholder(in: context) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Wrapped.Entry) -> Void) {
        provider.getSnapshot(for: Wrapped.Intent(), in: context, completion: completion)
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Wrapped.Entry>) -> Void) {
        provider.getTimeline(for: Wrapped.Intent(), in: context, completion: completion)
    }
}

/// An App Intent that replaces a SiriKit intent, as AppIntents' `CustomIntentMigratedAppIntent`:
/// `intentClassName` names the old intent (configurations made with it carry over on iOS; here
/// it is accepted and unused).
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}
