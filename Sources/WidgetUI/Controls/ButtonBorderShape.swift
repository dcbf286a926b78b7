/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`: it picks the brackets
/// (`[Start]`, or `(Start)` for a capsule or a circle).
public struct ButtonBorderShape: Hashable, Sendable {
    let shape: ButtonNode.BorderShape

    public static let automatic = ButtonBorderShape(shape: .automatic)
    public static let capsule = ButtonBorderShape(shape: .capsule)
    public static let roundedRectangle = ButtonBorderShape(shape: .roundedRectangle)
    public static let circle = ButtonBorderShape(shape: .circle)

    /// A rounded rectangle of any radius: square brackets.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}
