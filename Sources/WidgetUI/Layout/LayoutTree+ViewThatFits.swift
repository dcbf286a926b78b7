extension LayoutTree {
    /// The position among its children of the child a `ViewThatFits` shows for `proposal`:
    /// the first whose ideal size along the flagged axes fits the offer, else the last.
    func chosenChild(_ index: Int, horizontal: Bool, vertical: Bool, proposal: ProposedSize) -> Int? {
        let slots = nodes[index].children
        guard !slots.isEmpty else { return nil }
        let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (position, slot) in slots.enumerated() {
            let size = sizeThatFits(childIndices[slot], ideal)
            let fitsWidth = !horizontal || size.width <= (proposal.width ?? Int.max)
            let fitsHeight = !vertical || size.height <= (proposal.height ?? Int.max)
            if fitsWidth && fitsHeight { return position }
        }
        return slots.count - 1
    }
}
