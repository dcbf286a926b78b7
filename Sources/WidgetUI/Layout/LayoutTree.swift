import CellGrid

/// A laid-out archive: every node in one buffer, in reading order (parents before children),
/// with what layout learns about each: its recent answers, its frame and its text lines.
///
/// Layout follows SwiftUI: a parent proposes a size, the child answers the size it takes, the
/// parent places it. Answers are cached per proposal, so a stack may ask several times.
///
/// Everything lives in a few flat buffers of plain values (nodes, child lists, stack
/// distributions, prepared text and placed lines), so building, measuring and freeing a
/// tree costs a handful of allocations whatever its size. The nodes and distributions are
/// read and written in place through pointers: measuring copies nothing and counts no
/// references.
final class LayoutTree {
    /// What layout needs to know of a node, as a plain value.
    enum Role {
        /// Text: its index in ``LayoutTree/texts``.
        case text(Int)
        /// An image: the size of its glyphs.
        case fixed(CellSize)
        /// A picture: its natural size, whether it fills its offer, its aspect ratio in cells.
        case picture(natural: CellSize, resizable: Bool, aspectRatio: Double)
        /// Sizes of one aspect ratio (columns per row; nil for the content's own) offered to
        /// the content, fitting or filling the offer.
        case aspectRatio(Double?, fills: Bool)
        case shape
        case spacer(SpacerNode)
        case divider
        case progress(circular: Bool)
        case stack(StackNode)
        case padding(CellInsets)
        /// A frame: its index in ``LayoutTree/frames``.
        case frame(Int)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case background(Alignment)
        case overlay(Alignment)
        case containerBackground
        /// A geometry reader: the offer, its content from the top-leading corner.
        case geometryReader
        case viewThatFits(horizontal: Bool, vertical: Bool)
        case grid(GridNode)
        /// A grid row: its index in ``LayoutTree/gridRows``.
        case gridRow(Int)
        /// A lazy grid: its index in ``LayoutTree/lazyGrids``.
        case lazyGrid(Int)
        /// The content in the node's own frame (layout priority, hidden, links, widget URL).
        case content
        /// A control's label inside the columns its decoration takes (a button's brackets, a
        /// toggle's switch); a control that fills takes the whole width offered (a toggle).
        case control(CellInsets, fillsWidth: Bool)
    }

    /// One node's layout state: a plain value (no references), so it lives in raw memory.
    struct Node {
        var role: Role
        /// The axis of the enclosing stack (spacers and dividers orient themselves by it).
        var parentAxis: StackNode.Axis?
        /// Its children as a range of ``LayoutTree/childIndices``.
        var children: Range<Int>
        /// The priority of this node in its stack.
        var layoutPriority: Double
        /// Recent answers (a stack asks for the minimum, the maximum and a share); read
        /// through a pointer (see ``AnswerCache/size(for:in:)``).
        var answers = AnswerCache()
        /// The frame given by ``LayoutTree/place(_:in:)``.
        var frame: CellRect = .zero
        /// The frame before its parent clipped it (a filling picture larger than its frame is
        /// drawn at this size and clipped).
        var unclippedFrame: CellRect = .zero
        /// A stack's last distribution was made for this proposal (the sizes are in
        /// ``LayoutTree/distributionSizes`` at the children's range).
        var distribution: ProposedSize?
        /// A text's lines chosen when placed, as a range of ``LayoutTree/lines``.
        var lines: Range<Int> = 0..<0
        /// A text placed as block digits rather than lines.
        var showsBlockDigits = false
        /// A text placed in its narrow form (``TextEntry/narrow``): its lines are of that form.
        var showsNarrowForm = false
        /// The child a `ViewThatFits` chose when placed (its position among the children);
        /// -1 before it is placed.
        var chosenChild = -1

        /// True for a spacer (read through a pointer: a method on the node would load all of it).
        static func isSpacer(_ node: UnsafePointer<Node>) -> Bool {
            if case .spacer = node.pointee.role { return true }
            return false
        }
    }

