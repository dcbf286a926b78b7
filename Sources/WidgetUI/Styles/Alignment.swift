/// Horizontal placement of content, as in SwiftUI.
public enum HorizontalAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing
}

/// Vertical placement of content, as in SwiftUI. Baselines align like top and bottom: every
/// line of a terminal has the same baseline.
public enum VerticalAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    case top
    case center
    case bottom
    case firstTextBaseline
    case lastTextBaseline
}

/// Placement in both directions, as in SwiftUI.
public struct Alignment: Codable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
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
    case leading
    case center
    case trailing
}

/// The edges of a rectangle, for padding, as in SwiftUI.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets in points on each edge, as in SwiftUI.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Horizontal or vertical, as in SwiftUI.
public enum Axis: Int8, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
