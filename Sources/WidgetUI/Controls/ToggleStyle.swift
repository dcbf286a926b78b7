/// How a toggle is drawn, as SwiftUI's `ToggleStyle`: the library's `.switch` (the default),
/// `.button`, or a style of the widget's own whose body draws the state.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle") }
///     }
/// }
/// ```
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The library's own style this is, if it is one.
    var _archivedStyle: ToggleNode.Style? { get }
}

extension ToggleStyle {
    public var _archivedStyle: ToggleNode.Style? { nil }
}

/// What a ``ToggleStyle`` draws from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public typealias Label = StyleLabel

    /// The label.
    public let label: Label
    /// Whether the toggle is on.
    public let isOn: Bool
    /// Never mixed in a widget.
    public var isMixed: Bool { false }
}

/// The library's toggle styles.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    public var _archivedStyle: ToggleNode.Style? { .automatic }
}

/// The label, then a switch at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    public var _archivedStyle: ToggleNode.Style? { .switch }
}

/// A button: bordered when off, prominent when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    public var _archivedStyle: ToggleNode.Style? { .button }
}

/// A box before the label, checked when on (SwiftUI's `.checkbox`, of macOS).
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
    public var _archivedStyle: ToggleNode.Style? { .checkbox }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A custom toggle style, kept in the environment until a toggle below reads it.
struct AnyToggleStyle: @unchecked Sendable {
    // Unchecked: the style is only called while its view resolves, on that one task.
    let makeBody: (ToggleStyleConfiguration) -> AnyView

    init<Style: ToggleStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}
