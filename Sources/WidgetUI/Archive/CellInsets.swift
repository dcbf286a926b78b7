/// Insets in cells on each edge (padding, content margins).
public struct CellInsets: Hashable, Sendable {
    /// Rows above the content.
    public var top: Int
    /// Columns before the content.
    public var leading: Int
    /// Rows below the content.
    public var bottom: Int
    /// Columns after the content.
    public var trailing: Int

    /// Creates insets.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// True when any edge is negative (negative padding draws the content outside its frame).
    public var hasNegative: Bool { top < 0 || leading < 0 || bottom < 0 || trailing < 0 }

    /// No inset.
    public static let zero = CellInsets()

    /// Columns taken across.
    public var horizontal: Int { leading + trailing }
    /// Rows taken down.
    public var vertical: Int { top + bottom }
}
