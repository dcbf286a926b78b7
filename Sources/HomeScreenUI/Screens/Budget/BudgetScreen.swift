import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The budget view (`b`) of one widget: its reload budget, last and next reload, policy and
/// recent failures, read from the engine at each frame. Esc, `b`, `q` or Enter close it.
@MainActor
final class BudgetScreen: Screen {
    /// The instance shown.
    let instance: WidgetInstanceID

    private init(instance: WidgetInstanceID) {
        self.instance = instance
    }

    /// The budget view of the selected widget (a stack's top member), or a toast that says
    /// to select one.
    static func open(model: HomeModel) -> ScreenAction {
        guard let instance = model.selectedItem?.instance, model.engine.states[instance] != nil else {
            return .toast("Select a widget to see its reload budget")
        }
        return .push(BudgetScreen(instance: instance))
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        switch event {
        case .key(.escape), .key(.character("b")), .key(.character("q")), .key(.enter): return .pop
        case .key(.control("l")): return .repaintAll
        default: return .none
        }
    }

    /// The view in a box in the middle of the screen.
    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let now = context.now
        guard let report = model.engine.budgetReport(for: instance, at: now) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = model.engine.environment.timeZone
        let name = model.catalog.descriptor(forKind: report.instance.kind)?.displayName ?? report.instance.kind
        let lines = BudgetView(report: report, displayName: name, now: now, calendar: calendar).lines + ["", "Esc close"]
        let screen = model.screenSize
        let width = min(screen.width - 2, 80, max(40, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 4))
        let height = min(screen.height - 1, lines.count + 2)
        let box = SheetBox(
            frame: CellRect(
                x: max(0, (screen.width - width) / 2), y: max(0, (screen.height - 1 - height) / 2),
                width: width, height: height),
            title: "Reload budget · \(instance.rawValue)")
        box.draw(model.theme, into: &buffer)
        let area = box.content
        for (offset, line) in lines.prefix(area.height).enumerated() {
            buffer.put(
                TextFitting.prefix(line, width: area.width), at: CellPoint(x: area.minX, y: area.minY + offset),
                style: SheetBox.style(model.theme))
        }
    }
}