    /// The nodes, in reading order; the root is node 0.
    let nodes: UnsafeMutablePointer<Node>
    let nodeCount: Int
    /// The archive kind of each node (what the painter draws).
    let kinds: [NodeKind]
    /// The children of every node, each node's a contiguous range.
    let childIndices: [Int]
    /// The last distribution of each stack, at the positions of its children.
    let distributionSizes: UnsafeMutablePointer<CellSize>
    private let frames: [FrameNode]
    let gridRows: [GridRowNode]
    let lazyGrids: [LazyGridNode]
    let texts: [TextEntry]
    /// The texts with live runs: their index in ``texts`` and their node.
    let liveTexts: [(text: Int, node: Int)]
    /// The nodes of timer bars, which read differently at every instant.
    let timerBars: [Int]
    /// The background view of the first `containerBackground` in reading order.
    let containerBackground: ViewNode?
    // The tree belongs to one render on one thread, and no access to these overlaps another
    // (text layout does not call back into the tree): exclusivity needs no checking at run
    // time, where it would cost more than the text layout itself.

    /// The rows of block-digit texts.
    @exclusivity(unchecked) var blockRows: [[String]]
    /// The prepared text (live text is formatted anew in place, see ``refreshLiveText(formatter:)``).
    @exclusivity(unchecked) var store: TextStore

    /// The lines of every placed text.
    @exclusivity(unchecked) private(set) var lines: [TextLayout.Line] = []
    /// Lines built only to measure a text.
    @exclusivity(unchecked) var scratchLines: [TextLayout.Line] = []

    /// Builds the layout tree of `root`, formatting live text for the render instant.
    init(_ root: ViewNode, formatter: DateTextFormatter) {
        let builder = LayoutTreeBuilder(root, formatter: formatter)
        nodes = builder.nodes
        nodeCount = builder.nodeCount
        distributionSizes = .allocate(capacity: builder.childIndices.count)
        distributionSizes.initialize(repeating: .zero, count: builder.childIndices.count)
        kinds = builder.kinds
        childIndices = builder.childIndices
        frames = builder.frames
        gridRows = builder.gridRows
        lazyGrids = builder.lazyGrids
        texts = builder.texts
        blockRows = builder.blockRows
        store = builder.store
        liveTexts = builder.liveTexts
        timerBars = builder.timerBars
        containerBackground = builder.containerBackground
    }

    deinit {
        // Plain values (checked in debug builds): the memory needs no deinitialisation.
        assert(_isPOD(Node.self) && _isPOD(CellSize.self))
        nodes.deallocate()
        distributionSizes.deallocate()
    }

    // MARK: Structure

    /// The children of node `index`, in archive order.
    func children(of index: Int) -> ArraySlice<Int> {
        childIndices[nodes[index].children]
    }

    /// The content (first child) of a modifier node.
    func content(of index: Int) -> Int? {
        let children = nodes[index].children
        return children.isEmpty ? nil : childIndices[children.lowerBound]
    }

    /// The secondary view (second child) of a background, overlay or container background.
    func secondary(of index: Int) -> Int? {
        let children = nodes[index].children
        return children.count > 1 ? childIndices[children.lowerBound + 1] : nil
    }

    // MARK: Measuring

    /// The size node `index` takes when offered `proposal`.
    func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> CellSize {
        if let size = withUnsafeMutablePointer(to: &nodes[index].answers, { AnswerCache.size(for: proposal, in: $0) }) { return size }
        let size = computeSize(index, proposal)
        nodes[index].answers.insert(proposal, size)
        return size
    }

