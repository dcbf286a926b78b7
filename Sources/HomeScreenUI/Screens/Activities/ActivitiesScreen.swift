import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The live-activity strip selected (`a`): each activity expanded in a sheet below the strip,
/// its leading, centre and trailing regions on one row and its bottom region under them (the
/// lock screen view when it has no expanded regions). ↑/↓ (or a click) choose, Enter (or a
/// double click) opens the chosen one's link, `x` dismisses, Esc or `a` closes.
@MainActor
final class ActivitiesScreen: Screen {
    /// Rows each expanded activity takes.
    static let rowsEach = 3
    private(set) var selection = 0
    /// Where each activity was drawn last, in the sheet and in the strip (a memo, for clicks).
    private var frames: [(id: String, frame: CellRect)] = []
    /// Where the strip's `+N` was drawn last, and the first activity it stands for.
    private var more: (frame: CellRect, first: Int)?
    /// The activities' parts as the strip last drew them (a memo).
    private let parts = ActivityParts()

    init(selection: Int = 0) {
        self.selection = selection
    }

    /// A click on activity `id` in the strip: its link (`widgetURL`) opens through the app
    /// that owns its scheme, as a widget's does; one without a link opens the sheet on it.
    static func open(_ id: String, model: HomeModel, at now: Date) -> ScreenAction {
        let records = model.shownActivities(at: now)
        guard let index = records.firstIndex(where: { $0.id == id }) else { return .none }
        return openLink(of: records[index], model: model) ?? .push(ActivitiesScreen(selection: index))
    }

    /// The launch of `record`'s link, or nil when it has none.
    static func openLink(of record: ActivityRecord, model: HomeModel) -> ScreenAction? {
        guard let url = record.views.url else { return nil }
        HomeModel.logger.info("opening \(url.absoluteString) from activity \(record.id)")
        return .launch(AppLauncher(config: model.config).plan(opening: url))
    }

    /// Opens the sheet, or says there is nothing to show.
    static func open(model: HomeModel, at now: Date) -> ScreenAction {
        model.shownActivities(at: now).isEmpty
            ? .toast("no live activity: start one with homescreen activity start or homescreen run -- CMD")
            : .push(ActivitiesScreen())
    }

    var statusHint: String? { "↑↓ choose  ⏎ open  x dismiss  Esc close " }

    var helpLines: [String]? {
        [
            "Live activities", "  ↑ ↓  choose an activity (or click it)", "  ⏎    open its link (or double click it)",
            "  x    dismiss it (an ended one stays until dismissed)", "  Esc  close (a too)",
        ]
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        let records = model.shownActivities(at: now)
        if case let .mouse(mouse) = event, mouse.kind == .press || mouse.kind == .doubleClick {
            if let more, more.frame.contains(mouse.position) {
                selection = min(more.first, max(0, records.count - 1))
                return .redraw
            }
            guard let id = frames.first(where: { $0.frame.contains(mouse.position) })?.id,
                let index = records.firstIndex(where: { $0.id == id })
            else { return .none }
            selection = index
            return mouse.kind == .doubleClick ? openSelected(records, model: model) : .redraw
        }
        guard case let .key(key) = event else { return .none }
        switch key {
        case .escape, .character("a"), .character("q"): return .pop
        case .enter: return openSelected(records, model: model)
        case .up, .character("k"):
            selection = max(0, selection - 1)
            return .redraw
        case .down, .character("j"):
            selection = min(max(0, records.count - 1), selection + 1)
            return .redraw
        case .character("x"), .delete, .backspace:
            guard records.indices.contains(selection) else { return .redraw }
            let id = records[selection].id
            selection = max(0, min(selection, records.count - 2))
            return records.count == 1 ? .all([.intent(.dismissActivity(id)), .pop]) : .intent(.dismissActivity(id))
        default: return .redraw
        }
    }

    /// Enter: the chosen activity's link, or a toast that says it has none.
    private func openSelected(_ records: [ActivityRecord], model: HomeModel) -> ScreenAction {
        guard records.indices.contains(selection) else { return .redraw }
        return Self.openLink(of: records[selection], model: model) ?? .toast("\(records[selection].kind) names no link to open")
    }

