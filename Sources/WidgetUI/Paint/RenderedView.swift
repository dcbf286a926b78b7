/// The result of rendering a view: the cells, and the links found in them.
public struct RenderedView: Sendable {
    /// The painted cells.
    public var buffer: CellBuffer
    /// Every `Link`, in reading order, with its frame.
    public var links: [LinkTarget]
    /// Every `widgetURL` in reading order; the first one is the widget's.
    public var widgetURLs: [URL]

    /// A rendering of `buffer` with its links and widget URLs.
    public init(buffer: CellBuffer, links: [LinkTarget], widgetURLs: [URL]) {
        self.buffer = buffer
        self.links = links
        self.widgetURLs = widgetURLs
    }

    /// The URL the widget opens when chosen outside any link (the first `widgetURL`).
    public var widgetURL: URL? { widgetURLs.first }

    /// The cells as plain text, one line per row.
    public var text: String { buffer.plainText }
}
