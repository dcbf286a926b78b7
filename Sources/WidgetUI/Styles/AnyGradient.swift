/// A color's standard gradient, as SwiftUI's `Color.gradient` gives (`.fill(.blue.gradient)`,
/// `.background(.red.gradient)`).
///
/// On iOS the gradient runs from a lighter tint of the color at the top to the color at the
/// bottom. A terminal cell has one background color, and a theme maps a system color to one
/// terminal color: the gradient draws as its color, flat, which is what the eye takes from
/// iOS's subtle gradient at the size of a cell.
public struct AnyGradient: ShapeStyle, Hashable {
    /// The color the gradient is made from.
    public let color: Color

    /// The gradient of `color`.
    public init(_ color: Color) {
        self.color = color
    }

    /// The color itself: a gradient draws as its color in cells.
    public var colorValue: ColorValue { color.colorValue }
}

extension Color {
    /// The color's standard gradient; drawn as the color itself in cells (see ``AnyGradient``).
    public var gradient: AnyGradient { AnyGradient(self) }
}
