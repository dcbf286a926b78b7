/// A place inside a rendered view that opens a URL: a `Link`'s frame.
public struct LinkTarget: Hashable, Sendable {
    /// The URL it opens.
    public var url: URL
    /// Where it was drawn, in the rendered buffer's cells.
    public var frame: CellRect

    /// A link to `url` drawn in `frame`.
    public init(url: URL, frame: CellRect) {
        self.url = url
        self.frame = frame
    }
}
