/// A font, as in SwiftUI. A terminal cannot change the size of its glyphs, so fonts map to
/// attributes: titles and headlines bold, footnotes and captions dim, heavy weights bold, thin
/// weights dim. A large title (or a system font of 40 pt and up) draws short numerals as block
/// digits three rows tall.
public struct Font: Hashable, Sendable {
    /// The text styles of Dynamic Type.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// SwiftUI's text styles, largest first.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// Stroke weights.
    public struct Weight: Hashable, Sendable {
        let value: Int
        /// The ultraLight weight (plain in the terminal).
        public static let ultraLight = Weight(value: 100)
        /// The thin weight (plain in the terminal).
        public static let thin = Weight(value: 200)
        /// The light weight (plain in the terminal).
        public static let light = Weight(value: 300)
        /// The regular weight (plain in the terminal).
        public static let regular = Weight(value: 400)
        /// The medium weight (plain in the terminal).
        public static let medium = Weight(value: 500)
        /// The semibold weight (bold in the terminal).
        public static let semibold = Weight(value: 600)
        /// The bold weight (bold in the terminal).
        public static let bold = Weight(value: 700)
        /// The heavy weight (bold in the terminal).
        public static let heavy = Weight(value: 800)
        /// Black, mapped by the theme's palette to a terminal color.
        public static let black = Weight(value: 900)

        var attributes: TextAttributes {
            if value >= Weight.semibold.value { return .bold }
            if value <= Weight.light.value { return .dim }
            return []
        }
    }

    /// Font designs; all look the same in a terminal.
    public enum Design: Hashable, Sendable {
        /// SwiftUI's designs (a terminal has one typeface).
        case `default`, serif, rounded, monospaced
    }

    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case points(Double)
    }

    let size: Size
    let weight: Weight?
    let isItalic: Bool

    init(size: Size, weight: Weight? = nil, isItalic: Bool = false) {
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The large title style: bold (a large font size for short numerals may draw as block digits).
    public static let largeTitle = Font(size: .style(.largeTitle))
    /// The title style: bold.
    public static let title = Font(size: .style(.title))
    /// The second title style: bold.
    public static let title2 = Font(size: .style(.title2))
    /// The third title style: bold.
    public static let title3 = Font(size: .style(.title3))
    /// The headline style: bold.
    public static let headline = Font(size: .style(.headline))
    /// The subheadline style: plain.
    public static let subheadline = Font(size: .style(.subheadline))
    /// The body style: plain.
    public static let body = Font(size: .style(.body))
    /// The callout style: plain.
    public static let callout = Font(size: .style(.callout))
    /// The footnote style: dim.
    public static let footnote = Font(size: .style(.footnote))
    /// The caption style: dim.
    public static let caption = Font(size: .style(.caption))
    /// The second caption style: dim.
    public static let caption2 = Font(size: .style(.caption2))

    /// A text style with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight)
    }

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .points(Double(size)), weight: weight)
    }

    /// A named font; only its size matters here.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: .points(Double(size)))
    }

    /// The font with another weight.
    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight, isItalic: isItalic) }
    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font { Font(size: size, weight: weight, isItalic: true) }
    /// No visible effect in a terminal (digits are always fixed width).
    public func monospacedDigit() -> Font { self }
    /// No visible effect in a terminal.
    public func monospaced() -> Font { self }
    /// No visible effect in a terminal.
    public func smallCaps() -> Font { self }

    /// The attributes this font maps to.
    var attributes: TextAttributes {
        var result: TextAttributes = []
        switch size {
        case let .style(style):
            switch style {
            case .largeTitle, .title, .title2, .title3, .headline: result.insert(.bold)
            case .footnote, .caption, .caption2: result.insert(.dim)
            case .subheadline, .body, .callout: break
            }
        case let .points(points):
            if points >= 22 { result.insert(.bold) }
            if points <= 12 { result.insert(.dim) }
        }
        if let weight {
            result.remove(.bold)
            result.remove(.dim)
            result.formUnion(weight.attributes)
        }
        if isItalic { result.insert(.italic) }
        return result
    }

    /// True for fonts large enough that short numerals draw as block digits.
    var prefersBlockDigits: Bool {
        switch size {
        case .style(.largeTitle): return true
        case .style: return false
        case let .points(points): return points >= 40
        }
    }
}
