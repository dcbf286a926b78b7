import CellGrid
import Foundation
import HostIO
import WidgetEngine

/// Draws the gallery sheet over the screen, above the status bar. Only archives are drawn
/// (placeholders and snapshots the engine made): no widget code runs.
@MainActor
struct GalleryPainter {
    /// Where the sheet drew what a click can choose: the kinds' rows and the families' tabs
    /// and previews.
    struct Targets {
        var rows: [(kind: String, frame: CellRect)] = []
        var families: [(family: WidgetFamily, frame: CellRect)] = []
    }

    let model: HomeModel

    private var theme: Theme { model.theme }
    private var profile: DeviceProfile { model.profile }
    private var screenSize: CellSize { model.screenSize }
    private var previewMode: PreviewMode { model.appearance.previewMode }
    private var engine: TimelineEngine { model.engine }
    private var catalog: WidgetCatalog { model.catalog }

    /// Rows of the gallery sheet besides the list and the previews: search, separator,
    /// family labels (the chosen one's ring top), ring bottom, preview state, key hints.
    private static let galleryFixedRows = 6
    /// Columns between two previews.
    private static let previewGap = 4

    /// Draws `sheet` at `now`, its key hints into `hints`; answers what a click can choose.
    @discardableResult
    func draw(_ sheet: GallerySheet, at now: Date, hints: KeyHintMap? = nil, into buffer: inout CellBuffer) -> Targets {
        var targets = Targets()
        let box = SheetBox(frame: CellRect(x: 1, y: 0, width: screenSize.width - 2, height: screenSize.height - 1), title: "Add a widget")
        box.draw(theme, into: &buffer)
        let area = box.content
        guard area.height >= Self.galleryFixedRows, area.width >= 20 else { return targets }
        let matches = sheet.matches
        let families = sheet.highlighted?.families ?? []
        let previewHeight = families.map { profile.size(of: $0).height }.max() ?? 0
        // The list keeps its height while the search narrows it, so the previews stay put.
        let kinds = max(1, sheet.entries.count)
        let listRows = max(min(3, kinds), min(kinds, area.height - Self.galleryFixedRows - previewHeight))
        var row = area.minY
        drawGallerySearch(sheet, matches: matches.count, row: row, area: area, into: &buffer)
        row += 1
        targets.rows = drawGalleryList(sheet, matches: matches, rows: listRows, top: row, area: area, into: &buffer)
        row += listRows
        buffer.putRepeating("─", width: 1, count: area.width, at: CellPoint(x: area.minX, y: row), style: dimStyle, clip: area)
        drawListMarks(matches, highlighted: sheet.highlightedKind, rows: listRows, row: row, area: area, into: &buffer)
        row += 1
        let stateRow = area.maxY - 2
        if let entry = sheet.highlighted {
            targets.families = drawGalleryPreviews(
                sheet, entry: entry, labelRow: row, bottom: stateRow - 1, area: area, at: now, into: &buffer)
        }
        buffer.put(
            TextFitting.prefix(galleryState(sheet), width: area.width), at: CellPoint(x: area.minX, y: stateRow),
            style: SheetBox.style(theme))
        let hint =
            sheet.isTyping
            ? "type to search  ⌫ erase  ⏎ or Esc done  ↑↓ widget"
            : "↑↓ widget  ←→ size  / search  ⏎ add  p P preview  Esc close"
        buffer.put(TextFitting.prefix(hint, width: area.width), at: CellPoint(x: area.minX, y: area.maxY - 1), style: dimStyle)
        hints?.record(hint, at: CellPoint(x: area.minX, y: area.maxY - 1), width: area.width)
        return targets
    }

    private var dimStyle: CellStyle {
        var style = SheetBox.style(theme)
        style.foreground = theme.palette.secondary
        if !theme.palette.usesColor { style.attributes.insert(.dim) }
        return style
    }

    private func drawGallerySearch(_ sheet: GallerySheet, matches: Int, row: Int, area: CellRect, into buffer: inout CellBuffer) {
        let count = "\(matches) of \(sheet.entries.count)"
        let room = area.width - DisplayWidth.of(count) - 2
        let origin = CellPoint(x: area.minX, y: row)
        if sheet.isTyping {
            let text = TextFitting.prefix("Search: " + sheet.filter, width: room - 1)
            let end = buffer.put(text, at: origin, style: SheetBox.style(theme))
            buffer.put(" ", at: CellPoint(x: end, y: row), style: SheetBox.style(theme).with(attributes: .reverse))
        } else if !sheet.filter.isEmpty {
            buffer.put(TextFitting.prefix("Search: \(sheet.filter)   (/ edit)", width: room), at: origin, style: SheetBox.style(theme))
        } else {
            buffer.put("/ search", at: origin, style: dimStyle)
        }
        buffer.put(count, at: CellPoint(x: area.maxX - DisplayWidth.of(count), y: row), style: dimStyle)
    }

