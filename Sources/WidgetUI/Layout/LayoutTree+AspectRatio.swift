extension LayoutTree {
    /// The offer an aspect ratio node makes its content for `proposal`: the largest size of
    /// the ratio within it (fit) or the smallest covering it (fill); along an axis left open
    /// (nil, or unbounded) the other decides, and with both open the content's ideal size is
    /// asked.
    func aspectProposal(_ content: Int, ratio: Double?, fills: Bool, proposal: ProposedSize) -> ProposedSize {
        guard let ratio = ratio ?? aspectRatio(of: content), ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0 < LayoutLimits.unbounded ? $0 : nil }
        let height = proposal.height.flatMap { $0 < LayoutLimits.unbounded ? $0 : nil }
        func rows(_ columns: Int) -> Int { Int((Double(columns) / ratio).rounded()) }
        func columns(_ rows: Int) -> Int { Int((Double(rows) * ratio).rounded()) }
        switch (width, height) {
        case (nil, nil):
            return ProposedSize(width: nil, height: nil)
        case let (width?, nil):
            return ProposedSize(width: width, height: rows(width))
        case let (nil, height?):
            return ProposedSize(width: columns(height), height: height)
        case let (width?, height?):
            // Wider than the ratio: the height bounds a fit and the width a fill.
            let wider = Double(width) > Double(height) * ratio
            if wider != fills { return ProposedSize(width: columns(height), height: height) }
            return ProposedSize(width: width, height: rows(width))
        }
    }

    /// The content's own aspect ratio (columns per row): a picture's exact one (through
    /// wrappers of one child), else its ideal size's.
    private func aspectRatio(of content: Int) -> Double? {
        var index = content
        while true {
            switch nodes[index].role {
            case .picture(_, _, let ratio):
                return ratio
            case .content, .aspectRatio:
                guard let inner = self.content(of: index) else { return nil }
                index = inner
                continue
            default:
                break
            }
            break
        }
        let ideal = sizeThatFits(content, ProposedSize(width: nil, height: nil))
        guard ideal.width > 0, ideal.height > 0 else { return nil }
        return Double(ideal.width) / Double(ideal.height)
    }
}
