/// Horizontal placement of content, as in SwiftUI.
public enum HorizontalAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// Against the leading edge.
    case leading
    /// In the middle.
    case center
    /// Against the trailing edge.
    case trailing
}

/// Vertical placement of content, as in SwiftUI. Baselines align like top and bottom: every
/// line of a terminal has the same baseline.
public enum VerticalAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// Against the top.
    case top
    /// In the middle.
    case center
    /// Against the bottom.
    case bottom
    /// At the first line of text (a text's first row).
    case firstTextBaseline
    /// At the last line of text (a text's last row).
    case lastTextBaseline
}

/// Placement in both directions, as in SwiftUI.
public struct Alignment: Codable, Hashable, Sendable {
    /// Where along the width.
    public var horizontal: HorizontalAlignment
    /// Where along the height.
    public var vertical: VerticalAlignment

    /// An alignment of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// At the top, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// At the bottom, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The column offset that places `size` cells in `space` cells.
    func offsetX(size: Int, in space: Int) -> Int { horizontal.offset(size: size, in: space) }

    /// The row offset that places `size` rows in `space` rows.
    func offsetY(size: Int, in space: Int) -> Int { vertical.offset(size: size, in: space) }
}

extension HorizontalAlignment {
    func offset(size: Int, in space: Int) -> Int {
        switch self {
        case .leading: return 0
        case .center: return (space - size) / 2
        case .trailing: return space - size
        }
    }
}

extension VerticalAlignment {
    func offset(size: Int, in space: Int) -> Int {
        switch self {
        case .top, .firstTextBaseline: return 0
        case .center: return (space - size) / 2
        case .bottom, .lastTextBaseline: return space - size
        }
    }
}

/// How the lines of multiline text align, as in SwiftUI.
public enum TextAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    /// Lines against the leading edge.
    case leading
    /// Lines centered.
    case center
    /// Lines against the trailing edge.
    case trailing
}

/// The edges of a rectangle, for padding, as in SwiftUI.
public enum Edge: Int8, CaseIterable, Sendable {
    /// The four edges.
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        /// The option's bits.
        public let rawValue: Int8
        /// The options whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge` alone.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets in points on each edge, as in SwiftUI.
public struct EdgeInsets: Hashable, Sendable {
    /// Points above (a non-zero amount is at least one row).
    public var top: CGFloat
    /// Points before (a non-zero amount is at least one column).
    public var leading: CGFloat
    /// Points below (a non-zero amount is at least one row).
    public var bottom: CGFloat
    /// Points after (a non-zero amount is at least one column).
    public var trailing: CGFloat

    /// Insets of these points on each edge.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Horizontal or vertical, as in SwiftUI.
public enum Axis: Int8, Sendable {
    /// Across and down.
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        /// The option's bits.
        public let rawValue: Int8
        /// The options whose bits are `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
