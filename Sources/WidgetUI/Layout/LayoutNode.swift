import CellGrid

/// One node of a laid-out tree, for tests and hit testing: the archive node, its children and
/// its frame in cells (see ``ViewRenderer/layout(_:in:context:)``).
///
/// Rendering itself works on a flat ``LayoutTree``; this is a view of one, built after layout.
public final class LayoutNode {
    /// The archive node.
    public let kind: NodeKind
    /// The children, in archive order.
    public let children: [LayoutNode]
    /// The frame the node was placed in.
    public let frame: CellRect

    private let tree: LayoutTree
    private let index: Int

    init(tree: LayoutTree, index: Int) {
        self.tree = tree
        self.index = index
        kind = tree.kinds[index]
        frame = tree.nodes[index].frame
        children = tree.children(of: index).map { LayoutNode(tree: tree, index: $0) }
    }

    /// The size this node takes when offered `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> CellSize {
        tree.sizeThatFits(index, proposal)
    }
}
