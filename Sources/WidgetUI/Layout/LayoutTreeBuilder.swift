import CellGrid

/// Flattens an archive into the arrays of a ``LayoutTree``: the nodes in reading order with
/// what layout needs of each as plain values, the child lists, and the prepared text.
///
/// The nodes go straight into raw memory sized by a first pass over the archive; the tree
/// made from the builder takes that memory over (and frees it).
struct LayoutTreeBuilder {
    /// Room for every node of the archive, initialised up to ``nodeCount``.
    let nodes: UnsafeMutablePointer<LayoutTree.Node>
    private(set) var nodeCount = 0
    private(set) var kinds: [NodeKind] = []
    private(set) var childIndices: [Int] = []
    private(set) var frames: [FrameNode] = []
    private(set) var gridRows: [GridRowNode] = []
    private(set) var lazyGrids: [LazyGridNode] = []
    private(set) var texts: [LayoutTree.TextEntry] = []
    private(set) var blockRows: [[String]] = []
    /// The texts with live runs: their index in ``texts`` and their node.
    private(set) var liveTexts: [(text: Int, node: Int)] = []
    /// The nodes of timer bars (drawn anew at every instant).
    private(set) var timerBars: [Int] = []
    private(set) var store = TextStore()
    /// The background view of the first `containerBackground` in reading order.
    private(set) var containerBackground: ViewNode?

    private let formatter: DateTextFormatter

    /// Flattens `root`, formatting live text with `formatter`.
    init(_ root: ViewNode, formatter: DateTextFormatter) {
        self.formatter = formatter
        // The tree is read in place through pointers: passing a child down by value would
        // copy it (its kind and its children) at every level.
        var size = (nodes: 0, texts: 0, textBytes: 0)
        withUnsafePointer(to: root) { Self.count($0, into: &size) }
        nodes = .allocate(capacity: size.nodes)
        kinds.reserveCapacity(size.nodes)
        childIndices.reserveCapacity(size.nodes)
        texts.reserveCapacity(size.texts)
        // Fixed text is most text (live dates are short; the arrays grow if need be).
        store.reserveCapacity(bytes: size.textBytes + 16)
        withUnsafePointer(to: root) { _ = append($0, parentAxis: nil) }
    }

    /// Counts the nodes, the texts and the bytes of fixed text in `node`'s tree (to reserve
    /// room once: memory sized well is not grown, and not over-reserved).
    private static func count(_ node: UnsafePointer<ViewNode>, into size: inout (nodes: Int, texts: Int, textBytes: Int)) {
        size.nodes += 1
        if case let .text(text) = node.pointee.kind {
            size.texts += 1
            // A text with a narrow form holds its fixed runs twice (see TextEntry.narrow).
            let copies = text.runs.contains { $0.content.hasNarrowForm } ? 2 : 1
            for run in text.runs {
                if case let .verbatim(string) = run.content { size.textBytes += copies * string.utf8.count }
            }
        }
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for position in children.indices { count(first + position, into: &size) }
        }
    }

    /// Appends `node` and its subtree; returns its index.
    @discardableResult
    private mutating func append(_ node: UnsafePointer<ViewNode>, parentAxis: StackNode.Axis?) -> Int {
        let index = nodeCount
        let kind = node.pointee.kind
        let childCount = node.pointee.children.count
        let slots = childIndices.count..<(childIndices.count + childCount)
        childIndices.append(contentsOf: repeatElement(0, count: childCount))
        var priority = 0.0
        if case let .layoutPriority(value) = kind { priority = value }
        (nodes + index).initialize(
            to: LayoutTree.Node(role: role(of: kind), parentAxis: parentAxis, children: slots, layoutPriority: priority))
        nodeCount += 1
        if case .containerBackground = kind, containerBackground == nil, childCount > 1 {
            containerBackground = node.pointee.children[1]
        }
        var childAxis = parentAxis
        switch kind {
        case let .stack(stack): childAxis = stack.axis
        case .geometryReader: childAxis = .depth
        case .gridRow: childAxis = .horizontal
        case .grid, .lazyGrid: childAxis = nil
        default: break
        }
        kinds.append(kind)
        node.pointee.children.withUnsafeBufferPointer { children in
            guard let first = children.baseAddress else { return }
            for position in children.indices {
                childIndices[slots.lowerBound + position] = append(first + position, parentAxis: childAxis)
            }
        }
        return index
    }

    private mutating func role(of kind: NodeKind) -> LayoutTree.Role {
        switch kind {
        case .text(let node):
            let layout = store.prepare(node, formatter: formatter)
            var entry = LayoutTree.TextEntry(layout: layout)
            if node.prefersBlockDigits, layout.paragraphCount == 1, let paragraph = store.paragraphs.last,
                let rows = BlockDigits.rows(for: store.string(paragraph.range))
            {
                entry.blockDigits = (index: blockRows.count, rows: rows.count, width: DisplayWidth.of(rows[0]))
                blockRows.append(rows)
            }
            // Prepared after the full form (whose paragraphs the block digits read above).
            if node.runs.contains(where: { $0.content.hasNarrowForm }) {
                entry.narrow = store.prepare(node, formatter: formatter, narrow: true)
            }
            texts.append(entry)
            if node.runs.contains(where: { $0.content.isLive }) { liveTexts.append((text: texts.count - 1, node: nodeCount)) }
            return .text(texts.count - 1)
        case .image(let image):
            if let picture = image.picture {
                return .picture(natural: picture.naturalSize, resizable: picture.resizable, aspectRatio: picture.aspectRatio)
            }
            var width = 0
            for line in image.lines { width = max(width, DisplayWidth.of(line)) }
            return .fixed(CellSize(width: width, height: image.lines.count))
        case .shape: return .shape
        case .spacer(let spacer): return .spacer(spacer)
        case .divider: return .divider
        case .progress(let progress):
            if case .timer = progress.value { timerBars.append(nodeCount) }
            return .progress(circular: progress.style == .circular)
        case .stack(let stack): return .stack(stack)
        case .padding(let insets): return .padding(insets)
        case .frame(let frame):
            frames.append(frame)
            return .frame(frames.count - 1)
        case .fixedSize(let horizontal, let vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
        case .background(let alignment): return .background(alignment)
        case .overlay(let alignment): return .overlay(alignment)
        case .containerBackground: return .containerBackground
        case .layoutPriority, .hidden, .link, .widgetURL, .clipShape: return .content
        case .geometryReader: return .geometryReader
        case .viewThatFits(let horizontal, let vertical): return .viewThatFits(horizontal: horizontal, vertical: vertical)
        case .grid(let grid): return .grid(grid)
        case .gridRow(let row):
            gridRows.append(row)
            return .gridRow(gridRows.count - 1)
        case .lazyGrid(let grid):
            lazyGrids.append(grid)
            return .lazyGrid(lazyGrids.count - 1)
        case .aspectRatio(let node): return .aspectRatio(node.ratio, fills: node.fills)
        case .button(let button):
            let width = button.decorationWidth
            return .control(CellInsets(top: 0, leading: width, bottom: 0, trailing: width), fillsWidth: false)
        case .toggle(let toggle):
            let (leading, trailing) = toggle.decoration
            return .control(CellInsets(top: 0, leading: leading, bottom: 0, trailing: trailing), fillsWidth: toggle.fillsWidth)
        }
    }
}
