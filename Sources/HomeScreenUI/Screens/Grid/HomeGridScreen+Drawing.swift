import CellGrid
import Foundation
import WidgetEngine

extension HomeGridScreen {
    /// The grid at `context.now`: wallpaper, the page's tiles (drawn from archives; no widget
    /// code runs here), markers, selection, page dots, dock and status bar.
    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        draw(into: &buffer, model: model, context: context, damage: nil)
    }

    /// The grid drawn whole (`damage` nil), or over the last frame, which `buffer` holds, where
    /// only `damage` changed (``FramePainter``): the wallpaper under it is laid again, then the
    /// tiles, marks and chrome that meet the cells drawn again are drawn again, whole and in the
    /// whole frame's order (``RedrawnCells``). Over cells they drew last time, with the same
    /// model, they write the same cells again.
    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext, damage: [CellRect]?) {
        let now = context.now
        let theme = model.theme
        if let damage {
            for rect in damage {
                let area = rect.intersection(buffer.bounds)
                if !area.isEmpty { buffer.draw(wallpaper.part(area, model), at: area.origin) }
            }
        } else {
            buffer = wallpaper.buffer(model)
        }
        var redrawn = RedrawnCells(damage: damage)
        let grid = model.grid
        guard !grid.isTooSmall else {
            let small = model.profile.size(of: .systemSmall)
            let needed = CellSize(
                width: 2 * (model.profile.slot.width + model.profile.gap.width), height: small.height + 2)
            CenteredBox(
                lines: [
                    "Terminal too small", "homescreen needs at least \(needed.width) x \(needed.height)",
                    "now \(model.screenSize.width) x \(model.screenSize.height)",
                ], ringed: false
            ).draw(theme, into: &buffer)
            return
        }
        let items = model.shownItems
        let selection = model.navigation.selection
        let viewport = grid.viewport
        for item in items where redrawn.draws(item.frame) {
            let tile = tiles.render(item, model: model, at: now).buffer
            if viewport.intersection(item.frame) == item.frame {
                buffer.draw(tile, at: item.frame.origin)
            } else {
                // Scrolled partly out of the viewport: only the part inside is drawn.
                let shown = viewport.intersection(item.frame)
                guard !shown.isEmpty else { continue }
                let part = CellRect(
                    x: shown.minX - item.frame.minX, y: shown.minY - item.frame.minY, width: shown.width, height: shown.height)
                buffer.draw(tile.cropped(to: part), at: shown.origin)
            }
            drawMarkers(item, model: model, at: now, into: &buffer)
        }
        if !context.isEditing {
            if let selected = items.first(where: { $0.id == selection }), redrawn.draws(SelectionMark.frame(over: selected.frame)) {
                SelectionMark.draw(over: selected.frame, theme: theme, into: &buffer)
            }
            if let stop = selectedStop(model: model, at: now), redrawn.draws(stop.frame) {
                buffer.restyle(stop.frame) { $0.attributes.insert(.reverse) }
            }
            // In the gap right of each stack, whether it is selected or not. (Edit mode draws its own.)
            for item in items {
                guard let stack = item.stack else { continue }
                let dots = StackDots(members: stack.members.count, top: stack.top)
                guard redrawn.draws(dots.frame(beside: item.frame, inside: false)) else { continue }
                dots.draw(beside: item.frame, inside: false, theme: theme, into: &buffer)
            }
        }
        if grid.scrolls {
            // The cap of a tile scrolled under the dock and the status bar gives way to them.
            let chrome = CellRect(x: 0, y: grid.viewport.maxY, width: buffer.size.width, height: grid.statusRow - grid.viewport.maxY)
            if redrawn.draws(chrome) { buffer.draw(wallpaper.buffer(model).cropped(to: chrome), at: chrome.origin) }
        }
        let width = buffer.size.width
        func row(_ y: Int) -> CellRect { CellRect(x: 0, y: y, width: width, height: 1) }
        if redrawn.draws(row(grid.dockRow)) { drawDock(model, into: &buffer) }
        if let dots = grid.dotsRow, redrawn.draws(row(dots)) { drawPageDots(model, grid: grid, into: &buffer) }
        if grid.scrolls, redrawn.draws(grid.viewport) { drawScrollMarks(model, grid: grid, into: &buffer) }
        let tooLarge = model.shownPages.flatMap { model.screenPage($0)?.tooLarge ?? [] }
        let noteRow = grid.dotsRow.map { $0 + 1 } ?? grid.viewport.maxY - 1
        if !tooLarge.isEmpty, redrawn.draws(row(noteRow)) {
            let note = "needs a larger terminal: " + tooLarge.joined(separator: ", ")
            buffer.put(
                note,
                at: CellPoint(x: max(0, (model.screenSize.width - DisplayWidth.of(note)) / 2), y: noteRow),
                style: CellStyle(foreground: theme.staleMarker), keepsBackground: true)
        }
        // In every damage but a live tick's (``FramePainter``), which keeps it and its hints.
        if redrawn.draws(row(grid.statusRow)) {
            drawStatusBar(model, grid: grid, hint: context.statusHint, hints: context.hints, at: now, into: &buffer)
        }
        // The top line's cells a selection cap takes: the selected widget's in the top row, or
        // in edit mode every top-row widget's outline, which the strip never covers.
        let capped = items.filter { $0.frame.minY == 1 && (context.isEditing || $0.id == selection) }
        let ring = capped.map(\.frame).reduce(nil as Range<Int>?) { ring, frame in
            let outline = (frame.minX - 1)..<(frame.maxX + 1)
            return ring.map { min($0.lowerBound, outline.lowerBound)..<max($0.upperBound, outline.upperBound) } ?? outline
        }
        let controls = ControlsRowPainter(model: model, at: now)
        activityStrip = ActivityStrip.draw(
            model, at: now, selected: false, from: controls.stripStart, ring: ring, ringGivesWay: !context.isEditing,
            parts: activityParts, into: &buffer)
        if let line = controls.row, redrawn.draws(row(line)) { controls.draw(on: line, focus: nil, into: &buffer) }
    }

    /// "!" in the top-right corner when the last reload failed or the last press of a button
    /// or toggle failed, "✗" instead when reloads failed again and again and it is stopped
    /// until reloaded by hand; "⟲" when the content is from an earlier run, not refreshed yet
    /// and out of date (its last entry, its reload overdue; a glyph no SF Symbol draws: "◷" is the clock's); a dim "↻" while a reload someone
    /// asked for (a key, a script, `homescreen reload`) is under way.
    private func drawMarkers(_ item: PlacedItem, model: HomeModel, at now: Date, into buffer: inout CellBuffer) {
        let markers = TileMarkers(item, model: model, at: now)
        var x = item.frame.maxX - 1
        let clip = buffer.bounds.intersection(model.grid.viewport)
        if markers.failed || markers.stale || markers.reloading {
            // A marker over a picture: the terminal must not draw the picture's pixels over it.
            buffer.removePictures(intersecting: CellRect(x: item.frame.maxX - 2, y: item.frame.minY, width: 2, height: 1))
        }
        if markers.failed {
            buffer.putCluster(
                markers.stopped ? "✗" : "!", width: 1, at: CellPoint(x: x, y: item.frame.minY),
                style: CellStyle(foreground: model.theme.failureMarker, attributes: .bold), clip: clip, keepsBackground: true)
            x -= 1
        }
        if markers.stale {
            buffer.putCluster(
                "⟲", width: 1, at: CellPoint(x: x, y: item.frame.minY),
                style: CellStyle(foreground: model.theme.staleMarker), clip: clip, keepsBackground: true)
            x -= 1
        }
        if markers.reloading {
            buffer.putCluster(
                "↻", width: 1, at: CellPoint(x: x, y: item.frame.minY),
                style: CellStyle(foreground: model.theme.staleMarker, attributes: .dim), clip: clip, keepsBackground: true)
        }
    }

    /// The dock: each app's icon and name, the selected one reversed.
    private func drawDock(_ model: HomeModel, into buffer: inout CellBuffer) {
        for (index, target) in model.dockTargets.enumerated() {
            let app = model.config.apps[index]
            var style = CellStyle(foreground: model.theme.palette.primary)
            if model.navigation.selection == target.id { style.attributes.insert(.reverse) }
            buffer.put(
                "\(app.icon) \(app.name)", at: target.frame.origin, style: style, keepsBackground: !style.attributes.contains(.reverse))
        }
    }

    /// The page dots: a window of them around the page shown when they do not all fit (none
    /// while the page scrolls: the status bar counts the pages).
    private func drawPageDots(_ model: HomeModel, grid: SlotGrid, into buffer: inout CellBuffer) {
        guard let row = grid.dotsRow else { return }
        PageDots(count: model.pageCount, current: model.navigation.page, shown: model.shownPages).draw(
            row: row, style: CellStyle(foreground: model.theme.palette.secondary), into: &buffer)
    }

    /// While the page scrolls, "▲ more" at the right end of the viewport's top row when a
    /// widget is above it, "▼ more" at the right end of its bottom row when one is below.
    private func drawScrollMarks(_ model: HomeModel, grid: SlotGrid, into buffer: inout CellBuffer) {
        guard grid.scrolls else { return }
        let marks = ScrollMarks(frames: model.shownItems.map(\.frame), viewport: grid.viewport)
        let style = CellStyle(foreground: model.theme.palette.accent, attributes: model.theme.palette.usesColor ? [] : .bold)
        for mark in marks.marks {
            buffer.put(mark.text, at: mark.frame.origin, style: style, keepsBackground: true)
        }
    }

    /// "page 2/5", or "pages 1-2/5" when pages stand side by side.
    static func pageLabel(_ model: HomeModel) -> String {
        let shown = model.shownPages
        guard shown.count > 1 else { return "page \(model.navigation.page + 1)/\(model.pageCount)" }
        return "pages \(shown.lowerBound + 1)-\(shown.upperBound)/\(model.pageCount)"
    }

    /// The time, the page and key hints (or the toast); the hints are clickable.
    private func drawStatusBar(
        _ model: HomeModel, grid: SlotGrid, hint: String?, hints: KeyHintMap, at now: Date, into buffer: inout CellBuffer
    ) {
        let theme = model.theme
        let chrome = CellStyle(
            foreground: theme.palette.secondary, background: theme.palette.usesColor ? theme.palette.widgetBackground : .default,
            attributes: theme.palette.usesColor ? [] : .dim)
        let time = statusClock.text(at: now, in: model.engine.environment.timeZone, hourCycle: model.engine.environment.hourCycle)
        let left =
            " \(time)  \(Self.pageLabel(model))  \(theme.name)"
            + (model.appearance.previewMode.statusLabel.map { "  \($0)" } ?? "") + (model.engine.reloadsPaused ? "  reloads paused" : "")
            + (ProblemsScreen.mark(model).map { "  \($0)" } ?? "")
        let right: String
        var style = chrome
        if let toast = model.notices.toast {
            // Cut with "…" where it does not fit (it was cut off mid-word at the row's end), its
            // trailing space first.
            right = TextFitting.prefix(toast.text, width: model.screenSize.width - DisplayWidth.of(left) - 2) + " "
            style.foreground = theme.palette.accent
        } else {
            right = hint ?? "←↑↓→ move  ⏎ open  r reload  t theme  [ ] page  ? help  q quit "
        }
        let content = StatusBarRow.Content(width: model.screenSize.width, left: left, right: right, style: chrome, rightStyle: style)
        buffer.draw(statusBar.cells(for: content), at: CellPoint(x: 0, y: grid.statusRow))
        hints.removeAll(inRow: grid.statusRow)
        if model.notices.toast == nil {
            hints.record(right, at: CellPoint(x: statusBar.rightColumn, y: grid.statusRow), width: content.width - statusBar.rightColumn)
        }
    }
}

extension CellStyle {
    func with(attributes: TextAttributes) -> CellStyle {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }
}
