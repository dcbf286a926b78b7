import CellGrid
import Foundation

/// Makes each frame: the one place that decides whether a frame is drawn whole or over the
/// last one where it changed (the damage path).
///
/// A frame is drawn over the last one when only the grid is on screen and what it is drawn
/// from besides the selection and the instant (``GridFrameBasis``) is as it was: then only
/// these can differ, and only they are drawn again and compared for the terminal
/// (``FrameDamage``): the caps over the tile (or the dock icon) selected before and now when the
/// selection moved (``SelectionMark``), the rows of live text that changed when the instant
/// moved, the status bar and the controls row.
/// Anything else (a sheet, edit mode, a page turned, a new entry, a mark, the theme, a resize)
/// draws the whole frame, as does a frame with pictures.
///
/// A frame drawn over the last one is drawn into the buffer of the frame before that (the
/// terminal holds the last one), brought up to the last by copying only the cells the last
/// frame drew: a tick copies a few rows, not the whole screen (150 KB at 120 x 40).
@MainActor
struct FramePainter {
    private struct Last {
        var number: Int
        var buffer: CellBuffer
        var basis: GridFrameBasis?
        var selection: String?
        var linkIndex: Int?
        var now: Date
        /// Where it was drawn over the frame before it (nil: drawn whole).
        var damage: [CellRect]?
    }

    private var last: Last?
    /// The buffer of the frame before ``last``, and that frame's number: drawn into next when
    /// ``last`` was drawn over it.
    private var spare: (buffer: CellBuffer, number: Int)?
    private var number = 0
    /// Frames drawn over the last one so far (tests check the damage path is taken).
    private(set) var damageFrames = 0
    /// Of those, the frames drawn into the spare buffer instead of a copy of the last one.
    private(set) var spareFrames = 0

    /// The frame at `now`. For a `liveTick` (``HomeScreen/liveTick(at:monotonic:arrived:)``),
    /// inside the live-text window where nothing it is drawn from changed, the last frame's
    /// basis is kept rather than asked of every tile again.
    mutating func frame(_ stack: ScreenStack, model: HomeModel, at now: Date, liveTick: Bool = false) -> HomeFrame {
        number += 1
        let grid = stack.screens.count == 1 ? stack.top as? HomeGridScreen : nil
        let basis =
            if liveTick, grid != nil, let kept = last?.basis { kept } else {
                grid.flatMap { GridFrameBasis(grid: $0, model: model, at: now) }
            }
        let navigation = model.navigation
        var frame = HomeFrame(buffer: CellBuffer(size: .zero), number: number)
        var drawnOver: [CellRect]?
        var before = spare.take()
        if let grid, let basis, let last, last.basis == basis, last.buffer.pictures.isEmpty {
            let rects = damage(since: last, grid: grid, model: model, at: now, liveTick: liveTick)
            frame.buffer = buffer(over: last, spare: &before)
            grid.draw(into: &frame.buffer, model: model, context: stack.drawContext(at: now), damage: rects)
            frame.damage = FrameDamage(rects: rects, since: last.number)
            drawnOver = rects
            damageFrames += 1
        } else {
            frame.buffer = stack.draw(model: model, at: now)
        }
        spare = last.map { ($0.buffer, $0.number) }
        last = Last(
            number: number, buffer: frame.buffer, basis: basis, selection: navigation.selection, linkIndex: navigation.linkIndex,
            now: now, damage: drawnOver)
        return frame
    }

    /// A buffer equal to `last`'s to draw the next frame into: `spare` (the frame before it,
    /// no longer on screen) with the cells `last` drew over it copied in, when it is that frame;
    /// otherwise a copy of `last`'s. The rects are widened by two cells each side: drawing a
    /// wide cluster at a rect's edge changes the cell beside it.
    private mutating func buffer(over last: Last, spare: inout (buffer: CellBuffer, number: Int)?) -> CellBuffer {
        // Taken out of `spare`, so that this is its only reference and it is not copied.
        guard var taken = spare.take(), taken.number == last.number - 1, taken.buffer.size == last.buffer.size,
            let rects = last.damage
        else { return last.buffer }
        let widened = rects.map { CellRect(x: $0.minX - 2, y: $0.minY, width: $0.width + 4, height: $0.height) }
        taken.buffer.copyCells(in: widened, from: last.buffer)
        spareFrames += 1
        return taken.buffer
    }

    /// What can differ from `last` while the basis stayed: the activities' strip; the status bar
    /// and the controls row (not at a live tick, which changes neither); the caps over the
    /// items selected then and now (and the tile, when a Tab stop in it is reversed), or those
    /// dock icons; the rows of the live texts that changed when the instant moved.
    private func damage(since last: Last, grid: HomeGridScreen, model: HomeModel, at now: Date, liveTick: Bool) -> [CellRect] {
        let size = model.screenSize
        var rects: [CellRect] = []
        // The activities' strip, whose elapsed time moves with the instant.
        if last.basis?.activityStrip == true { rects.append(CellRect(x: 0, y: 0, width: size.width, height: 1)) }
        if !liveTick {
            rects.append(CellRect(x: 0, y: model.grid.statusRow, width: size.width, height: 1))
            // The controls row, drawn again at every other frame: its values and presses change it.
            if let line = last.basis?.controlsRow { rects.append(CellRect(x: 0, y: line, width: size.width, height: 1)) }
        }
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
            // Within the viewport, the only part of a tile drawn (one scrolled under the dock
            // and the status bar gives way to them).
            let viewport = model.grid.viewport
            for item in items where grid.tiles.showsLiveText(item) {
                rects += grid.tiles.redrawnCells(of: item, model: model, at: now).map { $0.intersection(viewport) }.filter { !$0.isEmpty }
            }
        }
        return rects
    }
}
