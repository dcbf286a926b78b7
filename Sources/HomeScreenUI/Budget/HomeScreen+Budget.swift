import CellGrid
import Foundation
import Terminal
import WidgetEngine

extension HomeScreen {
    /// `b`: opens the budget view of the selected widget (a stack's top member).
    func openBudgetView(at now: Date) {
        guard let instance = selectedItem?.instance, engine.states[instance] != nil else {
            showToast("Select a widget to see its reload budget", at: now)
            return
        }
        budgetInstance = instance
    }

    /// Keys while the budget view is open: Esc, `b` or `q` close it.
    func handleBudgetKey(_ key: Key) -> Outcome {
        switch key {
        case .escape, .character("b"), .character("q"), .enter:
            budgetInstance = nil
            return .redraw
        case .control("l"):
            return .repaintAll
        default:
            return .none
        }
    }

    /// The budget view in a box in the middle of the screen, read from the engine at `now`.
    func drawBudgetView(_ id: WidgetInstanceID, at now: Date, into buffer: inout CellBuffer) {
        guard let report = engine.budgetReport(for: id, at: now) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = engine.environment.timeZone
        let name = catalog.descriptor(forKind: report.instance.kind)?.displayName ?? report.instance.kind
        let lines = BudgetView(report: report, displayName: name, now: now, calendar: calendar).lines + ["", "Esc close"]
        let width = min(screenSize.width - 2, 80, max(40, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4))
        let height = min(screenSize.height - 1, lines.count + 2)
        let box = SheetBox(frame: CellRect(x: max(0, (screenSize.width - width) / 2), y: max(0, (screenSize.height - 1 - height) / 2),
                                           width: width, height: height),
                           title: "Reload budget · \(id.rawValue)")
        box.draw(theme, into: &buffer)
        let area = box.content
        for (offset, line) in lines.prefix(area.height).enumerated() {
            buffer.put(TextFitting.prefix(line, width: area.width), at: CellPoint(x: area.minX, y: area.minY + offset),
                       style: SheetBox.style(theme))
        }
    }
}
