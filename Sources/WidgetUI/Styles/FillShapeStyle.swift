/// The system fill, as in SwiftUI (`.fill`, `.fill.secondary`, `.fill.tertiary`,
/// `.fill.quaternary`): a translucent gray for the backgrounds of shapes and widgets, each
/// level fainter than the last.
///
/// ```swift
/// .containerBackground(.fill.tertiary, for: .widget)
/// ```
public struct FillShapeStyle: ShapeStyle {
    /// The opacity of the gray at this level.
    let level: Double

    /// The first level (`.fill`).
    public init() { level = 0.36 }

    private init(level: Double) { self.level = level }

    /// The archived color: the system gray at this level's opacity.
    public var colorValue: ColorValue { ColorValue(.system(.gray), opacity: level) }

    /// The second level.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 0.32) }
    /// The third level.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 0.24) }
    /// The fourth level.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 0.18) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
