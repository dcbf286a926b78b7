/// Supplies a configurable widget's entries, as WidgetKit's `AppIntentTimelineProvider`.
///
/// The calls are `async throws` so a provider may fail; iOS code whose methods do not throw
/// conforms unchanged. A provider that throws keeps the widget's last good content, with a
/// failure marker.
public protocol AppIntentTimelineProvider: Sendable {
    /// The entries it makes.
    associatedtype Entry: TimelineEntry
    /// The configuration it is given.
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    /// An entry to show before anything is known; drawn with `.placeholder` redaction.
    func placeholder(in context: Context) -> Entry
    /// An entry for the gallery (`context.isPreview`).
    func snapshot(for configuration: Intent, in context: Context) async throws -> Entry
    /// The entries to show from now on and when to ask again.
    func timeline(for configuration: Intent, in context: Context) async throws -> Timeline<Entry>
}

/// A widget the user configures, as WidgetKit's `AppIntentConfiguration`.
public struct AppIntentConfiguration: WidgetConfiguration {
    /// What the host knows of the widget.
    public let descriptor: WidgetDescriptor

    /// A widget of `kind` configured by `intent`, whose entries come from `provider`.
    public init<Intent: WidgetConfigurationIntent, Provider: AppIntentTimelineProvider, Content: View & SendableMetatype>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping @Sendable (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        descriptor = WidgetDescriptor(
            kind: kind, parameters: { Intent.parameters },
            provider: AnyTimelineProvider(intentProvider: provider, kind: kind, content: content))
    }
}
