/// The last four (proposal, size) answers of a layout node, stored inline as plain integers
/// (no allocation, two comparisons a slot): a stack asks each child for its minimum, its
/// maximum and its share.
struct AnswerCache {
    /// One answer: the proposal with `Int.min` for a nil length (no offer is negative), and
    /// the size.
    private struct Slot {
        var width = Int.min
        var height = Int.min
        var size = CellSize.zero
        /// False until the slot holds an answer.
        var isFilled = false

        init() {}

        init(_ proposal: ProposedSize, _ size: CellSize) {
            width = proposal.width ?? Int.min
            height = proposal.height ?? Int.min
            self.size = size
            isFilled = true
        }

        @inline(__always)
        func answers(width: Int, height: Int) -> Bool {
            isFilled && self.width == width && self.height == height
        }

        var proposal: ProposedSize {
            ProposedSize(width: width == Int.min ? nil : width, height: height == Int.min ? nil : height)
        }
    }

    private var slots: (Slot, Slot, Slot, Slot) = (Slot(), Slot(), Slot(), Slot())
    /// The slot the next answer goes to; older answers are overwritten first.
    private var next = 0

    /// The answer to `proposal` in the cache at `cache`, if any.
    ///
    /// Read through a pointer, slot by slot: a method on the cache itself would receive the
    /// whole cache (four slots) as a value, loaded at every lookup, and a stack asks each
    /// child three times at every proposal.
    @inline(__always)
    static func size(for proposal: ProposedSize, in cache: UnsafePointer<AnswerCache>) -> CellSize? {
        let width = proposal.width ?? Int.min
        let height = proposal.height ?? Int.min
        if cache.pointee.slots.0.answers(width: width, height: height) { return cache.pointee.slots.0.size }
        if cache.pointee.slots.1.answers(width: width, height: height) { return cache.pointee.slots.1.size }
        if cache.pointee.slots.2.answers(width: width, height: height) { return cache.pointee.slots.2.size }
        if cache.pointee.slots.3.answers(width: width, height: height) { return cache.pointee.slots.3.size }
        return nil
    }

    /// The most recent proposal answered with `size`.
    func proposal(answering size: CellSize) -> ProposedSize? {
        for step in 1...4 {
            let slot: Slot
            switch (next - step + 4) % 4 {
            case 0: slot = slots.0
            case 1: slot = slots.1
            case 2: slot = slots.2
            default: slot = slots.3
            }
            if slot.isFilled, slot.size == size { return slot.proposal }
        }
        return nil
    }

    mutating func insert(_ proposal: ProposedSize, _ size: CellSize) {
        let slot = Slot(proposal, size)
        switch next {
        case 0: slots.0 = slot
        case 1: slots.1 = slot
        case 2: slots.2 = slot
        default: slots.3 = slot
        }
        next = (next + 1) % 4
    }
}
