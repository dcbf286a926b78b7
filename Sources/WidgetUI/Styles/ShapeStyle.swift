/// A color or style for filling shapes and drawing text, as in SwiftUI
/// (`.foregroundStyle(.secondary)`, `.fill(.blue)`, `.background(.tint)`).
public protocol ShapeStyle: Sendable {
    /// The archived color this style draws with.
    var colorValue: ColorValue { get }
}

/// The hierarchical foreground levels: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle {
    public let colorValue: ColorValue

    public static let primary = HierarchicalShapeStyle(colorValue: .primary)
    public static let secondary = HierarchicalShapeStyle(colorValue: .secondary)
    public static let tertiary = HierarchicalShapeStyle(colorValue: ColorValue(.tertiary))
    public static let quaternary = HierarchicalShapeStyle(colorValue: ColorValue(.quaternary))
}

/// The tint color as a style.
public struct TintShapeStyle: ShapeStyle {
    public var colorValue: ColorValue { .accent }
    public init() {}
}

/// The style of the widget's own background (`.fill(.background)`).
public struct BackgroundStyle: ShapeStyle {
    public var colorValue: ColorValue { .widgetBackground }
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}
