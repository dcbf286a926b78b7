import Foundation

/// A color, as UIKit's `UIColor`, so that iOS widget code that keeps its colors as `UIColor`s
/// (`Color(uiColor: .systemRed)`, `Color(UIColor(named: "Brand") ?? .label)`) ports
/// unchanged. The semantic ones map to the theme's slots.
public final class UIColor: Sendable {
    /// The archived color.
    public let colorValue: ColorValue

    /// Wraps an archived color.
    public init(_ colorValue: ColorValue) {
        self.colorValue = colorValue
    }

    /// An sRGB color from components between 0 and 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(ColorValue(.rgb(red: Double(red), green: Double(green), blue: Double(blue)), opacity: Double(alpha)))
    }

    /// A gray.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color that depends on the appearance: resolved for the light one (a widget's colors
    /// are archived once; use `Color` with the environment's `colorScheme` to follow it).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection()).colorValue)
    }

    /// The color called `name` in the widget's asset folders; nil when there is none.
    public convenience init?(named name: String) {
        guard let color = ImageCatalog.shared.color(named: name, bundle: nil) else { return nil }
        self.init(color)
    }

    /// The same color at `alpha` opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(ColorValue(colorValue.base, opacity: Double(alpha)))
    }

    private static func system(_ color: SystemColor) -> UIColor { UIColor(ColorValue(.system(color))) }

    public static let systemRed = system(.red)
    public static let systemOrange = system(.orange)
    public static let systemYellow = system(.yellow)
    public static let systemGreen = system(.green)
    public static let systemMint = system(.mint)
    public static let systemTeal = system(.teal)
    public static let systemCyan = system(.cyan)
    public static let systemBlue = system(.blue)
    public static let systemIndigo = system(.indigo)
    public static let systemPurple = system(.purple)
    public static let systemPink = system(.pink)
    public static let systemBrown = system(.brown)
    public static let systemGray = system(.gray)
    public static let red = system(.red)
    public static let orange = system(.orange)
    public static let yellow = system(.yellow)
    public static let green = system(.green)
    public static let blue = system(.blue)
    public static let purple = system(.purple)
    public static let brown = system(.brown)
    public static let gray = system(.gray)
    public static let black = system(.black)
    public static let white = system(.white)
    public static let clear = UIColor(ColorValue(.clear))
    public static let label = UIColor(.primary)
    public static let secondaryLabel = UIColor(.secondary)
    public static let tertiaryLabel = UIColor(ColorValue(.tertiary))
    public static let quaternaryLabel = UIColor(ColorValue(.quaternary))
    public static let tintColor = UIColor(.accent)
    public static let systemBackground = UIColor(.widgetBackground)
    public static let secondarySystemBackground = UIColor(.widgetBackground)
}

/// The appearance a dynamic `UIColor` is resolved for (always light here).
public struct UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init() { userInterfaceStyle = .light }
}

/// UIKit's appearance styles.
public enum UIUserInterfaceStyle: Sendable {
    case unspecified, light, dark
}

extension Color {
    /// A `UIColor` as a SwiftUI color (`Color(uiColor:)`, iOS 15).
    public init(uiColor: UIColor) {
        self.init(uiColor.colorValue)
    }

    /// A `UIColor` as a SwiftUI color (`Color(_:)`). Disfavored so that `Color(.clear)` still
    /// means the archive's color where both have the name.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(color.colorValue)
    }
}
