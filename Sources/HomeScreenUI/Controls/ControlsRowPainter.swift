import CellGrid
import Foundation
import WidgetEngine

/// Draws the controls row on one line, as Control Center shows controls: each control's
/// symbol, title and state (``ControlCell``) side by side from the page's left edge; a control
/// whose value has not come yet shows its title dimmed, one no control has `[? kind]`; a
/// failed one is followed by `!`. The control with the keyboard's focus is reversed. On the top
/// line it shares the line with the live activities' strip: the row keeps the left, and leaves
/// the strip at least ``ActivityStrip/minSpan`` columns on the right while any activity shows.
@MainActor
struct ControlsRowPainter {
    /// The cells between two controls.
    static let gap = 1

    let model: HomeModel
    /// True when the row is on the top line and the activities' strip shares it (some activity
    /// shows at the instant drawn).
    let activitiesShown: Bool
    /// The line the row is drawn on (nil: not on the home screen, or nothing in it).
    let row: Int?
    /// Each control's cells on ``row``, measured once for the frame (its drawing, the strip's
    /// start and the clicks all ask).
    private let rowFrames: [CellRect]

    /// The row as `model` shows it at `now`.
    init(model: HomeModel, at now: Date) {
        self.model = model
        let row = Self.line(of: model)
        self.row = row
        let activitiesShown = row == 0 && model.showsActivities(at: now)
        self.activitiesShown = activitiesShown
        rowFrames = row.map { Self.frames(of: model, on: $0, from: nil, activitiesShown: activitiesShown) } ?? []
    }

    /// The line `model`'s row is drawn on.
    static func line(of model: HomeModel) -> Int? {
        guard !model.controls.slots.isEmpty else { return nil }
        let grid = model.grid
        switch model.config.controlsRow {
        case .above: return 0
        case .below: return grid.dotsRow.flatMap { $0 + 1 < grid.dockRow ? $0 + 1 : nil } ?? 0
        case .sheet: return nil
        }
    }

    /// Each control's cells on `line`, left to right (those that do not fit are left out).
    func frames(on line: Int, from start: Int? = nil) -> [CellRect] {
        if start == nil, line == row { return rowFrames }
        return Self.frames(of: model, on: line, from: start, activitiesShown: activitiesShown)
    }

    private static func frames(of model: HomeModel, on line: Int, from start: Int?, activitiesShown: Bool) -> [CellRect] {
        var x = start ?? max(1, model.grid.origin.x)
        let right =
            start != nil
            ? model.screenSize.width - 2
            : line == 0 && activitiesShown ? model.screenSize.width - ActivityStrip.minSpan - 1 : model.screenSize.width
        var frames: [CellRect] = []
        for slot in model.controls.slots {
            let width = DisplayWidth.of(text(of: slot, model: model)) + (slot.failure == nil ? 0 : 1)
            guard x + width <= right else { break }
            frames.append(CellRect(x: x, y: line, width: width, height: 1))
            x += width + gap
        }
        return frames
    }

    /// The first column of the top line the activities' strip may take: after the row's last
    /// control and a gap when the row is on the top line, else 0.
    var stripStart: Int {
        guard row == 0, let last = rowFrames.last else { return 0 }
        return last.maxX + Self.gap
    }

    /// The row drawn on `line`; `focus` reversed.
    func draw(on line: Int, from start: Int? = nil, focus: Int?, into buffer: inout CellBuffer) {
        let theme = model.theme
        for (index, frame) in frames(on: line, from: start).enumerated() {
            let slot = model.controls.slots[index]
            var style = CellStyle(foreground: theme.palette.primary)
            if slot.template == nil { style.attributes.insert(.dim) }
            if let template = slot.shown {
                var cell = ControlCell.draw(template, style: style)
                if index == focus { cell.restyle(cell.bounds) { $0.attributes.insert(.reverse) } }
                buffer.fill(CellRect(x: frame.minX, y: line, width: cell.size.width, height: 1), with: .blank(style))
                buffer.draw(cell, at: frame.origin)
            } else {
                if index == focus { style.attributes.insert(.reverse) }
                buffer.put(Self.text(of: slot, model: model), at: frame.origin, style: style, keepsBackground: index != focus)
            }
            if slot.failure != nil {
                buffer.put(
                    "!", at: CellPoint(x: frame.maxX - 1, y: line), style: CellStyle(foreground: theme.failureMarker, attributes: .bold),
                    keepsBackground: true)
            }
        }
    }

    /// What a control shows before its value comes, or when no control has its kind.
    private static func text(of slot: ControlsRow.Slot, model: HomeModel) -> String {
        if let template = slot.shown { return ControlCell.text(of: template) }
        guard let control = model.catalog.control(forKind: slot.kind) else { return "[? \(slot.kind)]" }
        return "[\(control.displayName)]"
    }
}
