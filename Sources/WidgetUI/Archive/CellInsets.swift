/// Insets in cells on each edge (padding, content margins).
public struct CellInsets: Hashable, Sendable {
    public var top: Int
    public var leading: Int
    public var bottom: Int
    public var trailing: Int

    /// Creates insets.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = CellInsets()

    /// Columns taken across.
    public var horizontal: Int { leading + trailing }
    /// Rows taken down.
    public var vertical: Int { top + bottom }
}
