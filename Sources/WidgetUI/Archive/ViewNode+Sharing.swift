extension ViewNode {
    /// This tree with every subtree that equals the one at the same place in `other` taken
    /// from `other`, so the two share its storage: the entries of a timeline that differ only
    /// in their text (a clock's minutes, a countdown's days) keep one copy of everything else.
    /// Equal to `self` in every way but memory. One pass over both trees.
    public func sharingSubtrees(with other: ViewNode) -> ViewNode {
        shared(with: other).node
    }

    /// The tree sharing what it can with `other`, and whether it is `other` itself.
    private func shared(with other: ViewNode) -> (node: ViewNode, isOther: Bool) {
        var children = self.children
        var allShared = children.count == other.children.count
        for index in children.indices {
            guard index < other.children.count else {
                allShared = false
                break
            }
            let child = children[index].shared(with: other.children[index])
            children[index] = child.node
            allShared = allShared && child.isOther
        }
        guard allShared else { return (ViewNode(kind, children: children), false) }
        // Every child is `other`'s: so is the list of them, whatever this node's own kind.
        return kind == other.kind ? (other, true) : (ViewNode(kind, children: other.children), false)
    }
}
