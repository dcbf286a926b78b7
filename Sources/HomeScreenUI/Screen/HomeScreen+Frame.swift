import CellGrid
import Foundation
import WidgetEngine

extension HomeScreen {
    /// The whole screen at `now`: wallpaper, the page's tiles (drawn from archives; no widget
    /// code runs here), markers, selection, page dots, status bar, toast and help.
    public func frame(at now: Date) -> CellBuffer {
        var buffer = wallpaper()
        let grid = self.grid
        guard !grid.isTooSmall else {
            let small = profile.size(of: .systemSmall)
            let needed = CellSize(width: 2 * (profile.slot.width + profile.gap.width), height: small.height + 2 + SlotGrid.chromeRows)
            drawCentered(["Terminal too small", "homescreen needs at least \(needed.width) x \(needed.height)",
                          "now \(screenSize.width) x \(screenSize.height)"], into: &buffer)
            return buffer
        }
        let items = pageItems(for: page)
        engine.preparePlaceholders(for: items.compactMap(\.instance), at: now, evenWhereContentShows: previewMode == .placeholder)
        lastFrames = items.map { ($0.id, $0.frame) }
        lastLinks = [:]
        lastWidgetURLs = [:]
        for item in items {
            let rendered = renderTile(item, at: now)
            buffer.draw(rendered.buffer, at: item.frame.origin)
            lastLinks[item.id] = rendered.links.map {
                LinkTarget(url: $0.url, frame: CellRect(origin: CellPoint(x: $0.frame.minX + item.frame.minX, y: $0.frame.minY + item.frame.minY),
                                                        size: $0.frame.size))
            }
            if let url = rendered.widgetURL { lastWidgetURLs[item.id] = url }
            drawMarkers(item, at: now, into: &buffer)
        }
        if editor.isEditing {
            drawEditOutlines(items, into: &buffer)
        } else if let selected = items.first(where: { $0.id == selection }) {
            drawRing(around: selected.frame, into: &buffer)
            if let index = linkIndex, let link = lastLinks[selected.id]?[safeIndex: index] {
                buffer.restyle(link.frame) { $0.attributes.insert(.reverse) }
            }
        }
        // After the rings, which run through the gap the dots sit in: an outlined stack (the
        // selected one, or any in edit mode) has them inside its right edge, so the outline wins.
        for item in items {
            guard let stack = item.stack else { continue }
            let outlined = editor.isEditing || item.id == selection
            drawStackIndicator(stack, frame: item.frame, inside: outlined, into: &buffer)
        }
        drawDock(grid, into: &buffer)
        drawPageDots(grid, into: &buffer)
        let pages = screenPages
        if pages.indices.contains(page), !pages[page].tooLarge.isEmpty {
            let note = "needs a larger terminal: " + pages[page].tooLarge.joined(separator: ", ")
            buffer.put(note, at: CellPoint(x: max(0, (screenSize.width - DisplayWidth.of(note)) / 2), y: grid.dotsRow + 1),
                       style: CellStyle(foreground: theme.staleMarker), keepsBackground: true)
        }
        drawStatusBar(grid, at: now, into: &buffer)
        drawSheets(at: now, into: &buffer)
        if showsHelp { drawHelp(into: &buffer) }
        if showsProblems { drawCentered(problemLines(), into: &buffer, boxed: true) }
        drawEditingSheets(into: &buffer)
        return buffer
    }

    /// The wallpaper alone, painted once per size and theme and copied for each frame.
    private func wallpaper() -> CellBuffer {
        let key = WallpaperKey(size: screenSize, themeIndex: themeIndex, monochrome: drawsInMonochrome)
        if let cached = wallpaperCache, cached.key == key { return cached.buffer }
        var buffer = CellBuffer(size: screenSize)
        Wallpaper.paint(theme, into: &buffer)
        wallpaperCache = (key, buffer)
        return buffer
    }

    private var chromeStyle: CellStyle {
        CellStyle(foreground: theme.palette.secondary, background: theme.palette.usesColor ? theme.palette.widgetBackground : .default,
                  attributes: theme.palette.usesColor ? [] : .dim)
    }

    private func renderContext(at now: Date, redaction: RedactionReasons) -> RenderContext {
        RenderContext(now: now, redactionReasons: redaction, palette: theme.palette, locale: engine.environment.locale,
                      timeZone: engine.environment.timeZone)
    }

