/// A frame in the archive: fixed and flexible bounds in cells, and the alignment of the
/// content inside.
public struct FrameNode: Equatable, Sendable {
    public var minWidth: Int?
    public var idealWidth: Int?
    public var maxWidth: Int?
    public var minHeight: Int?
    public var idealHeight: Int?
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
