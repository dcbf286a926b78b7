/// The last four (proposal, size) answers of a layout node, stored inline as plain integers
/// (no allocation, two comparisons a slot): a stack asks each child for its minimum, its
/// maximum and its share.
struct AnswerCache {
    /// A proposal packed into two integers; `Int.min` stands for nil ("your ideal size").
    private struct Key: Equatable {
        var width: Int
        var height: Int

        init(_ proposal: ProposedSize) {
            width = proposal.width ?? Int.min
            height = proposal.height ?? Int.min
        }

        var proposal: ProposedSize {
            ProposedSize(width: width == Int.min ? nil : width, height: height == Int.min ? nil : height)
        }
    }

    private var keys: (Key, Key, Key, Key)
    private var sizes: (CellSize, CellSize, CellSize, CellSize) = (.zero, .zero, .zero, .zero)
    /// How many slots hold an answer (they fill in order, then stay full).
    private var filled = 0
    /// The slot the next answer goes to; older answers are overwritten first.
    private var next = 0

    init() {
        let empty = Key(.unspecified)
        keys = (empty, empty, empty, empty)
    }

    func size(for proposal: ProposedSize) -> CellSize? {
        let key = Key(proposal)
        if filled > 0 && keys.0 == key { return sizes.0 }
        if filled > 1 && keys.1 == key { return sizes.1 }
        if filled > 2 && keys.2 == key { return sizes.2 }
        if filled > 3 && keys.3 == key { return sizes.3 }
        return nil
    }

    /// The most recent proposal answered with `size`.
    func proposal(answering size: CellSize) -> ProposedSize? {
        for step in 1...4 {
            let slot = (next - step + 4) % 4
            guard slot < filled else { continue }
            switch slot {
            case 0: if sizes.0 == size { return keys.0.proposal }
            case 1: if sizes.1 == size { return keys.1.proposal }
            case 2: if sizes.2 == size { return keys.2.proposal }
            default: if sizes.3 == size { return keys.3.proposal }
            }
        }
        return nil
    }

    mutating func insert(_ proposal: ProposedSize, _ size: CellSize) {
        let key = Key(proposal)
        switch next {
        case 0: (keys.0, sizes.0) = (key, size)
        case 1: (keys.1, sizes.1) = (key, size)
        case 2: (keys.2, sizes.2) = (key, size)
        default: (keys.3, sizes.3) = (key, size)
        }
        filled = min(4, filled + 1)
        next = (next + 1) % 4
    }
}
