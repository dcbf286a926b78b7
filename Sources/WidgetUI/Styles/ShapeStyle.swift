/// A color or style for filling shapes and drawing text, as in SwiftUI
/// (`.foregroundStyle(.secondary)`, `.fill(.blue)`, `.background(.tint)`).
public protocol ShapeStyle: Sendable {
    /// The archived color this style draws with.
    var colorValue: ColorValue { get }
}

/// The hierarchical foreground levels: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle {
    /// The semantic color it draws with.
    public let colorValue: ColorValue

    /// The first level: primary content.
    public static let primary = HierarchicalShapeStyle(colorValue: .primary)
    /// The second level: secondary content (dim without color).
    public static let secondary = HierarchicalShapeStyle(colorValue: .secondary)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(colorValue: ColorValue(.tertiary))
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(colorValue: ColorValue(.quaternary))
}

/// The tint color as a style.
public struct TintShapeStyle: ShapeStyle {
    /// The accent color.
    public var colorValue: ColorValue { .accent }
    /// The tint style.
    public init() {}
}

/// The style of the widget's own background (`.fill(.background)`).
public struct BackgroundStyle: ShapeStyle {
    /// The widget background.
    public var colorValue: ColorValue { .widgetBackground }
    /// The background style.
    public init() {}
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level (see ``HierarchicalShapeStyle/primary``).
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent color, as `.tint`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The widget background, as `.background`.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// Red, mapped by the theme's palette to a terminal color.
    public static var red: Color { .red }
    /// Orange, mapped by the theme's palette to a terminal color.
    public static var orange: Color { .orange }
    /// Yellow, mapped by the theme's palette to a terminal color.
    public static var yellow: Color { .yellow }
    /// Green, mapped by the theme's palette to a terminal color.
    public static var green: Color { .green }
    /// Mint, mapped by the theme's palette to a terminal color.
    public static var mint: Color { .mint }
    /// Teal, mapped by the theme's palette to a terminal color.
    public static var teal: Color { .teal }
    /// Cyan, mapped by the theme's palette to a terminal color.
    public static var cyan: Color { .cyan }
    /// Blue, mapped by the theme's palette to a terminal color.
    public static var blue: Color { .blue }
    /// Indigo, mapped by the theme's palette to a terminal color.
    public static var indigo: Color { .indigo }
    /// Purple, mapped by the theme's palette to a terminal color.
    public static var purple: Color { .purple }
    /// Pink, mapped by the theme's palette to a terminal color.
    public static var pink: Color { .pink }
    /// Brown, mapped by the theme's palette to a terminal color.
    public static var brown: Color { .brown }
    /// Gray, mapped by the theme's palette to a terminal color.
    public static var gray: Color { .gray }
    /// Black, mapped by the theme's palette to a terminal color.
    public static var black: Color { .black }
    /// White, mapped by the theme's palette to a terminal color.
    public static var white: Color { .white }
    /// No color.
    public static var clear: Color { .clear }
}
