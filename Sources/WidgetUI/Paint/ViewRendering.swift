import CellGrid
import Foundation

/// An archive rendered at one size, kept to be drawn again at later instants: the home screen
/// keeps one for each tile showing live text (a timer, a relative date).
///
/// Drawing it at a new instant formats its live text again; when every live text takes the room
/// its last text took (a countdown's next second), the layout is kept and only painting is
/// done. Otherwise it is laid out anew. Either way the result is the cells
/// ``ViewRenderer/render(_:size:context:margins:background:)`` gives at that instant.
///
/// ```swift
/// let rendering = ViewRendering(node, size: CellSize(width: 22, height: 10), context: context)
/// let now = rendering.render(at: Date())
/// let inASecond = rendering.render(at: Date().addingTimeInterval(1))
/// ```
public final class ViewRendering {
    private let node: ViewNode
    private let size: CellSize
    private var context: RenderContext
    private let margins: CellInsets
    private let background: TerminalColor?
    /// The palettes of the context's rendering mode (the same at every instant).
    private let palettes: RenderingPalettes
    /// The content's layout and the container background's, from the last render.
    private var trees: (content: LayoutTree, background: LayoutTree?)?
    /// How many times it has been laid out (for tests).
    private(set) var layoutCount = 0
    /// The last render and its instant (drawing again at the same instant gives it).
    private var last: (now: Date, view: RenderedView)?
    /// The rows painted again since ``takeChanges()`` was last called; nil: everything.
    private var changes: [CellRect]?
    /// Its pictures as painted, kept with its layout: the content's, and the container
    /// background's (a tree of its own).
    let pictures = PicturePaintCache()
    private let backgroundPictures = PicturePaintCache()
    /// A second rendering of the same archive, drawn at later instants to find the first one
    /// whose cells differ (``nextVisibleChange(after:probes:)``); made when first needed.
    private var probe: ViewRendering?
    /// The last answer of ``nextVisibleChange(after:probes:)``: the cells stay as at `from`
    /// until `until` (nil: for ever).
    private var quiet: (from: Date, until: Date?)?

    /// Prepares `node` for rendering into buffers of `size` (see
    /// ``ViewRenderer/render(_:size:context:margins:background:)`` for the parameters);
    /// `context.now` is replaced by each render's instant.
    public init(_ node: ViewNode, size: CellSize, context: RenderContext, margins: CellInsets = .zero, background: TerminalColor? = nil) {
        self.node = node
        self.size = size
        self.context = context
        self.margins = margins
        self.background = background
        palettes = RenderingPalettes(context)
    }

    /// The archive drawn at `now`.
    ///
    /// When the layout is kept, only the rows of the live texts whose text changed are painted
    /// again, over the last render's cells (see ``takeChanges()``). When the last answer of
    /// ``nextVisibleChange(after:probes:)`` found the cells the same at the last render's
    /// instant and at `now` (a text cut to "9 m…" while only its seconds change), the last
    /// render is answered as it is: nothing is formatted or painted, and nothing changed.
    public func render(at now: Date) -> RenderedView {
        if let last, last.now == now || (isQuiet(at: last.now) && isQuiet(at: now)) { return last.view }
        context.now = now
        // The buffer is allocated before the trees are built: the other order made glibc trim
        // and refault a thread's heap at every large render (the 1,000-node layout + paint in
        // the benchmark's thread went from 0.48 to 0.75 ms).
        // In full color the tile is the given color or the palette's widget background; in the
        // other modes, the mode's material.
        let material = palettes.standard.widgetBackground
        let tile = context.renderingMode == .fullColor ? (background ?? material) : material
        let fill = Cell.blank(CellStyle(background: context.palette.usesColor ? tile : .default))
        let formatter = DateTextFormatter(now: now, locale: context.locale, timeZone: context.timeZone, hourCycle: context.hourCycle)
        let bounds = CellRect(origin: .zero, size: size)
        // Formatted once: a refresh that fails leaves some texts holding the new instant's text.
        let refreshed = self.trees.flatMap { Self.refresh($0, formatter: formatter) }
        if let last, let kept = self.trees, let changed = refreshed, pictures.isEmpty, backgroundPictures.isEmpty {
            let view = repaint(changed, of: kept, over: last.view, fill: fill)
            self.last = (now, view)
            return view
        }
        var painter = Painter(context: context, buffer: CellBuffer(size: size, fill: fill), palettes: palettes)
        let trees: (content: LayoutTree, background: LayoutTree?)
        if let kept = self.trees, refreshed != nil {
            trees = kept
        } else {
            trees = Self.layOut(node, in: bounds, margins: margins, formatter: formatter)
            self.trees = trees
            layoutCount += 1
            pictures.removeAll()
            backgroundPictures.removeAll()
        }
        paint(trees, with: &painter, clip: bounds)
        painter.dropCoveredPictures()
        let view = RenderedView(
            buffer: painter.buffer, links: painter.links, widgetURLs: painter.widgetURLs, pressTargets: painter.pressTargets)
        changes = nil
        last = (now, view)
        return view
    }

    /// The cells painted again since the last call (whole rows of the live texts that
    /// changed), or nil when the whole rendering may have changed (laid out anew). A caller
    /// that showed the rendering then and shows it now need compare only these.
    public func takeChanges() -> [CellRect]? {
        defer { changes = [] }
        return changes
    }

