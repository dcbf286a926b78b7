import Foundation
import WidgetEngine

extension HomeScreen {
    /// Tells the engine, for each tile with live text on the page shown, the first instant at
    /// which its cells differ from those drawn now (the tile renderer knows each text's room;
    /// the engine never runs the display): a text cut to "9 m…" (too narrow even for "9m 9s") then wakes the screen when
    /// the minute changes, not each second. While anything but the grid is on screen (a
    /// sheet, the lock screen, StandBy), no hints are given and live text wakes as it changes.
    func noteQuietTiles(at now: Date) {
        var hints: [WidgetInstanceID: Date] = [:]
        let live = model.engine.liveInstances
        if !live.isEmpty, stack.screens.count == 1, let grid = stack.top as? HomeGridScreen {
            for item in model.shownItems {
                guard let id = item.instance, live.contains(id),
                    let quiet = grid.tiles.nextVisibleChange(of: item, model: model, at: now)
                else { continue }
                hints[id] = quiet
            }
        }
        model.hosted.engine.setQuietUntil(hints)
    }
}