    /// How many matching kinds the list leaves out above and below: `▲ N more  ▼ N more` at
    /// the right of the line under it (at 80 x 24 it shows three of the widgets).
    private func drawListMarks(
        _ matches: [GallerySheet.Entry], highlighted: String?, rows: Int, row: Int, area: CellRect, into buffer: inout CellBuffer
    ) {
        let first = Self.firstListed(matches, highlighted: highlighted, rows: rows)
        guard let marks = BorderMarks.line(above: first, below: matches.count - min(matches.count, first + rows)) else { return }
        let text = " \(marks) "
        let x = area.maxX - 2 - DisplayWidth.of(text)
        guard x > area.minX else { return }
        buffer.put(text, at: CellPoint(x: x, y: row), style: dimStyle)
    }

    /// The first matching kind the list shows: the list scrolls as little as it takes to show
    /// the highlighted one.
    private static func firstListed(_ matches: [GallerySheet.Entry], highlighted: String?, rows: Int) -> Int {
        let index = matches.firstIndex { $0.kind == highlighted } ?? 0
        return index < rows ? 0 : index - rows + 1
    }

    /// The matching kinds, scrolled so the highlighted one is visible; the highlighted row
    /// reversed. Answers each kind's row.
    private func drawGalleryList(
        _ sheet: GallerySheet, matches: [GallerySheet.Entry], rows: Int, top: Int, area: CellRect,
        into buffer: inout CellBuffer
    ) -> [(kind: String, frame: CellRect)] {
        guard !matches.isEmpty else {
            buffer.put(
                TextFitting.prefix("No widget matches “\(sheet.filter)”", width: area.width), at: CellPoint(x: area.minX, y: top),
                style: dimStyle)
            return []
        }
        var frames: [(kind: String, frame: CellRect)] = []
        let first = Self.firstListed(matches, highlighted: sheet.highlightedKind, rows: rows)
        let nameWidth = min(24, sheet.entries.map { DisplayWidth.of($0.displayName) }.max() ?? 0)
        for (offset, entry) in matches[first..<min(matches.count, first + rows)].enumerated() {
            let highlighted = entry.kind == sheet.highlightedKind
            var description = entry.description
            if entry.families.isEmpty { description += " (no home screen size)" }
            let line =
                (highlighted ? "▸ " : "  ") + TextFitting.padded(TextFitting.prefix(entry.displayName, width: nameWidth), to: nameWidth)
                + "  " + description
            var style = SheetBox.style(theme)
            if highlighted { style.attributes.insert(.reverse) }
            let y = top + offset
            frames.append((entry.kind, CellRect(x: area.minX, y: y, width: area.width, height: 1)))
            if highlighted { buffer.fill(CellRect(x: area.minX, y: y, width: area.width, height: 1), with: .blank(style)) }
            buffer.put(TextFitting.prefix(line, width: area.width), at: CellPoint(x: area.minX, y: y), style: style)
        }
        return frames
    }

    /// The highlighted kind's previews side by side: as many as fit, the chosen family always
    /// among them (‹ › say that more are hidden to the left or right), the chosen one in a ring.
    /// Answers each family's tab and preview.
    private func drawGalleryPreviews(
        _ sheet: GallerySheet, entry: GallerySheet.Entry, labelRow: Int, bottom: Int, area: CellRect,
        at now: Date, into buffer: inout CellBuffer
    ) -> [(family: WidgetFamily, frame: CellRect)] {
        let families = entry.families
        guard let chosen = families.firstIndex(where: { $0 == sheet.family }) else { return [] }
        var frames: [(family: WidgetFamily, frame: CellRect)] = []
        let widths = families.map { profile.size(of: $0).width }
        let shown = Self.previewWindow(widths: widths, chosen: chosen, room: area.width - 2, gap: Self.previewGap)
        if shown.lowerBound > 0 { buffer.put("‹", at: CellPoint(x: area.minX - 1, y: labelRow + 1), style: dimStyle) }
        if shown.upperBound < families.count - 1 { buffer.put("›", at: CellPoint(x: area.maxX, y: labelRow + 1), style: dimStyle) }
        var x = area.minX + 1
        let previewTop = labelRow + 1
        for index in shown {
            let family = families[index]
            let size = profile.size(of: family)
            let visibleRows = max(0, min(size.height, bottom - previewTop))
            frames.append((family, CellRect(x: x - 1, y: labelRow, width: size.width + 2, height: visibleRows + 2)))
            if let preview = sheet.previews[GallerySheet.PreviewKey(kind: entry.kind, family: family)] {
                let rendered = renderPreview(preview, at: now)
                buffer.draw(rendered.buffer.croppedRows(visibleRows), at: CellPoint(x: x, y: previewTop))
            }
            if index == chosen {
                drawPreviewRing(
                    CellRect(x: x - 1, y: labelRow, width: size.width + 2, height: visibleRows + 2), label: family.shortName,
                    into: &buffer)
            } else {
                buffer.put(family.shortName, at: CellPoint(x: x + 1, y: labelRow), style: dimStyle)
            }
            x += size.width + Self.previewGap
        }
        return frames
    }

