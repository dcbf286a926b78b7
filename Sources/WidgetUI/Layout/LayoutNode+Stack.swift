extension LayoutNode {
    /// The size of a stack: children share the main axis by priority, then by flexibility.
    func stackSize(_ stack: StackNode, proposal: ProposedSize) -> CellSize {
        let items = children
        guard !items.isEmpty else { return .zero }
        if stack.axis == .depth {
            let sizes = items.map { $0.sizeThatFits(proposal) }
            return CellSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
        let sizes = distribute(stack, proposal: proposal)
        let spacing = stack.spacing * (items.count - 1)
        if stack.axis == .horizontal {
            return CellSize(width: sizes.reduce(0) { $0 + $1.width } + spacing, height: sizes.map(\.height).max() ?? 0)
        }
        return CellSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + spacing)
    }

    /// Places a stack's children one after another along its axis, aligned across it.
    func placeStack(_ stack: StackNode, in rect: CellRect, proposal: ProposedSize) {
        if stack.axis == .depth {
            for child in children {
                placeChild(child, size: child.sizeThatFits(proposal), alignment: stack.alignment, in: rect)
            }
            return
        }
        let sizes = distribute(stack, proposal: proposal)
        var position = stack.axis == .horizontal ? rect.minX : rect.minY
        for (child, size) in zip(children, sizes) {
            let slot: CellRect
            if stack.axis == .horizontal {
                let y = rect.minY + stack.alignment.vertical.offset(size: size.height, in: rect.height)
                slot = CellRect(x: position, y: y, width: size.width, height: size.height)
                position += size.width + stack.spacing
            } else {
                let x = rect.minX + stack.alignment.horizontal.offset(size: size.width, in: rect.width)
                slot = CellRect(x: x, y: position, width: size.width, height: size.height)
                position += size.height + stack.spacing
            }
            child.place(in: rect.intersection(slot))
        }
    }

    /// The size of each child along a stack's main axis when the stack is offered `proposal`.
    ///
    /// As in SwiftUI: higher layout priorities are served first, keeping back the minimum
    /// sizes of lower ones; within a priority the least flexible child (smallest gap between
    /// its minimum and maximum) is offered an equal share of what is left first, and each
    /// child's answer is taken from what remains. Spacers are served after every other child
    /// of their priority (keeping back their minimum length), so text beside a spacer keeps its
    /// ideal width whenever it fits. Integer shares round down, so the later, more flexible
    /// children receive the remainder and the cells add up exactly.
    func distribute(_ stack: StackNode, proposal: ProposedSize) -> [CellSize] {
        if let distribution, distribution.proposal == proposal { return distribution.sizes }
        let sizes = computeDistribution(stack, proposal: proposal)
        distribution = (proposal, sizes)
        return sizes
    }

    /// One child's standing in a distribution.
    private struct Claim {
        var index: Int
        var minimum: Int
        var flexibility: Int
        var rank: Double
    }

    private func computeDistribution(_ stack: StackNode, proposal: ProposedSize) -> [CellSize] {
        let horizontal = stack.axis == .horizontal
        guard let available = horizontal ? proposal.width : proposal.height else {
            return children.map { $0.sizeThatFits(offer(nil, across: proposal, horizontal: horizontal)) }
        }
        let count = children.count
        var sizes = [CellSize](repeating: .zero, count: count)
        // Scratch space on the stack: this runs for every stack at every proposal.
        withUnsafeTemporaryAllocation(of: Claim.self, capacity: count) { buffer in
            var claims = buffer
            for (index, child) in children.enumerated() {
                let minimum = Self.length(of: child.sizeThatFits(offer(0, across: proposal, horizontal: horizontal)), horizontal)
                let maximum = Self.length(of: child.sizeThatFits(offer(LayoutLimits.unbounded, across: proposal, horizontal: horizontal)), horizontal)
                // Each spacer forms a rank just below the other children of its priority.
                let rank = child.isSpacer ? child.layoutPriority - 0.5 : child.layoutPriority
                claims.initializeElement(at: index, to: Claim(index: index, minimum: minimum, flexibility: maximum - minimum, rank: rank))
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
                    let index = claims[position].index
                    let size = children[index].sizeThatFits(offer(groupRemaining / left, across: proposal, horizontal: horizontal))
                    sizes[index] = size
                    let taken = Self.length(of: size, horizontal)
                    groupRemaining = max(0, groupRemaining - taken)
                    remaining = max(0, remaining - taken)
                    left -= 1
                }
                start = end
            }
            // Claim is a plain value: the memory needs no deinitialisation.
        }
        return sizes
    }

    private func offer(_ main: Int?, across proposal: ProposedSize, horizontal: Bool) -> ProposedSize {
        horizontal ? ProposedSize(width: main, height: proposal.height) : ProposedSize(width: proposal.width, height: main)
    }

    private static func length(of size: CellSize, _ horizontal: Bool) -> Int {
        horizontal ? size.width : size.height
    }
}

extension LayoutNode {
    /// True for a spacer (directly, not wrapped in a modifier).
    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }
}