    /// A tile's rendering, reused across frames while its entry, theme and size stay the same
    /// (a frame then costs only the tiles that changed); a tile with live text is drawn again
    /// at each frame's instant from its kept layout.
    private func renderTile(_ item: PlacedItem, at now: Date) -> RenderedView {
        let display = item.instance.flatMap { previewDisplay($0, at: now) }
        let key = TileKey(instance: item.instance, kind: item.kind, family: item.family, source: display?.source,
                          receivedAt: item.instance.flatMap { engine.states[$0]?.receivedAt },
                          generation: item.instance.flatMap { engine.states[$0]?.timelineGeneration }, themeIndex: themeIndex,
                          redaction: display?.redactionReasons ?? [])
        if let cached = tileCache[item.id], cached.key == key { return cached.tile.rendered(at: now) }
        let tile = renderTileAnew(item, display: display, at: now)
        tileCache[item.id] = (key, tile)
        return tile.rendered(at: now)
    }

    private func renderTileAnew(_ item: PlacedItem, display: InstanceDisplay?, at now: Date) -> CachedTile {
        let context = renderContext(at: now, redaction: [])
        guard item.instance != nil, let display else {
            return .fixed(WidgetRenderer.render(EmptyView(), family: item.family, profile: profile, context: context))
        }
        switch display.source {
        case .unavailable:
            return .fixed(WidgetRenderer.render(UnavailableTile(kind: item.kind), family: item.family, profile: profile, context: context))
        case .placeholder, .entry:
            guard let view = display.view else {
                return .fixed(WidgetRenderer.render(EmptyView(), family: item.family, profile: profile, context: context))
            }
            let margins = catalog.descriptor(forKind: item.kind)?.contentMarginsDisabled ?? false
            let rendering = WidgetRenderer.rendering(view, family: item.family, profile: profile, contentMarginsDisabled: margins,
                                                     context: renderContext(at: now, redaction: display.redactionReasons))
            return view.containsLiveContent ? .live(rendering) : .fixed(rendering.render(at: now))
        }
    }

    /// "!" in the top-right corner when the last reload failed; "⟲" when the content is from
    /// an earlier run and not refreshed yet (a glyph no SF Symbol draws: "◷" is the clock's).
    private func drawMarkers(_ item: PlacedItem, at now: Date, into buffer: inout CellBuffer) {
        guard let instance = item.instance, let display = engine.display(instance, at: now) else { return }
        var x = item.frame.maxX - 1
        let clip = buffer.bounds
        if display.failed {
            buffer.putCluster("!", width: 1, at: CellPoint(x: x, y: item.frame.minY),
                              style: CellStyle(foreground: theme.failureMarker, attributes: .bold), clip: clip, keepsBackground: true)
            x -= 1
        }
        if display.staleSince != nil {
            buffer.putCluster("⟲", width: 1, at: CellPoint(x: x, y: item.frame.minY),
                              style: CellStyle(foreground: theme.staleMarker), clip: clip, keepsBackground: true)
        }
    }

    /// A stack's members as dots in the gap right of the tile, the top one filled; `inside`: in
    /// the tile's last column (its content margin), where an outline around the tile leaves them.
    private func drawStackIndicator(_ stack: (members: [WidgetItem], top: Int), frame: CellRect, inside: Bool,
                                    into buffer: inout CellBuffer) {
        let style = CellStyle(foreground: theme.palette.secondary)
        let x = inside ? frame.maxX - 1 : frame.maxX
        for index in stack.members.indices {
            buffer.putCluster(index == stack.top ? "●" : "·", width: 1, at: CellPoint(x: x, y: frame.minY + 1 + index),
                              style: style, clip: buffer.bounds, keepsBackground: true)
        }
    }

