/// A button style of the widget's own, as SwiftUI's `ButtonStyle`: its body, made from the
/// label, is what the button draws (resolved once, with `isPressed` false: a widget is never
/// drawn mid-press).
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 8).background(Capsule().fill(.orange))
///     }
/// }
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public typealias Label = StyleLabel

    /// The label.
    public let label: Label
    /// Always false: a widget is drawn once, not while pressed.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// A custom button style, kept in the environment until a button below reads it.
struct AnyButtonStyle: @unchecked Sendable {
    // Unchecked: the style is only called while its view resolves, on that one task.
    let makeBody: (ButtonStyleConfiguration) -> AnyView

    init<Style: ButtonStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}
