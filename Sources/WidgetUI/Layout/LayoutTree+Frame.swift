extension LayoutTree {
    /// The size of a frame and of its content when offered `proposal`, following SwiftUI's
    /// flexible frame: the offer is clamped to the frame's bounds before it reaches the
    /// content, and the frame's own size is the content's clamped to the bounds (a bound with
    /// no content to match takes the offer, so `maxWidth: .infinity` fills the parent).
    func frameSize(_ index: Int, _ frame: FrameNode, proposal: ProposedSize) -> (size: CellSize, child: CellSize) {
        func clamp(_ value: Int?, _ ideal: Int?, _ minimum: Int?, _ maximum: Int?) -> Int? {
            guard var result = value ?? ideal else { return nil }
            if let minimum { result = max(result, minimum) }
            if let maximum { result = min(result, maximum) }
            return result
        }
        let childProposal = ProposedSize(
            width: clamp(proposal.width, frame.idealWidth, frame.minWidth, frame.maxWidth),
            height: clamp(proposal.height, frame.idealHeight, frame.minHeight, frame.maxHeight))
        let child = content(of: index).map { sizeThatFits($0, childProposal) } ?? .zero

        func resolve(_ childLength: Int, _ offered: Int?, _ minimum: Int?, _ maximum: Int?) -> Int {
            var length = childLength
            if let minimum {
                length = max(minimum, min(length, offered ?? length))
            }
            if let maximum {
                length = min(maximum, max(length, offered ?? length))
            }
            return max(0, length)
        }
        let width = resolve(child.width, childProposal.width, frame.minWidth, frame.maxWidth)
        let height = resolve(child.height, childProposal.height, frame.minHeight, frame.maxHeight)
        return (CellSize(width: width, height: height), child)
    }
}