    private func computeSize(_ index: Int, _ proposal: ProposedSize) -> CellSize {
        switch nodes[index].role {
        case .text(let text):
            return textSize(text, proposal: proposal)
        case .fixed(let size):
            return size
        case .picture(let natural, let resizable, _):
            guard resizable else { return natural }
            let width = proposal.width.flatMap { $0 < LayoutLimits.unbounded ? $0 : nil } ?? natural.width
            let height = proposal.height.flatMap { $0 < LayoutLimits.unbounded ? $0 : nil } ?? natural.height
            return CellSize(width: width, height: height)
        case .aspectRatio(let ratio, let fills):
            guard let content = content(of: index) else { return .zero }
            return sizeThatFits(content, aspectProposal(content, ratio: ratio, fills: fills, proposal: proposal))
        case .shape:
            return CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
        case .spacer(let spacer):
            switch nodes[index].parentAxis {
            case .horizontal: return CellSize(width: max(spacer.minColumns, proposal.width ?? 0), height: 0)
            case .vertical: return CellSize(width: 0, height: max(spacer.minRows, proposal.height ?? 0))
            case .depth, nil: return CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
            }
        case .divider:
            if nodes[index].parentAxis == .horizontal { return CellSize(width: 1, height: proposal.height ?? 1) }
            return CellSize(width: proposal.width ?? 1, height: 1)
        case .progress(let circular):
            if circular { return CellSize(width: 1, height: 1) }
            return CellSize(width: proposal.width ?? 10, height: 1)
        case .stack(let stack):
            return stackSize(index, stack, proposal: proposal)
        case .padding(let insets):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) })
            let size = content(of: index).map { sizeThatFits($0, inner) } ?? .zero
            let negative = insets.hasNegative
            let taken = negative ? Self.negativePaddingKept(insets, content: size) : insets
            return CellSize(width: size.width + taken.horizontal, height: size.height + taken.vertical)
        case .frame(let frame):
            return frameSize(index, frames[frame], proposal: proposal).size
        case .fixedSize(let horizontal, let vertical):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return content(of: index).map { sizeThatFits($0, inner) } ?? .zero
        case .background, .overlay, .containerBackground, .content:
            return content(of: index).map { sizeThatFits($0, proposal) } ?? .zero
        case .geometryReader:
            return CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
        case .viewThatFits(let horizontal, let vertical):
            guard let chosen = chosenChild(index, horizontal: horizontal, vertical: vertical, proposal: proposal) else { return .zero }
            return sizeThatFits(childIndices[nodes[index].children.lowerBound + chosen], proposal)
        case .grid(let grid):
            return gridSize(index, grid, proposal: proposal)
        case .gridRow(let row):
            // Outside a grid a row is a horizontal stack (a grid sizes its rows' cells itself).
            return stackSize(index, Self.rowStack(gridRows[row]), proposal: proposal)
        case .lazyGrid(let grid):
            return lazyGridSize(index, lazyGrids[grid], proposal: proposal)
        case .control(let insets, let fillsWidth):
            return controlSize(index, insets: insets, fillsWidth: fillsWidth, proposal: proposal)
        }
    }

    // MARK: Placing

    /// Measures the root (node 0) in `rect` and places it centred there, as a widget's
    /// content is.
    func layOut(in rect: CellRect) {
        let size = sizeThatFits(0, ProposedSize(rect.size))
        let origin = CellPoint(
            x: rect.minX + max(0, (rect.width - size.width) / 2),
            y: rect.minY + max(0, (rect.height - size.height) / 2))
        place(0, in: rect.intersection(CellRect(origin: origin, size: size)))
    }

    /// Places node `index` in `rect` and its children within it.
    ///
    /// The node is laid out with the proposal whose answer was `rect`'s size (the most
    /// recent), so placing a node in the size it asked for lays its content out exactly as
    /// it was measured, without measuring again.
    func place(_ index: Int, in rect: CellRect, unclipped: CellRect? = nil) {
        nodes[index].frame = rect
        nodes[index].unclippedFrame = unclipped ?? rect
        let proposal = nodes[index].answers.proposal(answering: rect.size) ?? ProposedSize(rect.size)
        switch nodes[index].role {
        case .text(let text):
            let showsBlockDigits = showsBlockDigits(text, proposal: ProposedSize(rect.size))
            nodes[index].showsBlockDigits = showsBlockDigits
            if !showsBlockDigits {
                let start = lines.count
                let narrow = showsNarrowForm(text, width: rect.width, maxRows: rect.height)
                nodes[index].showsNarrowForm = narrow
                texts[text].shown(narrow: narrow).appendLines(width: rect.width, maxRows: rect.height, in: store, to: &lines)
                nodes[index].lines = start..<lines.count
            }
        case .stack(let stack):
            placeStack(index, stack, in: rect, proposal: proposal)
        case .padding(let insets):
            guard let content = content(of: index) else { return }
            if insets.hasNegative {
                // The content keeps its own size and overhangs the padding's frame by the rows
                // and columns taken (the painter lets it draw there).
                let inner = ProposedSize(
                    width: proposal.width.map { max(0, $0 - insets.horizontal) },
                    height: proposal.height.map { max(0, $0 - insets.vertical) })
                let size = sizeThatFits(content, inner)
                let kept = Self.negativePaddingKept(insets, content: size)
                place(content, in: CellRect(x: rect.minX + kept.leading, y: rect.minY + kept.top, width: size.width, height: size.height))
                return
            }
            place(content, in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        case .frame(let frame):
            guard let content = content(of: index) else { return }
            let childSize = frameSize(index, frames[frame], proposal: proposal).child
            placeChild(content, size: childSize, alignment: frames[frame].alignment, in: rect)
        case .fixedSize:
            guard let content = content(of: index) else { return }
            placeChild(content, size: sizeThatFits(index, proposal), alignment: .topLeading, in: rect)
        case .background(let alignment), .overlay(let alignment):
            if let content = content(of: index) { place(content, in: rect) }
            if let secondary = secondary(of: index) {
                placeChild(secondary, size: sizeThatFits(secondary, ProposedSize(rect.size)), alignment: alignment, in: rect)
            }
        case .containerBackground:
            if let content = content(of: index) { place(content, in: rect) }
            if let secondary = secondary(of: index) { place(secondary, in: rect) }
        case .content:
            if let content = content(of: index) { place(content, in: rect) }
        case .geometryReader:
            guard let content = content(of: index) else { return }
            placeChild(content, size: sizeThatFits(content, ProposedSize(rect.size)), alignment: .topLeading, in: rect)
        case .viewThatFits(let horizontal, let vertical):
            guard let chosen = chosenChild(index, horizontal: horizontal, vertical: vertical, proposal: proposal) else { return }
            nodes[index].chosenChild = chosen
            place(childIndices[nodes[index].children.lowerBound + chosen], in: rect)
        case .grid(let grid):
            placeGrid(index, grid, in: rect, proposal: proposal)
        case .gridRow(let row):
            placeStack(index, Self.rowStack(gridRows[row]), in: rect, proposal: proposal)
        case .lazyGrid(let grid):
            placeLazyGrid(index, lazyGrids[grid], in: rect, proposal: proposal)
        case .aspectRatio(let ratio, let fills):
            guard let content = content(of: index) else { return }
            let size = sizeThatFits(content, aspectProposal(content, ratio: ratio, fills: fills, proposal: proposal))
            placeChild(content, size: size, alignment: .center, in: rect)
        case .control(let insets, _):
            placeControl(index, insets: insets, in: rect)
        case .fixed, .picture, .shape, .spacer, .divider, .progress:
            break
        }
    }

    /// Places `child` of `size` at `alignment` within `rect`, never outside it.
    func placeChild(_ child: Int, size: CellSize, alignment: Alignment, in rect: CellRect) {
        let x = rect.minX + alignment.offsetX(size: size.width, in: rect.width)
        let y = rect.minY + alignment.offsetY(size: size.height, in: rect.height)
        let full = CellRect(x: x, y: y, width: size.width, height: size.height)
        place(child, in: rect.intersection(full), unclipped: full)
    }
}
