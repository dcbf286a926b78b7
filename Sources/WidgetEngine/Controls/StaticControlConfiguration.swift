/// A control with no user-editable parameters, as WidgetKit's `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let controlDescriptor: ControlDescriptor

    /// A control of `kind` whose template is always `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping @Sendable () -> Content) {
        controlDescriptor = ControlDescriptor(
            kind: kind, preview: { _ in content()._template },
            current: { values throws(ProviderFailure) in
                try ControlValues.refuseConfiguration(values)
                return content()._template
            })
    }

    /// A control of `kind` whose template is `content` of `provider`'s value.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping @Sendable (Provider.Value) -> Content
    ) {
        controlDescriptor = ControlDescriptor(
            kind: kind, preview: { _ in content(provider.previewValue)._template },
            current: { values throws(ProviderFailure) in
                try ControlValues.refuseConfiguration(values)
                do {
                    return content(try await provider.currentValue())._template
                } catch {
                    throw .threw(String(describing: error))
                }
            })
    }
}

/// Configuration values checked and applied for controls.
enum ControlValues {
    static func refuseConfiguration(_ values: ConfigValues) throws(ProviderFailure) {
        if let name = values.keys.sorted().first {
            throw .invalidConfiguration("\(name): this control has no parameters")
        }
    }

    /// The intent with `values` applied and its entities looked up.
    static func intent<Intent: ControlConfigurationIntent>(_ type: Intent.Type, _ values: ConfigValues) async throws(ProviderFailure)
        -> Intent
    {
        switch Intent.make(with: values) {
        case let .success(intent):
            do {
                try await intent.resolveParameters()
            } catch {
                throw .invalidConfiguration(error.description)
            }
            return intent
        case let .failure(error): throw .invalidConfiguration(error.description)
        }
    }

    /// The intent with `values` applied, or its defaults when they do not apply (for previews).
    static func previewIntent<Intent: ControlConfigurationIntent>(_ type: Intent.Type, _ values: ConfigValues) -> Intent {
        (try? Intent.make(with: values).get()) ?? Intent()
    }
}
