import Foundation

/// The marks drawn in a tile's top-right corner (see `HomeGridScreen.drawMarkers`): a failed
/// or stopped reload or press, content from an earlier run, a reload asked for under way.
struct TileMarkers: Equatable {
    var failed = false
    var stopped = false
    var stale = false
    var reloading = false

    /// The marks of `item` at `now`; none for an item without an instance or a display.
    @MainActor
    init(_ item: PlacedItem, model: HomeModel, at now: Date) {
        guard let instance = item.instance, let display = model.engine.display(instance, at: now) else { return }
        failed = display.failed || model.hosted.presses.failure(of: instance) != nil
        stopped = display.stopped
        stale = display.staleSince != nil
        reloading = model.engine.isReloadingOnRequest(instance)
    }
}
