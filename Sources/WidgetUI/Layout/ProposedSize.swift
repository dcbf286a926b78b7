/// What a parent offers a child, in cells: a width and a height, each possibly nil for "your
/// ideal size", as in SwiftUI's layout protocol. ``LayoutLimits/unbounded`` offers as much as
/// the child wants.
public struct ProposedSize: Hashable, Sendable {
    /// The columns offered (nil: the child's ideal width).
    public var width: Int?
    /// The rows offered (nil: the child's ideal height).
    public var height: Int?

    /// An offer of `width` columns and `height` rows (nil: unspecified).
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Exactly `size`.
    public init(_ size: CellSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Ideal size in both directions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}
