/// The result of rendering a view: the cells, and the links found in them.
public struct RenderedView: Sendable {
    /// The painted cells.
    public var buffer: CellBuffer
    /// Every `Link`, in reading order, with its frame.
    public var links: [LinkTarget]
    /// Every `widgetURL` in reading order; the first one is the widget's.
    public var widgetURLs: [URL]
    /// Every button and toggle, in reading order, with its frame and what pressing it runs.
    public var pressTargets: [PressTarget]

    /// A rendering of `buffer` with its links, widget URLs and controls.
    public init(buffer: CellBuffer, links: [LinkTarget], widgetURLs: [URL], pressTargets: [PressTarget] = []) {
        self.buffer = buffer
        self.links = links
        self.widgetURLs = widgetURLs
        self.pressTargets = pressTargets
    }

    /// The URL the widget opens when chosen outside any link (the first `widgetURL`).
    public var widgetURL: URL? { widgetURLs.first }

    /// The cells as plain text, one line per row.
    public var text: String { buffer.plainText }
}
