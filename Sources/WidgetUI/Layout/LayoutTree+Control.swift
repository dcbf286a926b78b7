extension LayoutTree {
    /// A control's size: its label's within the offer less the decoration, plus the
    /// decoration; a control that fills (a toggle, as in SwiftUI) takes the whole width
    /// offered when it is bounded.
    func controlSize(_ index: Int, insets: CellInsets, fillsWidth: Bool, proposal: ProposedSize) -> CellSize {
        let label = content(of: index).map { sizeThatFits($0, labelProposal(insets, proposal)) } ?? .zero
        var width = label.width + insets.horizontal
        if fillsWidth, let offered = proposal.width, offered < LayoutLimits.unbounded { width = max(width, offered) }
        return CellSize(width: width, height: max(1, label.height))
    }

    /// Places a control's label after its leading decoration, centred vertically; the
    /// painter draws the decoration in the columns left around it.
    func placeControl(_ index: Int, insets: CellInsets, in rect: CellRect) {
        guard let content = content(of: index) else { return }
        let inner = rect.inset(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
        let size = sizeThatFits(content, labelProposal(insets, ProposedSize(rect.size)))
        placeChild(content, size: size, alignment: Alignment(horizontal: .leading, vertical: .center), in: inner)
    }

    private func labelProposal(_ insets: CellInsets, _ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) }, height: proposal.height)
    }
}
