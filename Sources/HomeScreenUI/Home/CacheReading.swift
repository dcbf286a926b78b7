import HostIO
import WidgetEngine

/// The instances whose caches a start reads: those of the page on screen (every member of
/// its stacks: their relevance picks what a stack shows), then the others, which the
/// reader works out itself off the main actor (a layout may hold 10,000).
public struct CacheReading: Sendable {
    /// The instances of the page on screen.
    public let shown: [WidgetInstanceID]
    /// The layout they were taken from.
    let layout: HomeLayout

    /// Every other instance of the layout, pages in order.
    public var hidden: [WidgetInstanceID] {
        let shownSet = Set(shown)
        return layout.instances.map(\.id).filter { !shownSet.contains($0) }
    }
}
