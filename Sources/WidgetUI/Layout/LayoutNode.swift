/// One node of a laid-out tree: the archive node, its children, and after ``place(in:)`` its
/// frame in cells.
///
/// Layout follows SwiftUI: a parent proposes a size, the child answers the size it takes, the
/// parent places it. Answers are cached per proposal, so a stack may ask several times.
public final class LayoutNode {
    /// The archive node.
    public let kind: NodeKind
    /// The children, in archive order.
    public let children: [LayoutNode]
    /// The frame given by ``place(in:)``.
    public private(set) var frame: CellRect = .zero
    /// The axis of the enclosing stack (spacers and dividers orient themselves by it).
    let parentAxis: StackNode.Axis?
    /// The text of a text node, formatted for the render instant.
    let text: TextLayout?
    /// Text lines chosen when placed.
    private(set) var lines: [TextLayout.Line] = []
    /// Block-digit rows chosen when placed (instead of `lines`).
    private(set) var blockRows: [String]? = nil

    /// Recent answers (a stack asks for the minimum, the maximum and a share).
    private var answers = AnswerCache()
    /// The last stack distribution: the proposal it was made for and the children's sizes.
    var distribution: (proposal: ProposedSize, sizes: [CellSize])?

    /// Builds the layout tree of `node`, formatting live text for the render instant.
    init(_ node: ViewNode, parentAxis: StackNode.Axis?, formatter: DateTextFormatter) {
        kind = node.kind
        self.parentAxis = parentAxis
        var childAxis: StackNode.Axis? = parentAxis
        if case let .stack(stack) = node.kind { childAxis = stack.axis }
        children = node.children.map { LayoutNode($0, parentAxis: childAxis, formatter: formatter) }
        if case let .text(textNode) = node.kind {
            text = TextLayout(runs: textNode.runs.map { formatter.string(for: $0.content) },
                              lineLimit: textNode.lineLimit, truncation: textNode.truncation)
        } else {
            text = nil
        }
    }

    /// The size this node takes when offered `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
        if let size = answers.size(for: proposal) { return size }
        let size = computeSize(proposal)
        answers.insert(proposal, size)
        return size
    }

    /// The proposal whose answer was `size` (the most recent), so placing a node in the size it
    /// asked for lays its content out exactly as it was measured, without measuring again.
    func proposal(answering size: CellSize) -> ProposedSize {
        answers.proposal(answering: size) ?? ProposedSize(size)
    }

    /// The content (first child) of a modifier node.
    var content: LayoutNode? { children.first }

    /// The priority of this node in its stack.
    var layoutPriority: Double {
        if case let .layoutPriority(value) = kind { return value }
        return 0
    }

    private func computeSize(_ proposal: ProposedSize) -> CellSize {
        switch kind {
        case .text(let node):
            return textSize(node, proposal: proposal)
        case .image(let node):
            return CellSize(width: node.lines.map { DisplayWidth.of($0) }.max() ?? 0, height: node.lines.count)
        case .shape:
            return CellSize(width: proposal.width ?? 1, height: proposal.height ?? 1)
        case .spacer(let spacer):
            switch parentAxis {
            case .horizontal: return CellSize(width: max(spacer.minColumns, proposal.width ?? 0), height: 0)
            case .vertical: return CellSize(width: 0, height: max(spacer.minRows, proposal.height ?? 0))
            case .depth, nil: return CellSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
            }
        case .divider:
            if parentAxis == .horizontal { return CellSize(width: 1, height: proposal.height ?? 1) }
            return CellSize(width: proposal.width ?? 1, height: 1)
        case .progress(let progress):
            if progress.style == .circular { return CellSize(width: 1, height: 1) }
            return CellSize(width: proposal.width ?? 10, height: 1)
        case .stack(let stack):
            return stackSize(stack, proposal: proposal)
        case .padding(let insets):
            let inner = ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
            let size = content?.sizeThatFits(inner) ?? .zero
            return CellSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .frame(let frame):
            return frameSize(frame, proposal: proposal).size
        case .fixedSize(let horizontal, let vertical):
            return content?.sizeThatFits(ProposedSize(width: horizontal ? nil : proposal.width,
                                                      height: vertical ? nil : proposal.height)) ?? .zero
        case .background, .overlay, .containerBackground, .layoutPriority, .hidden, .link, .widgetURL:
            return content?.sizeThatFits(proposal) ?? .zero
        }
    }

    private func textSize(_ node: TextNode, proposal: ProposedSize) -> CellSize {
        if let rows = blockDigitRows(node, proposal: proposal) {
            return CellSize(width: DisplayWidth.of(rows[0]), height: rows.count)
        }
        return text?.size(width: proposal.width, maxRows: proposal.height) ?? .zero
    }

    /// Block digits when the font is large, the text is short numerals and they fit.
    private func blockDigitRows(_ node: TextNode, proposal: ProposedSize) -> [String]? {
        guard node.prefersBlockDigits, let text, text.paragraphs.count == 1 else { return nil }
        guard let rows = BlockDigits.rows(for: text.string(text.paragraphs[0])) else { return nil }
        let width = DisplayWidth.of(rows[0])
        if let w = proposal.width, w < width { return nil }
        if let h = proposal.height, h < rows.count { return nil }
        return rows
    }

    /// Places this node in `rect` and its children within it.
    public func place(in rect: CellRect) {
        frame = rect
        let proposal = self.proposal(answering: rect.size)
        switch kind {
        case .text(let node):
            blockRows = blockDigitRows(node, proposal: ProposedSize(rect.size))
            if blockRows == nil, let text {
                lines = text.lines(width: rect.width, maxRows: rect.height)
            }
        case .stack(let stack):
            placeStack(stack, in: rect, proposal: proposal)
        case .padding(let insets):
            content?.place(in: rect.inset(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing))
        case .frame(let frame):
            guard let content else { return }
            let childSize = frameSize(frame, proposal: proposal).child
            placeChild(content, size: childSize, alignment: frame.alignment, in: rect)
        case .fixedSize:
            guard let content else { return }
            placeChild(content, size: sizeThatFits(proposal), alignment: .topLeading, in: rect)
        case .background(let alignment), .overlay(let alignment):
            content?.place(in: rect)
            if children.count > 1 {
                let secondary = children[1]
                placeChild(secondary, size: secondary.sizeThatFits(ProposedSize(rect.size)), alignment: alignment, in: rect)
            }
        case .containerBackground:
            content?.place(in: rect)
            if children.count > 1 { children[1].place(in: rect) }
        case .layoutPriority, .hidden, .link, .widgetURL:
            content?.place(in: rect)
        case .image, .shape, .spacer, .divider, .progress:
            break
        }
    }

    /// Places `child` of `size` at `alignment` within `rect`, never outside it.
    func placeChild(_ child: LayoutNode, size: CellSize, alignment: Alignment, in rect: CellRect) {
        let x = rect.minX + alignment.offsetX(size: size.width, in: rect.width)
        let y = rect.minY + alignment.offsetY(size: size.height, in: rect.height)
        child.place(in: rect.intersection(CellRect(x: x, y: y, width: size.width, height: size.height)))
    }
}
