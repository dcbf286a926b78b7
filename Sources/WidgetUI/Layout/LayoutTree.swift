import CellGrid

/// A laid-out archive: every node in one array, in reading order (parents before children),
/// with what layout learns about each: its recent answers, its frame and its text lines.
///
/// Layout follows SwiftUI: a parent proposes a size, the child answers the size it takes, the
/// parent places it. Answers are cached per proposal, so a stack may ask several times.
///
/// Everything lives in a few flat arrays of plain values (nodes, child lists, stack
/// distributions, prepared text and placed lines), so building, measuring and freeing a
/// tree costs a handful of allocations whatever its size, and measuring does no reference
/// counting.
struct LayoutTree {
    /// What layout needs to know of a node, as a plain value.
    enum Role {
        /// Text: its index in ``LayoutTree/texts``.
        case text(Int)
        /// An image: the size of its glyphs.
        case fixed(CellSize)
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
        /// The content in the node's own frame (layout priority, hidden, links, widget URL).
        case content
    }

    /// One node's layout state.
    struct Node {
        var role: Role
        /// The axis of the enclosing stack (spacers and dividers orient themselves by it).
        var parentAxis: StackNode.Axis?
        /// Its children as a range of ``LayoutTree/childIndices``.
        var children: Range<Int>
        /// The priority of this node in its stack.
        var layoutPriority: Double
        /// Recent answers (a stack asks for the minimum, the maximum and a share).
        var answers = AnswerCache()
        /// The frame given by ``LayoutTree/place(_:in:)``.
        var frame: CellRect = .zero
        /// A stack's last distribution was made for this proposal (the sizes are in
        /// ``LayoutTree/distributionSizes`` at the children's range).
        var distribution: ProposedSize?
        /// A text's lines chosen when placed, as a range of ``LayoutTree/lines``.
        var lines: Range<Int> = 0..<0
        /// A text placed as block digits (``LayoutTree/TextEntry/blockRows``) rather than lines.
        var showsBlockDigits = false

        var isSpacer: Bool {
            if case .spacer = role { return true }
            return false
        }
    }

    /// A text node's prepared text, and its block-digit rows when its font asks for them.
    struct TextEntry {
        var layout: TextLayout
        var blockRows: [String]?
        var blockWidth: Int
    }

    /// The nodes, in reading order; the root is node 0.
    var nodes: [Node] = []
    /// The archive kind of each node (what the painter draws).
    private(set) var kinds: [NodeKind] = []
    /// The children of every node, each node's a contiguous range.
    private(set) var childIndices: [Int] = []
    /// The last distribution of each stack, at the positions of its children.
    var distributionSizes: [CellSize] = []
    private var frames: [FrameNode] = []
    private(set) var texts: [TextEntry] = []
    private(set) var store = TextStore()
    /// The lines of every placed text.
    private(set) var lines: [TextLayout.Line] = []
    /// Lines built only to measure a text.
    private var scratchLines: [TextLayout.Line] = []
    /// The background view of the first `containerBackground` in reading order.
    private(set) var containerBackground: ViewNode?

    /// Builds the layout tree of `root`, formatting live text for the render instant.
    init(_ root: ViewNode, formatter: DateTextFormatter) {
        append(root, parentAxis: nil, formatter: formatter)
    }

    /// Appends `node` and its subtree; returns its index.
    @discardableResult
    private mutating func append(_ node: ViewNode, parentAxis: StackNode.Axis?, formatter: DateTextFormatter) -> Int {
        let index = nodes.count
        let slots = childIndices.count..<(childIndices.count + node.children.count)
        childIndices.append(contentsOf: repeatElement(0, count: slots.count))
        distributionSizes.append(contentsOf: repeatElement(.zero, count: slots.count))
        var priority = 0.0
        if case let .layoutPriority(value) = node.kind { priority = value }
        nodes.append(Node(role: .content, parentAxis: parentAxis, children: slots, layoutPriority: priority))
        kinds.append(node.kind)
        nodes[index].role = role(of: node.kind, formatter: formatter)
        if case .containerBackground = node.kind, containerBackground == nil, node.children.count > 1 {
            containerBackground = node.children[1]
        }
        var childAxis = parentAxis
        if case let .stack(stack) = node.kind { childAxis = stack.axis }
        node.children.withUnsafeBufferPointer { children in
            for (offset, child) in children.enumerated() {
                childIndices[slots.lowerBound + offset] = append(child, parentAxis: childAxis, formatter: formatter)
            }
        }
        return index
    }

