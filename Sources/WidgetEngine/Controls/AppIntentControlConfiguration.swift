/// A control whose parameters the user sets, as WidgetKit's `AppIntentControlConfiguration`.
/// The values are kept with the control in the layout file.
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let controlDescriptor: ControlDescriptor

    /// A control of `kind` whose template is `content` of `provider`'s value for the
    /// configuration.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping @Sendable (Provider.Value) -> Content
    ) {
        controlDescriptor = ControlDescriptor(
            kind: kind, parameters: { Provider.Configuration.parameters },
            preview: { values in
                content(provider.previewValue(configuration: ControlValues.previewIntent(Provider.Configuration.self, values)))._template
            },
            current: { values throws(ProviderFailure) in
                let intent = try await ControlValues.intent(Provider.Configuration.self, values)
                do {
                    return content(try await provider.currentValue(configuration: intent))._template
                } catch {
                    throw .threw(String(describing: error))
                }
            })
    }

    /// A control of `kind` whose template is `content` of its configuration intent.
    public init<Intent: ControlConfigurationIntent>(
        kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping @Sendable (Intent) -> Content
    ) {
        controlDescriptor = ControlDescriptor(
            kind: kind, parameters: { Intent.parameters },
            preview: { values in content(ControlValues.previewIntent(Intent.self, values))._template },
            current: { values throws(ProviderFailure) in content(try await ControlValues.intent(Intent.self, values))._template })
    }
}