    /// The first instant after `now` at which the cells drawn differ from those drawn at
    /// `now`, among the instants the live content can change at (``ViewNode/nextLiveChange(after:)``,
    /// in whole seconds, as the screen wakes for it); nil: never.
    ///
    /// Only when some live text is shown cut (a relative time "9 min, 9 sec" cut to "9 m…",
    /// its room too narrow for its narrow form "9m 9s" as well) are later instants drawn, by a second rendering kept for it, and compared: up to
    /// `probes` of them, the last of which is answered when all are the same. Otherwise every
    /// change of the text shows, and the next instant it changes is answered as it is. An
    /// answer holds until its instant, so asking again before then costs nothing.
    public func nextVisibleChange(after now: Date, probes: Int = 120) -> Date? {
        if let quiet, isQuiet(at: now) { return quiet.until }
        guard let candidate = nextCandidate(after: now) else { return nil }
        let shown = render(at: now).buffer
        guard let trees, trees.content.cutsLiveText || trees.background?.cutsLiveText == true, pictures.isEmpty,
            backgroundPictures.isEmpty
        else { return candidate }
        let probe = self.probe ?? ViewRendering(node, size: size, context: context, margins: margins, background: background)
        self.probe = probe
        var answer: Date? = candidate
        var probed = 0
        while let instant = answer, probed < probes, probe.render(at: instant).buffer == shown {
            probed += 1
            answer = nextCandidate(after: instant)
        }
        quiet = (now, answer)
        return answer
    }

    /// Whether `instant` lies in the span the last answer of
    /// ``nextVisibleChange(after:probes:)`` found drawing the same cells.
    private func isQuiet(at instant: Date) -> Bool {
        guard let quiet else { return false }
        return quiet.from <= instant && quiet.until.map { instant < $0 } ?? true
    }

    /// The whole second after the next instant the live content can change, after `instant`.
    private func nextCandidate(after instant: Date) -> Date? {
        node.nextLiveChange(after: instant).map {
            Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate.rounded(.down) + 1)
        }
    }

    /// The live texts of `trees` formatted for `formatter`'s instant: the nodes whose text
    /// changed, or nil when some text no longer fits its room.
    private static func refresh(
        _ trees: (content: LayoutTree, background: LayoutTree?), formatter: DateTextFormatter
    ) -> (content: [Int], background: [Int])? {
        guard let content = trees.content.refreshLiveText(formatter: formatter) else { return nil }
        guard let background = trees.background else { return (content, []) }
        guard let changed = background.refreshLiveText(formatter: formatter) else { return nil }
        return (content, changed)
    }

    /// `last` with the rows of the `changed` texts painted again: each row is blanked and every
    /// node painted within it, which gives the cells a whole paint gives there (a text paints
    /// only within its frame, and whole rows cut no wide cluster).
    private func repaint(
        _ changed: (content: [Int], background: [Int]), of trees: (content: LayoutTree, background: LayoutTree?),
        over last: RenderedView, fill: Cell
    ) -> RenderedView {
        let bounds = CellRect(origin: .zero, size: size)
        var rows: [CellRect] = []
        for node in changed.content.map({ trees.content.nodes[$0].frame })
            + changed.background.compactMap({ trees.background?.nodes[$0].frame })
        {
            let row = CellRect(x: 0, y: node.minY, width: size.width, height: node.height).intersection(bounds)
            if !row.isEmpty, !rows.contains(row) { rows.append(row) }
        }
        var painter = Painter(context: context, buffer: last.buffer, palettes: palettes)
        for row in rows {
            painter.buffer.fill(row, with: fill)
            paint(trees, with: &painter, clip: row)
        }
        for row in rows where changes?.contains(row) == false { changes?.append(row) }
        return RenderedView(buffer: painter.buffer, links: last.links, widgetURLs: last.widgetURLs, pressTargets: last.pressTargets)
    }

    /// Paints `trees` within `clip`: the container background's, then the content's.
    private func paint(_ trees: (content: LayoutTree, background: LayoutTree?), with painter: inout Painter, clip: CellRect) {
        painter.drawsContainerBackground = true
        if let backgroundTree = trees.background {
            // The container background covers the whole buffer, margins included; the accented
            // and vibrant modes remove it when it is removable.
            if context.showsContainerBackground {
                painter.paintsContainerBackground = context.renderingMode != .fullColor
                painter.pictureCache = backgroundPictures
                painter.paint(backgroundTree, clip: clip)
                painter.paintsContainerBackground = false
            }
            painter.drawsContainerBackground = false
        }
        painter.pictureCache = pictures
        painter.paint(trees.content, clip: clip)
    }

    /// Builds and places the layout of `node` (within `margins`) and of its container
    /// background (over all of `bounds`).
    private static func layOut(
        _ node: ViewNode, in bounds: CellRect, margins: CellInsets,
        formatter: DateTextFormatter
    ) -> (content: LayoutTree, background: LayoutTree?) {
        let tree = LayoutTree(node, formatter: formatter)
        var backgroundTree: LayoutTree?
        if let containerBackground = tree.containerBackground {
            let placed = LayoutTree(containerBackground, formatter: formatter)
            placed.place(0, in: bounds)
            backgroundTree = placed
        }
        tree.layOut(in: bounds.inset(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing))
        return (tree, backgroundTree)
    }
}
