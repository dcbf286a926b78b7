/// A color, as in SwiftUI: a view that fills the space it is offered, and a style.
///
/// Named and semantic colors are mapped to terminal colors by the theme; `Color(red:green:blue:)`
/// is exact where the terminal has direct color and the nearest match elsewhere.
public struct Color: ShapeStyle, Hashable, View {
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

    public static let red = system(.red)
    public static let orange = system(.orange)
    public static let yellow = system(.yellow)
    public static let green = system(.green)
    public static let mint = system(.mint)
    public static let teal = system(.teal)
    public static let cyan = system(.cyan)
    public static let blue = system(.blue)
    public static let indigo = system(.indigo)
    public static let purple = system(.purple)
    public static let pink = system(.pink)
    public static let brown = system(.brown)
    public static let gray = system(.gray)
    public static let black = system(.black)
    public static let white = system(.white)
    public static let clear = Color(.clear)
    public static let primary = Color(.primary)
    public static let secondary = Color(.secondary)
    public static let accentColor = Color(.accent)
}

extension Color: PrimitiveView {
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
