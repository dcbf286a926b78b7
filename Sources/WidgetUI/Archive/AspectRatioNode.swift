import Archive

/// An aspect ratio imposed on the first child (SwiftUI's `aspectRatio(_:contentMode:)`,
/// `scaledToFit()`, `scaledToFill()`): the child is offered the largest size of that ratio
/// within the offer (fit) or the smallest covering it (fill).
public struct AspectRatioNode: Equatable, Sendable {
    /// Columns per row; nil for the child's own (a picture's, else its ideal size's).
    public var ratio: Double?
    /// True to cover the offer (fill), false to fit in it.
    public var fills: Bool

    /// An aspect ratio node.
    public init(ratio: Double?, fills: Bool) {
        self.ratio = ratio
        self.fills = fills
    }
}

extension AspectRatioNode: Archivable {
    /// A value reading starts from (see `Archivable.blank`).
    public static var blank: AspectRatioNode { AspectRatioNode(ratio: nil, fills: false) }

    /// Visits its fields in the archive's order (see `Archivable.describe(with:)`).
    public mutating func describe<Coder: ArchiveCoder>(with coder: inout Coder) throws(ArchiveError) {
        try coder.field("ratio", &ratio, default: nil)
        try coder.field("fills", &fills, default: false)
    }
}
