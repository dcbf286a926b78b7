/// One terminal cell: the grapheme cluster drawn there and its style.
///
/// A wide cluster (CJK, most emoji) occupies two cells: the first holds the cluster, the
/// second is a *continuation* cell with an empty grapheme that terminals draw nothing into.
public struct Cell: Hashable, Sendable {
    /// The cluster drawn in this cell; empty for the second half of a wide cluster.
    public var grapheme: String
    /// Colors and attributes.
    public var style: CellStyle

    /// Creates a cell holding `grapheme` (one cluster, already in its stable form).
    public init(_ grapheme: String, style: CellStyle = .plain) {
        self.grapheme = grapheme
        self.style = style
    }

    /// A blank cell: a space in the given style.
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(" ", style: style) }

    /// The second half of a wide cluster.
    public static func continuation(_ style: CellStyle) -> Cell { Cell("", style: style) }

    /// True for the second half of a wide cluster.
    public var isContinuation: Bool { grapheme.isEmpty }
}
