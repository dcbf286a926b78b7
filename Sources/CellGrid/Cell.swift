/// One terminal cell: the grapheme cluster drawn there and its style.
///
/// A wide cluster (CJK, most emoji) occupies two cells: the first holds the cluster, the
/// second is a *continuation* cell with an empty grapheme that terminals draw nothing into.
///
/// A cell is a plain value (bitwise copyable: the cluster is kept inline, see
/// `CellGrapheme`), so buffers are created, copied, compared and freed without reference
/// counting. Two cells are equal when their clusters have the same UTF-8 bytes (not merely
/// canonically equivalent ones, as `String` compares) and their styles are equal.
public struct Cell: Hashable, Sendable, BitwiseCopyable {
    /// The cluster's bits.
    var storage: CellGrapheme
    /// Colors and attributes.
    public var style: CellStyle

    /// The cluster drawn in this cell; empty for the second half of a wide cluster.
    public var grapheme: String {
        get { storage.string }
        set { storage = CellGrapheme(newValue) }
    }

    /// Creates a cell holding `grapheme` (one cluster, already in its stable form).
    @inline(__always)
    public init(_ grapheme: String, style: CellStyle = .plain) {
        self.storage = CellGrapheme(grapheme)
        self.style = style
    }

    @inline(__always)
    init(storage: CellGrapheme, style: CellStyle) {
        self.storage = storage
        self.style = style
    }

    /// A blank cell: a space in the given style.
    @inline(__always)
    public static func blank(_ style: CellStyle = .plain) -> Cell { Cell(storage: .space, style: style) }

    /// The second half of a wide cluster.
    @inline(__always)
    public static func continuation(_ style: CellStyle) -> Cell { Cell(storage: .empty, style: style) }

    /// True for the second half of a wide cluster.
    @inline(__always)
    public var isContinuation: Bool { storage.isEmpty }

    /// True for a space: a cell that shows only its background (and the attributes in
    /// ``CellStyle/forBlank(after:)``).
    public var isBlank: Bool { storage == .space }

    /// True when the cluster is plain ASCII (or empty).
    var isASCII: Bool { storage.isASCII }
}
