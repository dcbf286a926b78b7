import Archive

/// The archive of a resolved view: a plain tree of primitives and resolved modifiers.
///
/// A widget's view is evaluated once, when its timeline entry arrives, into a `ViewNode`; the
/// host stores it, lays it out and paints it as time passes without running widget code.
/// Live date text stays a node (``TextContent/date(_:style:)`` and friends) that the painter
/// formats with the current instant. The tree is ``Archivable``: one description gives its
/// binary form (cache files) and its JSON form (widget extensions, tools), documented in
/// docs/archive-format.md.
public struct ViewNode: Equatable, Sendable {
    /// What this node is.
    public var kind: NodeKind
    /// Its children: stack items, or the content (first) and the secondary view (second) of a
    /// modifier such as a background.
    public var children: [ViewNode]

    /// Creates a node.
    public init(_ kind: NodeKind, children: [ViewNode] = []) {
        self.kind = kind
        self.children = children
    }

    /// A stack node.
    public static func stack(_ stack: StackNode, children: [ViewNode]) -> ViewNode {
        ViewNode(.stack(stack), children: children)
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int { 1 + children.reduce(0) { $0 + $1.nodeCount } }

    /// The bytes of picture pixels in the tree (what ``ImagePicture`` nodes carry).
    public var pictureBytes: Int {
        var bytes = 0
        forEachNode { node in
            if case let .image(image) = node.kind, let picture = image.picture { bytes += picture.pixels.rgba.count }
        }
        return bytes
    }

    /// Every node in reading order (depth first, parents before children).
    public func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// True when the tree holds text, a timer bar or anything else that changes as time passes
    /// without a new timeline entry.
    public var containsLiveContent: Bool {
        var live = false
        forEachNode { node in
            switch node.kind {
            case let .text(text): live = live || text.runs.contains { $0.content.isLive }
            case let .progress(progress): if case .timer = progress.value { live = true }
            default: break
            }
        }
        return live
    }
}

/// The kinds of archive node.
public enum NodeKind: Equatable, Sendable {
    /// Text, made of styled runs.
    case text(TextNode)
    /// A symbol or glyph-art image.
    case image(ImageNode)
    /// A filled or stroked shape (a `Color` view is a filled rectangle).
    case shape(ShapeNode)
    /// Flexible space along the enclosing stack's axis.
    case spacer(SpacerNode)
    /// A line across the enclosing stack's axis; `accentable` as in ``TextNode/accentable``.
    case divider(ColorValue, accentable: Bool = false)
    /// A progress bar or ring.
    case progress(ProgressNode)
    /// A stack of its children.
    case stack(StackNode)
    /// Space around the first child.
    case padding(CellInsets)
    /// A frame around the first child.
    case frame(FrameNode)
    /// The second child drawn behind the first, sized to it.
    case background(Alignment)
    /// The second child drawn over the first, sized to it.
    case overlay(Alignment)
    /// The first child with a layout priority in its stack.
    case layoutPriority(Double)
    /// The first child at its ideal size along the flagged axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// The first child laid out but not drawn.
    case hidden
    /// The first child, opening `url` when chosen.
    case link(URL)
    /// The URL opened when the widget itself is chosen (the first in reading order wins).
    case widgetURL(URL)
    /// The first child, with the second as the widget's container background.
    case containerBackground
    /// A `GeometryReader`: it takes the space it is offered and lays its content (the first
    /// child) out from its top-leading corner. The content was resolved for `size` cells, the
    /// space layout gave the reader when the view was resolved.
    case geometryReader(CellSize)
    /// The first child (in order) whose ideal size fits the offer along the flagged axes, else
    /// the last (`ViewThatFits`).
    case viewThatFits(horizontal: Bool, vertical: Bool)
    /// A grid: rows of cells sharing columns (`Grid`).
    case grid(GridNode)
    /// A row of a grid (`GridRow`).
    case gridRow(GridRowNode)
    /// Children flowing through the lines of a lazy grid (`LazyVGrid`, `LazyHGrid`).
    case lazyGrid(LazyGridNode)
    /// The first child offered sizes of one aspect ratio (tag 22).
    case aspectRatio(AspectRatioNode)
    /// The first child clipped to a shape: pictures in it are masked by the shape, anything
    /// else is clipped to the frame (tag 23).
    case clipShape(ShapeNode.Kind)
    /// A button: its label (the first child), pressed to run an intent (tag 24).
    case button(ButtonNode)
    /// A toggle: its label (the first child) and a switch, pressed to run an intent with the
    /// new state (tag 25).
    case toggle(ToggleNode)
}
