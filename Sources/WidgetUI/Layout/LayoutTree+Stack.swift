extension LayoutTree {
    /// The size of a stack: children share the main axis by priority, then by flexibility.
    func stackSize(_ index: Int, _ stack: StackNode, proposal: ProposedSize) -> CellSize {
        let slots = nodes[index].children
        guard !slots.isEmpty else { return .zero }
        var width = 0
        var height = 0
        if stack.axis == .depth {
            for slot in slots {
                let size = sizeThatFits(childIndices[slot], proposal)
                width = max(width, size.width)
                height = max(height, size.height)
            }
            return CellSize(width: width, height: height)
        }
        distribute(index, stack, proposal: proposal)
        let spacing = stack.spacing * (slots.count - 1)
        for slot in slots {
            let size = distributionSizes[slot]
            if stack.axis == .horizontal {
                width += size.width
                height = max(height, size.height)
            } else {
                width = max(width, size.width)
                height += size.height
            }
        }
        return stack.axis == .horizontal
            ? CellSize(width: width + spacing, height: height)
            : CellSize(width: width, height: height + spacing)
    }

    /// Places a stack's children one after another along its axis, aligned across it.
    func placeStack(_ index: Int, _ stack: StackNode, in rect: CellRect, proposal: ProposedSize) {
        let slots = nodes[index].children
        if stack.axis == .depth {
            for slot in slots {
                let child = childIndices[slot]
                placeChild(child, size: sizeThatFits(child, proposal), alignment: stack.alignment, in: rect)
            }
            return
        }
        distribute(index, stack, proposal: proposal)
        var position = stack.axis == .horizontal ? rect.minX : rect.minY
        for slot in slots {
            let size = distributionSizes[slot]
            let frame: CellRect
            if stack.axis == .horizontal {
                let y = rect.minY + stack.alignment.vertical.offset(size: size.height, in: rect.height)
                frame = CellRect(x: position, y: y, width: size.width, height: size.height)
                position += size.width + stack.spacing
            } else {
                let x = rect.minX + stack.alignment.horizontal.offset(size: size.width, in: rect.width)
                frame = CellRect(x: x, y: position, width: size.width, height: size.height)
                position += size.height + stack.spacing
            }
            place(childIndices[slot], in: rect.intersection(frame))
        }
    }

    /// Leaves in ``LayoutTree/distributionSizes``, at the stack's children's positions, the
    /// size of each child along the stack's main axis when the stack is offered `proposal`
    /// (the last distribution is kept, so measuring and then placing distribute once).
    ///
    /// As in SwiftUI: higher layout priorities are served first, keeping back the minimum
    /// sizes of lower ones; within a priority the least flexible child (smallest gap between
    /// its minimum and maximum) is offered an equal share of what is left first, and each
    /// child's answer is taken from what remains. Spacers are served after every other child
    /// of their priority (keeping back their minimum length), so text beside a spacer keeps its
    /// ideal width whenever it fits. Integer shares round down, so the later, more flexible
    /// children receive the remainder and the cells add up exactly.
    private func distribute(_ index: Int, _ stack: StackNode, proposal: ProposedSize) {
        if nodes[index].distribution == proposal { return }
        computeDistribution(index, stack, proposal: proposal)
        nodes[index].distribution = proposal
    }

    /// One child's standing in a distribution.
    private struct Claim {
        var index: Int
        var minimum: Int
        var flexibility: Int
        var rank: Double
    }

    private func computeDistribution(_ index: Int, _ stack: StackNode, proposal: ProposedSize) {
        let horizontal = stack.axis == .horizontal
        let slots = nodes[index].children
        guard let available = horizontal ? proposal.width : proposal.height else {
            for slot in slots {
                distributionSizes[slot] = sizeThatFits(childIndices[slot], Self.offer(nil, across: proposal, horizontal: horizontal))
            }
            return
        }
        let count = slots.count
        // Scratch space on the stack: this runs for every stack at every proposal.
        withUnsafeTemporaryAllocation(of: Claim.self, capacity: count) { buffer in
            var claims = buffer
            for (position, slot) in slots.enumerated() {
                let child = childIndices[slot]
                let minimum = Self.length(of: sizeThatFits(child, Self.offer(0, across: proposal, horizontal: horizontal)), horizontal)
                let maximum = Self.length(
                    of: sizeThatFits(child, Self.offer(LayoutLimits.unbounded, across: proposal, horizontal: horizontal)),
                    horizontal)
                // Each spacer forms a rank just below the other children of its priority.
                let rank = Node.isSpacer(nodes + child) ? nodes[child].layoutPriority - 0.5 : nodes[child].layoutPriority
                claims.initializeElement(
                    at: position, to: Claim(index: position, minimum: minimum, flexibility: maximum - minimum, rank: rank))
            }
            // Highest rank first; within a rank the least flexible first; then in order.
            claims.sort { a, b in
                if a.rank != b.rank { return a.rank > b.rank }
                if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
                return a.index < b.index
            }
            var remaining = max(0, available - stack.spacing * (count - 1))
            var start = 0
            while start < count {
                let rank = claims[start].rank
                var end = start
                while end < count && claims[end].rank == rank { end += 1 }
                var reserved = 0
                for later in end..<count { reserved += claims[later].minimum }
                var groupRemaining = max(0, remaining - reserved)
                var left = end - start
                for position in start..<end {
                    let slot = slots.lowerBound + claims[position].index
                    let size = sizeThatFits(childIndices[slot], Self.offer(groupRemaining / left, across: proposal, horizontal: horizontal))
                    distributionSizes[slot] = size
                    let taken = Self.length(of: size, horizontal)
                    groupRemaining = max(0, groupRemaining - taken)
                    remaining = max(0, remaining - taken)
                    left -= 1
                }
                start = end
            }
            // Claim is a plain value: the memory needs no deinitialisation.
        }
    }

    private static func offer(_ main: Int?, across proposal: ProposedSize, horizontal: Bool) -> ProposedSize {
        horizontal ? ProposedSize(width: main, height: proposal.height) : ProposedSize(width: proposal.width, height: main)
    }

    private static func length(of size: CellSize, _ horizontal: Bool) -> Int {
        horizontal ? size.width : size.height
    }
}
