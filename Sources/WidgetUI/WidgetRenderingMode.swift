/// How the host renders a widget, as in WidgetKit: read it with
/// `@Environment(\.widgetRenderingMode)` to adapt a design.
///
/// - ``fullColor``: colors as the widget gives them (the home screen's default appearance).
/// - ``accented``: the home screen's tinted appearance. The views fall in two groups, those
///   marked `widgetAccentable()` and the rest; each group is drawn in one color of the theme
///   (its tint, and a near-white primary), keeping only each view's opacity, and a removable
///   container background is replaced by the theme's tinted material.
/// - ``vibrant``: the lock screen's accessory families. Every color becomes a grey of its
///   luminance, from the material (dark) to near white; a removable container background is
///   removed.
///
/// The mode is read when a view is archived; the colors of each mode are applied when the
/// archive is painted (``RenderContext/renderingMode``).
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name: `fullColor`, `accented` or `vibrant`.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// Colors as given.
    public static let fullColor = WidgetRenderingMode("fullColor")
    /// Two groups, each in one color: the accent group (`widgetAccentable()`) and the default group.
    public static let accented = WidgetRenderingMode("accented")
    /// Desaturated to luminance, as on the lock screen.
    public static let vibrant = WidgetRenderingMode("vibrant")

    /// Every mode, in the order above.
    public static let allCases: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]

    /// The mode called `name` (`fullColor`, `accented`, `vibrant`; case does not matter).
    public init?(name: String) {
        guard let mode = Self.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = mode
    }

    /// The text logs and messages show.
    public var description: String { name }
}
