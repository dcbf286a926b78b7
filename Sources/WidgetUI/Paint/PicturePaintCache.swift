import CellGrid

/// What each picture of a laid-out tree became when it was last painted: its pixels tinted
/// for the rendering mode and masked by its `clipShape`, and the part of them its placement
/// shows. A ``ViewRendering`` keeps one for as long as it keeps its layout, so a tile with a
/// picture and live text repaints its text each second without tinting, masking and cropping
/// the picture's pixels again. Keyed by the picture's node in the tree: a node's frame and
/// clip are the layout's, so they hold until ``removeAll()`` (a new layout).
final class PicturePaintCache {
    /// One picture as painted.
    struct Entry {
        /// The pixels tinted and masked.
        var pixels: Picture
        /// The part of them the placement shows (nil: none).
        var shown: Picture?
    }

    private var entries: [Int: Entry] = [:]
    /// How many pictures were prepared rather than found (for tests).
    private(set) var preparations = 0

    /// The picture of node `node` as painted: the one kept, or `prepare()`'s, kept for next time.
    func entry(node: Int, prepare: () -> Entry) -> Entry {
        if let kept = entries[node] { return kept }
        let entry = prepare()
        entries[node] = entry
        preparations += 1
        return entry
    }

    /// True when no picture was painted since the tree was laid out.
    var isEmpty: Bool { entries.isEmpty }

    /// Forgets every picture (the tree was laid out anew).
    func removeAll() {
        entries.removeAll()
    }
}
