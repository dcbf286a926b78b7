/// A color, as in SwiftUI: a view that fills the space it is offered, and a style.
///
/// Named and semantic colors are mapped to terminal colors by the theme; `Color(red:green:blue:)`
/// is exact where the terminal has direct color and the nearest match elsewhere.
public struct Color: ShapeStyle, Hashable, View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// The archived color.
    public let colorValue: ColorValue

    /// Wraps an archived color.
    public init(_ colorValue: ColorValue) {
        self.colorValue = colorValue
    }

    /// An sRGB color from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorValue = ColorValue(.rgb(red: red, green: green, blue: blue), opacity: opacity)
    }

    /// A gray of `white` brightness.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same color at `opacity` times its opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(ColorValue(colorValue.base, opacity: colorValue.opacity * opacity))
    }

    static func system(_ color: SystemColor) -> Color { Color(ColorValue(.system(color))) }

    /// Red, mapped by the theme's palette to a terminal color.
    public static let red = system(.red)
    /// Orange, mapped by the theme's palette to a terminal color.
    public static let orange = system(.orange)
    /// Yellow, mapped by the theme's palette to a terminal color.
    public static let yellow = system(.yellow)
    /// Green, mapped by the theme's palette to a terminal color.
    public static let green = system(.green)
    /// Mint, mapped by the theme's palette to a terminal color.
    public static let mint = system(.mint)
    /// Teal, mapped by the theme's palette to a terminal color.
    public static let teal = system(.teal)
    /// Cyan, mapped by the theme's palette to a terminal color.
    public static let cyan = system(.cyan)
    /// Blue, mapped by the theme's palette to a terminal color.
    public static let blue = system(.blue)
    /// Indigo, mapped by the theme's palette to a terminal color.
    public static let indigo = system(.indigo)
    /// Purple, mapped by the theme's palette to a terminal color.
    public static let purple = system(.purple)
    /// Pink, mapped by the theme's palette to a terminal color.
    public static let pink = system(.pink)
    /// Brown, mapped by the theme's palette to a terminal color.
    public static let brown = system(.brown)
    /// Gray, mapped by the theme's palette to a terminal color.
    public static let gray = system(.gray)
    /// Black, mapped by the theme's palette to a terminal color.
    public static let black = system(.black)
    /// White, mapped by the theme's palette to a terminal color.
    public static let white = system(.white)
    /// No color: what is below shows.
    public static let clear = Color(.clear)
    /// The palette's primary color.
    public static let primary = Color(.primary)
    /// The palette's secondary color.
    public static let secondary = Color(.secondary)
    /// The palette's accent color.
    public static let accentColor = Color(.accent)
}

extension Color: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(.shape(ShapeNode(kind: .rectangle, fill: colorValue, accentable: environment.isWidgetAccentable)))]
    }
}

extension Color {
    /// The color called `name` in the widget's asset folders (`Assets/<name>.color` or an
    /// Xcode color set, see ``AssetFolder``); a name not found is the primary color, logged
    /// once.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = ImageCatalog.shared.color(named: name, bundle: bundle) {
            self.init(color)
        } else {
            OnceLog.notice(key: "color:" + name, "color \"\(name)\" is not in an asset folder")
            self.init(ColorValue(.primary))
        }
    }

    /// The color of an asset resource (`Color(.brand)`, iOS 17).
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