    private mutating func role(of kind: NodeKind, formatter: DateTextFormatter) -> Role {
        switch kind {
        case .text(let node):
            let layout = store.prepare(runs: node.runs.map { formatter.string(for: $0.content) },
                                       lineLimit: node.lineLimit, truncation: node.truncation)
            var rows: [String]? = nil
            if node.prefersBlockDigits, layout.paragraphCount == 1, let paragraph = store.paragraphs.last {
                rows = BlockDigits.rows(for: store.string(paragraph.range))
            }
            texts.append(TextEntry(layout: layout, blockRows: rows, blockWidth: rows.map { DisplayWidth.of($0[0]) } ?? 0))
            return .text(texts.count - 1)
        case .image(let image):
            var width = 0
            for line in image.lines { width = max(width, DisplayWidth.of(line)) }
            return .fixed(CellSize(width: width, height: image.lines.count))
        case .shape: return .shape
        case .spacer(let spacer): return .spacer(spacer)
        case .divider: return .divider
        case .progress(let progress): return .progress(circular: progress.style == .circular)
        case .stack(let stack): return .stack(stack)
        case .padding(let insets): return .padding(insets)
        case .frame(let frame):
            frames.append(frame)
            return .frame(frames.count - 1)
        case .fixedSize(let horizontal, let vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
        case .background(let alignment): return .background(alignment)
        case .overlay(let alignment): return .overlay(alignment)
        case .containerBackground: return .containerBackground
        case .layoutPriority, .hidden, .link, .widgetURL: return .content
        }
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
    mutating func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> CellSize {
        if let size = nodes[index].answers.size(for: proposal) { return size }
        let size = computeSize(index, proposal)
        nodes[index].answers.insert(proposal, size)
        return size
    }

    private mutating func computeSize(_ index: Int, _ proposal: ProposedSize) -> CellSize {
        switch nodes[index].role {
        case .text(let text):
            return textSize(text, proposal: proposal)
        case .fixed(let size):
            return size
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
            let inner = ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
            let size = content(of: index).map { sizeThatFits($0, inner) } ?? .zero
            return CellSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .frame(let frame):
            return frameSize(index, frames[frame], proposal: proposal).size
        case .fixedSize(let horizontal, let vertical):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return content(of: index).map { sizeThatFits($0, inner) } ?? .zero
        case .background, .overlay, .containerBackground, .content:
            return content(of: index).map { sizeThatFits($0, proposal) } ?? .zero
        }
    }

    private mutating func textSize(_ text: Int, proposal: ProposedSize) -> CellSize {
        if let rows = blockDigitRows(text, proposal: proposal) {
            return CellSize(width: texts[text].blockWidth, height: rows.count)
        }
        return texts[text].layout.size(width: proposal.width, maxRows: proposal.height, in: store, scratch: &scratchLines)
    }

    /// Block digits when the font is large, the text is short numerals and they fit.
    private func blockDigitRows(_ text: Int, proposal: ProposedSize) -> [String]? {
        guard let rows = texts[text].blockRows else { return nil }
        if let width = proposal.width, width < texts[text].blockWidth { return nil }
        if let height = proposal.height, height < rows.count { return nil }
        return rows
    }

    // MARK: Placing

    /// Measures the root (node 0) in `rect` and places it centred there, as a widget's
    /// content is.
    mutating func layOut(in rect: CellRect) {
        let size = sizeThatFits(0, ProposedSize(rect.size))
        let origin = CellPoint(x: rect.minX + max(0, (rect.width - size.width) / 2),
                               y: rect.minY + max(0, (rect.height - size.height) / 2))
        place(0, in: rect.intersection(CellRect(origin: origin, size: size)))
    }

    /// Places node `index` in `rect` and its children within it.
    ///
    /// The node is laid out with the proposal whose answer was `rect`'s size (the most
    /// recent), so placing a node in the size it asked for lays its content out exactly as
    /// it was measured, without measuring again.
    mutating func place(_ index: Int, in rect: CellRect) {
        nodes[index].frame = rect
        let proposal = nodes[index].answers.proposal(answering: rect.size) ?? ProposedSize(rect.size)
        switch nodes[index].role {
        case .text(let text):
            let showsBlockDigits = blockDigitRows(text, proposal: ProposedSize(rect.size)) != nil
            nodes[index].showsBlockDigits = showsBlockDigits
            if !showsBlockDigits {
                let start = lines.count
                texts[text].layout.appendLines(width: rect.width, maxRows: rect.height, in: store, to: &lines)
                nodes[index].lines = start..<lines.count
            }
        case .stack(let stack):
            placeStack(index, stack, in: rect, proposal: proposal)
        case .padding(let insets):
            if let content = content(of: index) {
                place(content, in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
            }
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
        case .fixed, .shape, .spacer, .divider, .progress:
            break
        }
    }

    /// Places `child` of `size` at `alignment` within `rect`, never outside it.
    mutating func placeChild(_ child: Int, size: CellSize, alignment: Alignment, in rect: CellRect) {
        let x = rect.minX + alignment.offsetX(size: size.width, in: rect.width)
        let y = rect.minY + alignment.offsetY(size: size.height, in: rect.height)
        place(child, in: rect.intersection(CellRect(x: x, y: y, width: size.width, height: size.height)))
    }
}
