/// A style of the library's own for buttons, as SwiftUI's `PrimitiveButtonStyle`:
/// `.buttonStyle(.bordered)`, `.borderedProminent`, `.borderless`, `.plain`, `.automatic`.
public protocol PrimitiveButtonStyle: Sendable {
    /// How the archive records the style.
    var _archivedStyle: ButtonNode.Style { get }
}

/// The default style: drawn as ``BorderedButtonStyle``.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _archivedStyle: ButtonNode.Style { .automatic }
}

/// The label between brackets, `[Start]` (`(Start)` with a capsule or circle border shape).
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _archivedStyle: ButtonNode.Style { .bordered }
}

/// The label on the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _archivedStyle: ButtonNode.Style { .borderedProminent }
}

/// The label alone, in the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _archivedStyle: ButtonNode.Style { .borderless }
}

/// The label alone, as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _archivedStyle: ButtonNode.Style { .plain }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
