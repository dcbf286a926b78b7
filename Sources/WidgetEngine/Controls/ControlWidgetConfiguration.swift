/// How a control is configured and described, as WidgetKit's `ControlWidgetConfiguration`:
/// ``StaticControlConfiguration`` or ``AppIntentControlConfiguration``, with the modifiers below.
public protocol ControlWidgetConfiguration {
    /// Everything the host needs to list, show and press the control.
    var controlDescriptor: ControlDescriptor { get }
}

/// A control configuration with a changed description (the result of the modifiers below).
public struct ModifiedControlConfiguration: ControlWidgetConfiguration {
    public let controlDescriptor: ControlDescriptor
}

extension ControlWidgetConfiguration {
    private func modified(_ change: (inout ControlDescriptor) -> Void) -> ModifiedControlConfiguration {
        var descriptor = controlDescriptor
        change(&descriptor)
        return ModifiedControlConfiguration(controlDescriptor: descriptor)
    }

    /// The name shown in the gallery.
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration {
        modified { $0.displayName = name.key }
    }

    /// The description shown in the gallery.
    public func description(_ description: LocalizedStringResource) -> ModifiedControlConfiguration {
        modified { $0.description = description.key }
    }

    /// The control asks for its configuration as it is added.
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}

/// A control, as WidgetKit's `ControlWidget`: a type whose body is its configuration. It
/// stands in a ``WidgetBundle`` beside widgets.
///
/// ```swift
/// struct QuietControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "quiet", provider: QuietValue()) { isOn in
///             ControlWidgetToggle("Do Not Disturb", isOn: isOn, action: SetQuietIntent())
///         }
///         .displayName("Do Not Disturb")
///     }
/// }
/// ```
public protocol ControlWidget {
    /// What its body is.
    associatedtype Body: ControlWidgetConfiguration
    /// The control (the host makes it to read its configuration).
    init()
    /// Its configuration: kind, value provider, template and names.
    var body: Body { get }
}

extension ControlWidget {
    /// What the host knows of the control.
    public var controlDescriptor: ControlDescriptor { body.controlDescriptor }
}
