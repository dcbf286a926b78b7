/// A widget with no user-editable parameters, as in WidgetKit.
public struct StaticConfiguration: WidgetConfiguration {
    /// What the host knows of the widget.
    public let descriptor: WidgetDescriptor

    /// A widget of `kind` whose entries come from `provider` and are drawn by `content`.
    public init<Provider: TimelineProvider, Content: View & SendableMetatype>(
        kind: String, provider: Provider,
        @ViewBuilder content: @escaping @Sendable (Provider.Entry) -> Content
    ) {
        descriptor = WidgetDescriptor(kind: kind, provider: AnyTimelineProvider(provider, kind: kind, content: content))
    }
}