    func nextChange(after now: Date, model: HomeModel) -> Date? {
        let live = model.activities.showsAny(at: now) { $0.views.nodes.contains(where: \.containsLiveContent) }
        return live ? now.nextWholeSecond : nil
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let now = context.now
        let records = model.shownActivities(at: now)
        let strip = ActivityStrip.draw(
            model, at: now, selected: true, from: ControlsRowPainter(model: model, at: now).stripStart, parts: parts, into: &buffer)
        frames = strip.frames
        more = strip.more
        guard !records.isEmpty else { return }
        let width = min(buffer.size.width - 2, 64)
        let fitting = max(1, (buffer.size.height - 4) / (Self.rowsEach + 1))
        // A window of the activities that keeps the chosen one in view.
        let chosen = min(selection, records.count - 1)
        let first = min(max(0, chosen - fitting + 1), max(0, records.count - fitting))
        let shown = Array(records[first..<min(records.count, first + fitting)])
        let box = SheetBox(
            // Each activity's rows and its note's line, the last one's too.
            frame: CellRect(x: 1, y: 1, width: width, height: shown.count * (Self.rowsEach + 1) + 2),
            title: "Live activities")
        box.draw(model.theme, into: &buffer)
        BorderMarks.draw(
            above: first, below: records.count - first - shown.count, on: box.frame,
            style: CellStyle(foreground: model.theme.palette.accent, background: SheetBox.style(model.theme).background), into: &buffer)
        let renderContext = TileRenderer.context(model, at: now, redaction: [])
        for (index, record) in shown.enumerated() {
            let top = box.content.minY + index * (Self.rowsEach + 1)
            let area = CellRect(x: box.content.minX, y: top, width: box.content.width, height: Self.rowsEach)
            let cells = Self.banner(record, size: area.size, context: renderContext)
            frames.append((record.id, area))
            if first + index == chosen {
                buffer.put("›", at: CellPoint(x: area.minX - 1, y: top), style: CellStyle(foreground: model.theme.palette.accent))
            }
            buffer.draw(cells, at: area.origin)
            let environment = model.engine.environment
            let note = Self.note(record, at: now, timeZone: environment.timeZone, hourCycle: environment.hourCycle)
            if !note.isEmpty {
                buffer.put(
                    note, at: CellPoint(x: area.minX, y: top + Self.rowsEach),
                    style: CellStyle(
                        foreground: record.activityState(at: now) == .stale ? model.theme.staleMarker : model.theme.palette.secondary))
            }
        }
    }

    /// "⟲ stale: no update since …", "ended; leaves at … (x dismisses)" or nothing; times in
    /// `timeZone` and the screen's `hourCycle` (nil: 24-hour), as the status bar writes them.
    static func note(_ record: ActivityRecord, at now: Date, timeZone: TimeZone, hourCycle: HourCycle?) -> String {
        let cycle = hourCycle ?? .h23
        switch record.activityState(at: now) {
        case .stale: return "⟲ stale: no update since \(cycle.time(of: record.updated, in: timeZone))"
        case .ended:
            return "ended" + (record.dismissal.map { "; leaves at \(cycle.time(of: $0, in: timeZone)) (x dismisses)" } ?? "")
        default: return ""
        }
    }

    /// `record` expanded to `size`, dimmed once it has ended: as the sheet and the lock screen
    /// show it.
    static func banner(_ record: ActivityRecord, size: CellSize, context: RenderContext) -> CellBuffer {
        var cells = expanded(record, size: size, context: context)
        if record.ended != nil { cells.restyle(cells.bounds) { $0.attributes.insert(.dim) } }
        return cells
    }

    /// The expanded presentation in `size`: leading, centre and trailing on the first row,
    /// bottom below; the lock screen view when there are no regions.
    static func expanded(_ record: ActivityRecord, size: CellSize, context: RenderContext) -> CellBuffer {
        let regions = record.views.expanded
        guard !regions.isEmpty else {
            return ViewRenderer.render(record.views.lockScreen, size: size, context: context, background: .default).buffer
        }
        var buffer = CellBuffer(size: size)
        let leading = regions["leading"].map { ActivityStrip.render($0, context: context) }
        let trailing = regions["trailing"].map { ActivityStrip.render($0, context: context) }
        if let leading { buffer.draw(leading, at: CellPoint(x: 0, y: 0)) }
        if let trailing { buffer.draw(trailing, at: CellPoint(x: max(0, size.width - trailing.size.width), y: 0)) }
        if let center = regions["center"] {
            let used = (leading?.size.width ?? 0) + (trailing?.size.width ?? 0) + 2
            let middle = ViewRenderer.render(
                center, size: CellSize(width: max(0, size.width - used), height: 1), context: context, background: .default)
            buffer.draw(middle.buffer, at: CellPoint(x: (leading?.size.width ?? 0) + 1, y: 0))
        }
        if let bottom = regions["bottom"], size.height > 1 {
            let below = ViewRenderer.render(
                bottom, size: CellSize(width: size.width, height: size.height - 1), context: context, background: .default)
            buffer.draw(below.buffer, at: CellPoint(x: 0, y: 1))
        }
        return buffer
    }
}
