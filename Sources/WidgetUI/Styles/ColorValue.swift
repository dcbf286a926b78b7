/// A color in the archive: a semantic slot or a named color that the theme maps to a terminal
/// color at paint time, or an exact RGB value; with an opacity.
public struct ColorValue: Hashable, Sendable {
    /// Which color.
    public enum Base: Hashable, Sendable {
        /// The main text color.
        case primary
        /// Less important text.
        case secondary
        /// The third level of content.
        case tertiary
        /// The fourth level of content.
        case quaternary
        /// The tint color.
        case accent
        /// The widget's background.
        case widgetBackground
        /// A system color by name (red, orange, ...).
        case system(SystemColor)
        /// An exact color, components from 0 to 1.
        case rgb(red: Double, green: Double, blue: Double)
        /// Nothing: drawing it leaves what is behind.
        case clear
    }

    /// Which color.
    public var base: Base
    /// From 0 (invisible) to 1 (opaque).
    public var opacity: Double

    /// Creates a color value.
    public init(_ base: Base, opacity: Double = 1) {
        self.base = base
        self.opacity = opacity
    }

    /// The palette's primary color.
    public static let primary = ColorValue(.primary)
    /// The palette's secondary color.
    public static let secondary = ColorValue(.secondary)
    /// The palette's accent color.
    public static let accent = ColorValue(.accent)
    /// The palette's widget background.
    public static let widgetBackground = ColorValue(.widgetBackground)
    /// No color: what is below shows.
    public static let clear = ColorValue(.clear)

    /// True when drawing it changes nothing.
    public var isClear: Bool { base == .clear || opacity <= 0 }
}

/// The named system colors of SwiftUI.
public enum SystemColor: String, Codable, Hashable, Sendable, CaseIterable {
    /// The named system colors, mapped by the palette to terminal colors.
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white
}
