import CellGrid
import Foundation

/// Makes each frame: the one place that decides whether a frame is drawn whole or over the
/// last one where it changed (the damage path).
///
/// A frame is drawn over the last one when only the grid is on screen and what it is drawn
/// from besides the selection and the instant (``GridFrameBasis``) is as it was: then only
/// these can differ, and only they are drawn again and compared for the terminal
/// (``FrameDamage``): the caps over the tile (or the dock icon) selected before and now when the
/// selection moved (``SelectionMark``), the rows of live text that changed when the instant moved, and the status bar.
/// Anything else (a sheet, edit mode, a page turned, a new entry, a mark, the theme, a resize)
/// draws the whole frame, as does a frame with pictures.
@MainActor
struct FramePainter {
    private struct Last {
        var number: Int
        var buffer: CellBuffer
        var basis: GridFrameBasis?
        var selection: String?
        var linkIndex: Int?
        var now: Date
    }

    private var last: Last?
    private var number = 0
    /// Frames drawn over the last one so far (tests check the damage path is taken).
    private(set) var damageFrames = 0

    /// The frame at `now`.
    mutating func frame(_ stack: ScreenStack, model: HomeModel, at now: Date) -> HomeFrame {
        number += 1
        let grid = stack.screens.count == 1 ? stack.top as? HomeGridScreen : nil
        let basis = grid.flatMap { GridFrameBasis(grid: $0, model: model, at: now) }
        let navigation = model.navigation
        var frame = HomeFrame(buffer: CellBuffer(size: .zero), number: number)
        if let grid, let basis, let last, last.basis == basis, last.buffer.pictures.isEmpty {
            let rects = damage(since: last, grid: grid, model: model, at: now)
            frame.buffer = last.buffer
            grid.draw(into: &frame.buffer, model: model, context: stack.drawContext(at: now), damage: rects)
            frame.damage = FrameDamage(rects: rects, since: last.number)
            damageFrames += 1
        } else {
            frame.buffer = stack.draw(model: model, at: now)
        }
        last = Last(
            number: number, buffer: frame.buffer, basis: basis, selection: navigation.selection, linkIndex: navigation.linkIndex,
            now: now)
        return frame
    }

    /// What can differ from `last` while the basis stayed: the status bar; the caps over the
    /// items selected then and now (and the tile, when a Tab stop in it is reversed), or those
    /// dock icons; the rows of the live texts that changed when the instant moved.
    private func damage(since last: Last, grid: HomeGridScreen, model: HomeModel, at now: Date) -> [CellRect] {
        let size = model.screenSize
        var rects = [CellRect(x: 0, y: model.grid.statusRow, width: size.width, height: 1)]
        let navigation = model.navigation
        let items = model.shownItems
        if last.selection != navigation.selection || last.linkIndex != navigation.linkIndex {
            for (id, link) in [(last.selection, last.linkIndex), (navigation.selection, navigation.linkIndex)] {
                guard let id else { continue }
                if let item = items.first(where: { $0.id == id }) {
                    rects.append(SelectionMark.frame(over: item.frame))
                    // The Tab stop reversed in the tile.
                    if link != nil { rects.append(item.frame) }
                } else if let target = model.dockTargets.first(where: { $0.id == id }) {
                    rects.append(target.frame)
                }
            }
        }
        if last.now != now {
            for item in items where grid.tiles.showsLiveText(item) {
                rects += grid.tiles.redrawnCells(of: item, model: model, at: now)
            }
        }
        return rects
    }
}
