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
    /// Its pictures as painted, kept with its layout: the content's, and the container
    /// background's (a tree of its own).
    let pictures = PicturePaintCache()
    private let backgroundPictures = PicturePaintCache()

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
    public func render(at now: Date) -> RenderedView {
        context.now = now
        // The buffer is allocated before the trees are built: the other order made glibc trim
        // and refault a thread's heap at every large render (the 1,000-node layout + paint in
        // the benchmark's thread went from 0.48 to 0.75 ms).
        // In full color the tile is the given color or the palette's widget background; in the
        // other modes, the mode's material.
        let material = palettes.standard.widgetBackground
        let tile = context.renderingMode == .fullColor ? (background ?? material) : material
        let fill = context.palette.usesColor ? tile : .default
        var painter = Painter(
            context: context, buffer: CellBuffer(size: size, fill: .blank(CellStyle(background: fill))), palettes: palettes)
        let formatter = DateTextFormatter(now: now, locale: context.locale, timeZone: context.timeZone, hourCycle: context.hourCycle)
        let bounds = CellRect(origin: .zero, size: size)
        let trees: (content: LayoutTree, background: LayoutTree?)
        if let kept = self.trees, kept.content.refreshLiveText(formatter: formatter),
            kept.background?.refreshLiveText(formatter: formatter) ?? true
        {
            trees = kept
        } else {
            trees = Self.layOut(node, in: bounds, margins: margins, formatter: formatter)
            self.trees = trees
            layoutCount += 1
            pictures.removeAll()
            backgroundPictures.removeAll()
        }
        if let backgroundTree = trees.background {
            // The container background covers the whole buffer, margins included; the accented
            // and vibrant modes remove it when it is removable.
            if context.showsContainerBackground {
                painter.paintsContainerBackground = context.renderingMode != .fullColor
                painter.pictureCache = backgroundPictures
                painter.paint(backgroundTree, clip: bounds)
                painter.paintsContainerBackground = false
            }
            painter.drawsContainerBackground = false
        }
        painter.pictureCache = pictures
        painter.paint(trees.content, clip: bounds)
        painter.dropCoveredPictures()
        return RenderedView(
            buffer: painter.buffer, links: painter.links, widgetURLs: painter.widgetURLs, pressTargets: painter.pressTargets)
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
