/// The controls' modifiers: styles, border shape, disabled.
extension View {
    /// The style of the buttons inside: `.bordered` (the default), `.borderedProminent`,
    /// `.borderless`, `.plain`.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let archived = style._archivedStyle
        return transformEnvironment { $0.buttonStyleChoice = .primitive(archived) }
    }

    /// A style of the widget's own for the buttons inside: its body is what they draw.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let custom = AnyButtonStyle(style)
        return transformEnvironment { $0.buttonStyleChoice = .custom(custom) }
    }

    /// The border shape of the bordered buttons inside.
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.buttonBorderShape = shape }
    }

    /// The style of the toggles inside: `.switch` (the default), `.button`, or the widget's own.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let choice: ToggleStyleChoice = style._archivedStyle.map { .primitive($0) } ?? .custom(AnyToggleStyle(style))
        return transformEnvironment { $0.toggleStyleChoice = choice }
    }

    /// Disables the buttons and toggles inside (`true`): pressing them does nothing, and they
    /// are drawn dimmed.
    public consuming func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.isEnabled = $0.isEnabled && !disabled }
    }
}

/// A button style as the environment holds it.
enum ButtonStyleChoice: Sendable {
    case primitive(ButtonNode.Style)
    case custom(AnyButtonStyle)
}

/// A toggle style as the environment holds it.
enum ToggleStyleChoice: Sendable {
    case primitive(ToggleNode.Style)
    case custom(AnyToggleStyle)
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleChoice.primitive(.automatic) }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleChoice.primitive(.automatic) }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// False inside `disabled(true)`: controls there do nothing when pressed.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The border shape of bordered buttons (`buttonBorderShape(_:)`).
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    var buttonStyleChoice: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    var toggleStyleChoice: ToggleStyleChoice {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