    /// The families shown when they do not all fit in `room` columns: a run that holds the
    /// chosen one, starting as far left as it can.
    static func previewWindow(widths: [Int], chosen: Int, room: Int, gap: Int) -> ClosedRange<Int> {
        func width(_ range: ClosedRange<Int>) -> Int { range.map { widths[$0] }.reduce(0, +) + gap * (range.count - 1) }
        var start = 0
        while start < chosen, width(start...chosen) > room { start += 1 }
        var end = chosen
        while end + 1 < widths.count, width(start...(end + 1)) <= room { end += 1 }
        return start...end
    }

    /// A preview as the sheet draws it: the snapshot once arrived, else the placeholder; in
    /// placeholder preview always the placeholder, in privacy preview with `.privacy` added.
    private func renderPreview(_ preview: GalleryPreview, at now: Date) -> RenderedView {
        var (_, view, redaction) = preview.shown
        switch previewMode {
        case .live: break
        case .placeholder:
            view = preview.placeholder.view
            redaction = .placeholder
        case .privacy: redaction.formUnion(.privacy)
        }
        let context = RenderContext(
            now: now, redactionReasons: redaction, palette: theme.palette, locale: engine.environment.locale,
            timeZone: engine.environment.timeZone, hourCycle: engine.environment.hourCycle,
            renderingMode: engine.environment.widgetRenderingMode,
            accentedColors: theme.tinted)
        let descriptor = catalog.descriptor(forKind: preview.kind)
        return WidgetRenderer.render(
            view, family: preview.family, profile: profile, contentMarginsDisabled: descriptor?.contentMarginsDisabled ?? false,
            containerBackgroundRemovable: descriptor?.containerBackgroundRemovable ?? true, context: context)
    }

    private func drawPreviewRing(_ ring: CellRect, label: String, into buffer: inout CellBuffer) {
        var style = SheetBox.style(theme)
        style.foreground = theme.palette.accent
        if !theme.palette.usesColor { style.attributes.insert(.bold) }
        let clip = buffer.bounds
        let title = "─ \(label) "
        let top = "╭" + title + String(repeating: "─", count: max(0, ring.width - 2 - DisplayWidth.of(title))) + "╮"
        buffer.put(top, at: ring.origin, style: style, keepsBackground: true)
        buffer.put(
            "╰" + String(repeating: "─", count: max(0, ring.width - 2)) + "╯", at: CellPoint(x: ring.minX, y: ring.maxY - 1),
            style: style, keepsBackground: true)
        for row in (ring.minY + 1)..<max(ring.minY + 1, ring.maxY - 1) {
            buffer.putCluster("│", width: 1, at: CellPoint(x: ring.minX, y: row), style: style, clip: clip, keepsBackground: true)
            buffer.putCluster("│", width: 1, at: CellPoint(x: ring.maxX - 1, y: row), style: style, clip: clip, keepsBackground: true)
        }
    }

    /// The line under the previews: which rendering the chosen preview shows, and why.
    private func galleryState(_ sheet: GallerySheet) -> String {
        guard let entry = sheet.highlighted else { return "" }
        guard let family = sheet.family else { return "\(entry.displayName) has no home screen size" }
        let name = "\(entry.displayName), \(family.shortName): "
        if previewMode == .placeholder { return name + "placeholder (placeholder preview is on; p for live)" }
        guard let preview = sheet.previews[GallerySheet.PreviewKey(kind: entry.kind, family: family)] else { return name }
        let privacy = previewMode == .privacy ? " (privacy preview)" : ""
        if preview.snapshot != nil { return name + "snapshot" + privacy + "  ⏎ adds it" }
        switch preview.failure {
        case .none:
            return name + "placeholder, waiting for the snapshot…"
        case .timedOut?:
            return name + "placeholder (no snapshot within \(Int(engine.settings.snapshotDeadline)) s)"
        case let failure?:
            return name + "placeholder (the snapshot failed: \(failure))"
        }
    }
}

extension CellBuffer {
    /// The first `rows` rows (all when it has fewer).
    func croppedRows(_ rows: Int) -> CellBuffer {
        guard rows < size.height else { return self }
        var cropped = CellBuffer(size: CellSize(width: size.width, height: max(0, rows)))
        for y in 0..<max(0, rows) {
            for x in 0..<size.width {
                if let cell = self[x, y] { cropped.set(cell, x: x, y: y) }
            }
        }
        return cropped
    }
}
