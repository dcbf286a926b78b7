/// A stack in the archive: its axis, alignment and spacing in cells.
public struct StackNode: Equatable, Sendable {
    /// The direction children follow each other.
    public enum Axis: String, Codable, Sendable, CaseIterable {
        /// Left to right (`HStack`).
        case horizontal
        /// Top to bottom (`VStack`).
        case vertical
        /// Back to front (`ZStack`).
        case depth
    }

    /// The direction.
    public var axis: Axis
    /// How children align across the axis (both parts for a `ZStack`).
    public var alignment: Alignment
    /// Cells between neighbours.
    public var spacing: Int

    /// Creates a stack node.
    public init(axis: Axis, alignment: Alignment, spacing: Int) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }
}
