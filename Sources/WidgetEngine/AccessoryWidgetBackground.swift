/// The translucent backdrop of a lock-screen widget, as in WidgetKit: a disc in
/// `accessoryCircular`, the widget's rounded outline in the other families. It is a fill of
/// the primary color at a fifth of its opacity, so vibrant rendering draws it as a dim grey
/// behind the content.
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Text("72%")
/// }
/// ```
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    /// The accessory background.
    public init() {}

    /// A fill of the palette's tertiary color.
    public var body: some View {
        if family == .accessoryCircular {
            Circle().fill(Self.style)
        } else {
            ContainerRelativeShape().fill(Self.style)
        }
    }

    private static let style = Color(ColorValue(.primary, opacity: 0.2))
}
