extension LayoutTree {
    /// The size of a lazy grid: its items' cells across, its lines along its axis.
    func lazyGridSize(_ index: Int, _ grid: LazyGridNode, proposal: ProposedSize) -> CellSize {
        withLazyGridTracks(index, grid, proposal: proposal) { tracks, lines in
            let across = Self.acrossLength(tracks)
            let along = Self.total(lines, spacing: grid.spacing)
            return grid.axis == .horizontal ? CellSize(width: along, height: across) : CellSize(width: across, height: along)
        }
    }

    /// Places a lazy grid's children in reading order, line after line, each in its track's
    /// cell at the track's alignment.
    func placeLazyGrid(_ index: Int, _ grid: LazyGridNode, in rect: CellRect, proposal: ProposedSize) {
        withLazyGridTracks(index, grid, proposal: proposal) { tracks, lines in
            let horizontal = grid.axis == .horizontal
            let count = tracks.count
            var along = horizontal ? rect.minX : rect.minY
            for (position, child) in children(of: index).enumerated() {
                let track = position % count
                let line = position / count
                if track == 0 && line > 0 { along += lines[line - 1] + grid.spacing }
                var across = horizontal ? rect.minY : rect.minX
                for before in 0..<track { across += tracks[before].length + tracks[before].spacing }
                let cell =
                    horizontal
                    ? CellRect(x: along, y: across, width: lines[line], height: tracks[track].length)
                    : CellRect(x: across, y: along, width: tracks[track].length, height: lines[line])
                let item = tracks[track].item
                let alignment = (grid.items.indices.contains(item) ? grid.items[item].alignment : nil) ?? grid.alignment
                placeChild(child, size: sizeThatFits(child, ProposedSize(cell.size)), alignment: alignment, in: rect.intersection(cell))
            }
        }
    }

    /// One column of a vertical grid (one row of a horizontal one): its length across the
    /// lines, the spacing after it and the item it comes from.
    struct LazyGridTrack {
        var length: Int
        var spacing: Int
        var item: Int
    }

    /// Sizes a lazy grid's tracks (from its items) and its lines (from its children) in scratch
    /// space for `proposal`, and hands them to `body`.
    ///
    /// As SwiftUI: fixed items take their size; the room left (less spacing) is shared equally
    /// among the other items: a flexible item takes its share within its bounds, an adaptive
    /// one as many tracks of at least its minimum as fit in its share. Each line is as long as
    /// its longest child offered its track's length. Without an offer across, flexible items
    /// take their minimum and adaptive ones one track of their minimum.
    private func withLazyGridTracks<Result>(
        _ index: Int, _ grid: LazyGridNode, proposal: ProposedSize,
        _ body: (UnsafeMutableBufferPointer<LazyGridTrack>, UnsafeMutableBufferPointer<Int>) -> Result
    ) -> Result {
        let horizontal = grid.axis == .horizontal
        let available = horizontal ? proposal.height : proposal.width
        let defaultSpacing = horizontal ? 0 : 1
        // What the items that are not fixed share: equal parts, the remainder spread among
        // them (so the cells add up exactly and wider tracks do not bunch up at one end).
        var free = 0
        var flexibleItems = 0
        if let available {
            var fixed = 0
            for (position, item) in grid.items.enumerated() {
                if case .fixed(let cells) = item.size { fixed += cells } else { flexibleItems += 1 }
                if position < grid.items.count - 1 { fixed += item.spacing ?? defaultSpacing }
            }
            free = max(0, available - fixed)
        }
        /// The share of the `rank`-th item that is not fixed; nil without an offer.
        func share(_ rank: Int) -> Int? {
            guard available != nil, flexibleItems > 0 else { return nil }
            return free * (rank + 1) / flexibleItems - free * rank / flexibleItems
        }
        func adaptiveCount(_ item: GridItemNode, minimum: Int, share: Int?) -> Int {
            guard let share else { return 1 }
            let spacing = item.spacing ?? defaultSpacing
            return max(1, (share + spacing) / (max(1, minimum) + spacing))
        }
        var trackCount = 0
        var rank = 0
        for item in grid.items {
            switch item.size {
            case .fixed: trackCount += 1
            case .flexible:
                trackCount += 1
                rank += 1
            case .adaptive(let minimum, _):
                trackCount += adaptiveCount(item, minimum: minimum, share: share(rank))
                rank += 1
            }
        }
        trackCount = max(1, trackCount)
        let childCount = nodes[index].children.count
        let lineCount = (childCount + trackCount - 1) / trackCount
        return withUnsafeTemporaryAllocation(of: LazyGridTrack.self, capacity: trackCount) { tracks in
            tracks.initialize(repeating: LazyGridTrack(length: 0, spacing: 0, item: 0))
            var track = 0
            var rank = 0
            for (position, item) in grid.items.enumerated() {
                let spacing = item.spacing ?? defaultSpacing
                switch item.size {
                case .fixed(let cells):
                    tracks[track] = LazyGridTrack(length: max(0, cells), spacing: spacing, item: position)
                    track += 1
                case .flexible(let minimum, let maximum):
                    let length = share(rank).map { min(max($0, minimum), maximum) } ?? minimum
                    rank += 1
                    tracks[track] = LazyGridTrack(length: max(0, length), spacing: spacing, item: position)
                    track += 1
                case .adaptive(let minimum, let maximum):
                    let itemShare = share(rank)
                    rank += 1
                    let count = adaptiveCount(item, minimum: minimum, share: itemShare)
                    let length = itemShare.map { min(max(($0 - spacing * (count - 1)) / count, minimum), maximum) } ?? minimum
                    for _ in 0..<count {
                        tracks[track] = LazyGridTrack(length: max(0, length), spacing: spacing, item: position)
                        track += 1
                    }
                }
            }
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: lineCount) { lines in
                lines.initialize(repeating: 0)
                for (position, child) in children(of: index).enumerated() where !grid.items.isEmpty {
                    let length = tracks[position % trackCount].length
                    let size = sizeThatFits(
                        child, horizontal ? ProposedSize(width: nil, height: length) : ProposedSize(width: length, height: nil))
                    let line = position / trackCount
                    lines[line] = max(lines[line], horizontal ? size.width : size.height)
                }
                return body(tracks, lines)
            }
        }
    }

    /// The tracks' lengths with the spacing between them (not after the last).
    private static func acrossLength(_ tracks: UnsafeMutableBufferPointer<LazyGridTrack>) -> Int {
        var sum = 0
        for (position, track) in tracks.enumerated() {
            sum += track.length
            if position < tracks.count - 1 { sum += track.spacing }
        }
        return sum
    }
}
