/// A spacer in the archive: its minimum length along either axis, in cells.
public struct SpacerNode: Equatable, Sendable {
    /// Least columns in a horizontal stack.
    public var minColumns: Int
    /// Least rows in a vertical stack.
    public var minRows: Int

    /// Creates a spacer node.
    public init(minColumns: Int = 0, minRows: Int = 0) {
        self.minColumns = minColumns
        self.minRows = minRows
    }
}
