/// The last four (proposal, size) answers of a layout node, stored inline (no allocation):
/// a stack asks each child for its minimum, its maximum and its share.
struct AnswerCache {
    private var proposals: (ProposedSize?, ProposedSize?, ProposedSize?, ProposedSize?) = (nil, nil, nil, nil)
    private var sizes: (CellSize, CellSize, CellSize, CellSize) = (.zero, .zero, .zero, .zero)
    /// The slot the next answer goes to; older answers are overwritten first.
    private var next = 0

    func size(for proposal: ProposedSize) -> CellSize? {
        if proposals.0 == proposal { return sizes.0 }
        if proposals.1 == proposal { return sizes.1 }
        if proposals.2 == proposal { return sizes.2 }
        if proposals.3 == proposal { return sizes.3 }
        return nil
    }

    /// The most recent proposal answered with `size`.
    func proposal(answering size: CellSize) -> ProposedSize? {
        for step in 1...4 {
            switch (next - step + 4) % 4 {
            case 0: if sizes.0 == size, let proposal = proposals.0 { return proposal }
            case 1: if sizes.1 == size, let proposal = proposals.1 { return proposal }
            case 2: if sizes.2 == size, let proposal = proposals.2 { return proposal }
            default: if sizes.3 == size, let proposal = proposals.3 { return proposal }
            }
        }
        return nil
    }

    mutating func insert(_ proposal: ProposedSize, _ size: CellSize) {
        switch next {
        case 0: (proposals.0, sizes.0) = (proposal, size)
        case 1: (proposals.1, sizes.1) = (proposal, size)
        case 2: (proposals.2, sizes.2) = (proposal, size)
        default: (proposals.3, sizes.3) = (proposal, size)
        }
        next = (next + 1) % 4
    }
}
