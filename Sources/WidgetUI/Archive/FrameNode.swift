/// A frame in the archive: fixed and flexible bounds in cells, and the alignment of the
/// content inside.
public struct FrameNode: Equatable, Sendable {
    /// The narrowest the child is laid out, in columns (nil: no minimum).
    public var minWidth: Int?
    /// The width offered when the parent proposes none, in columns.
    public var idealWidth: Int?
    /// The widest the frame takes, in columns (`Int.max`: all it is offered).
    public var maxWidth: Int?
    /// The shortest the child is laid out, in rows (nil: no minimum).
    public var minHeight: Int?
    /// The height offered when the parent proposes none, in rows.
    public var idealHeight: Int?
    /// The tallest the frame takes, in rows (`Int.max`: all it is offered).
    public var maxHeight: Int?
    /// Where the content sits when the frame is larger.
    public var alignment: Alignment

    /// A frame of exactly `width` x `height` where given (`frame(width:height:)`).
    public static func fixed(width: Int?, height: Int?, alignment: Alignment) -> FrameNode {
        FrameNode(
            minWidth: width, idealWidth: width, maxWidth: width,
            minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment)
    }

    /// Creates a flexible frame; ``LayoutLimits/unbounded`` stands for `.infinity`.
    public init(
        minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