    /// A rounded outline one cell outside the selected tile, in the accent color.
    private func drawRing(around frame: CellRect, into buffer: inout CellBuffer) {
        let ring = CellRect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2)
        let style = CellStyle(foreground: theme.palette.accent, attributes: theme.palette.usesColor ? [] : .bold)
        let clip = buffer.bounds
        for (row, left, right) in [(ring.minY, "╭", "╮"), (ring.maxY - 1, "╰", "╯")] {
            buffer.putCluster(left, width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putRepeating("─", width: 1, count: ring.width - 2, at: CellPoint(x: ring.minX + 1, y: row), style: style, clip: clip,
                                keepsBackground: true)
            buffer.putCluster(right, width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
        for row in (ring.minY + 1)..<(ring.maxY - 1) {
            buffer.putCluster("│", width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putCluster("│", width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
    }

    /// The dock: each app's icon and name, the selected one reversed.
    private func drawDock(_ grid: SlotGrid, into buffer: inout CellBuffer) {
        for (index, target) in dockTargets.enumerated() {
            let app = config.apps[index]
            var style = CellStyle(foreground: theme.palette.primary)
            if selection == target.id { style.attributes.insert(.reverse) }
            buffer.put("\(app.icon) \(app.name)", at: target.frame.origin, style: style, keepsBackground: !style.attributes.contains(.reverse))
        }
    }

    private func drawPageDots(_ grid: SlotGrid, into buffer: inout CellBuffer) {
        let count = pageCount
        guard count > 1 else { return }
        let dots = (0..<count).map { $0 == page ? "●" : "○" }.joined(separator: " ")
        let x = (screenSize.width - DisplayWidth.of(dots)) / 2
        buffer.put(dots, at: CellPoint(x: x, y: grid.dotsRow), style: CellStyle(foreground: theme.palette.secondary), keepsBackground: true)
    }

    /// The time, the page and key hints (or the toast).
    private func drawStatusBar(_ grid: SlotGrid, at now: Date, into buffer: inout CellBuffer) {
        let time = statusClock.text(at: now, in: engine.environment.timeZone)
        let left = " \(time)  page \(page + 1)/\(pageCount)  \(theme.name)" + (previewMode.statusLabel.map { "  \($0)" } ?? "")
            + (problemMark.map { "  \($0)" } ?? "")
        let right: String
        var style = chromeStyle
        if let toast {
            right = toast.text + " "
            style.foreground = theme.palette.accent
        } else {
            right = editingHint ?? "←↑↓→ move  ⏎ open  r reload  t theme  [ ] page  ? help  q quit "
        }
        let content = StatusBarRow.Content(width: screenSize.width, left: left, right: right, style: chromeStyle, rightStyle: style)
        buffer.draw(statusBar.cells(for: content), at: CellPoint(x: 0, y: grid.statusRow))
    }

    /// Every key, in a box in the middle of the screen.
    private func drawHelp(into buffer: inout CellBuffer) {
        drawCentered(editor.isEditing ? HelpText.editLines : HelpText.lines, into: &buffer, boxed: true)
    }

    private func drawCentered(_ lines: [String], into buffer: inout CellBuffer, boxed: Bool = false) {
        let width = (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4
        let height = lines.count + 2
        let box = CellRect(x: max(0, (screenSize.width - width) / 2), y: max(0, (screenSize.height - height) / 2), width: width, height: height)
        let style = CellStyle(foreground: theme.palette.primary, background: theme.palette.usesColor ? theme.palette.widgetBackground : .default)
        buffer.fill(box, with: .blank(style))
        if boxed {
            var ring = style
            ring.foreground = theme.palette.accent
            buffer.put("╭" + String(repeating: "─", count: width - 2) + "╮", at: box.origin, style: ring)
            buffer.put("╰" + String(repeating: "─", count: width - 2) + "╯", at: CellPoint(x: box.minX, y: box.maxY - 1), style: ring)
            for row in (box.minY + 1)..<(box.maxY - 1) {
                buffer.put("│", at: CellPoint(x: box.minX, y: row), style: ring)
                buffer.put("│", at: CellPoint(x: box.maxX - 1, y: row), style: ring)
            }
        }
        for (offset, line) in lines.enumerated() {
            buffer.put(line, at: CellPoint(x: box.minX + 2, y: box.minY + 1 + offset), style: style)
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

/// The help overlay's text: every key the home screen knows.
enum HelpText {
    static let lines = [
        "homescreen keys",
        "",
        "←↑↓→  h j k l     move between widgets",
        "Tab  Shift-Tab    step through a widget's links",
        "Enter             open the link, the widget's URL or its app",
        "PgUp PgDn  [ ]    previous / next page",
        "r                 reload the selected widget (free of budget)",
        "R                 reload every widget",
        "t                 next theme",
        "g                 gallery: add a widget (/ searches it)",
        "p  P              placeholder / privacy preview (again: live)",
        "b                 the selected widget's reload budget",
        "e                 edit mode: move, stack, remove, configure",
        "< >               swipe through a stack (pins the widget shown)",
        "i                 why a stack shows the widget on top",
        "Ctrl-L            repaint the screen",
        "!                 problems: a file that did not load",
        "?  Esc            this help / close it",
        "q                 quit",
        "",
        "mouse: click selects, double click opens",
    ]

    /// The keys of edit mode.
    static let editLines = [
        "edit mode keys",
        "",
        "←↑↓→  h j k l       select a widget or stack",
        "Shift+←↑↓→  H J K L  move it; what it lands on reflows",
        "m, then ←↑↓→        stack it onto that neighbour",
        "< >                 the stack's previous / next widget",
        ", .                 move that widget up / down the stack",
        "o                   take that widget out of the stack",
        "s                   Smart Rotate on / off for the stack",
        "x  u                remove / undo the last change",
        "Enter               configure the widget",
        "+                   add a widget from the gallery",
        "i                   why the stack shows its top widget",
        "Esc  e              leave edit mode",
        "",
        "every change is saved to the layout file at once",
    ]
}
