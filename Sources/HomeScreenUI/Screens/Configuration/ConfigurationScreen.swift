import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The configuration sheet of one widget (Enter in edit mode), or of a control of the controls
/// row (Enter on the row in edit mode): its parameters, edited in place; Enter saves them to
/// the layout file and reloads the widget (asks the control's value again), Esc cancels. Choices a
/// widget looks up (`DynamicOptionsProvider`) arrive through the model's work queue.
@MainActor
final class ConfigurationScreen: Screen {
    /// The sheet's state: the fields and their values.
    private(set) var sheet: ConfigurationSheet
    /// True for a control of the controls row: saving keeps its values in the row.
    private let isControl: Bool

    /// True once the choices of its dynamic parameters were asked for.
    private var askedForOptions = false
    /// Where each parameter's lines were drawn last (a memo, for clicks).
    private var rows: [(item: Int, frame: CellRect)] = []

    private init(sheet: ConfigurationSheet, isControl: Bool = false) {
        self.sheet = sheet
        self.isControl = isControl
    }

    /// The sheet of the selected widget (a stack's top member), or a toast that says why
    /// there is none.
    static func open(model: HomeModel) -> ScreenAction {
        guard let item = model.selectedItem, let id = item.instance, let widget = model.layout.widget(id) else {
            return .toast("Select a widget to configure")
        }
        guard let descriptor = model.catalog.descriptor(forKind: widget.kind) else {
            return .toast("\(widget.kind) is no longer available")
        }
        // The sheet lists the parameters (a reflection on the intent): ask for them once.
        let sheet = ConfigurationSheet(instance: widget.instance, descriptor: descriptor)
        guard !sheet.fields.isEmpty else { return .toast("\(descriptor.displayName) has no settings") }
        return .push(ConfigurationScreen(sheet: sheet))
    }

    /// The sheet of the control `kind` of the controls row, or a toast that says why there is
    /// none.
    static func open(control kind: String, model: HomeModel) -> ScreenAction {
        guard let descriptor = model.catalog.control(forKind: kind) else { return .toast("\(kind) is no longer available") }
        let sheet = ConfigurationSheet(control: descriptor, values: model.layout.controlValues[kind] ?? [:])
        guard !sheet.fields.isEmpty else { return .toast("\(descriptor.displayName) has no settings") }
        return .push(ConfigurationScreen(sheet: sheet, isControl: true))
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        switch event {
        case let .paste(text):
            sheet.paste(text)
            return .redraw
        case let .key(key):
            switch sheet.handle(key) {
            case .none: return .redraw
            case .cancel: return .pop
            case let .save(values) where isControl: return .all([.intent(.controls(.configure(sheet.instance.rawValue, values))), .pop])
            case let .save(values): return .all([.intent(.configure(sheet.instance, values, title: sheet.title)), .pop])
            }
        case let .mouse(mouse):
            return click(mouse)
        case .resize, .backgroundColor, .focusIn:
            return .none
        }
    }

    /// A click on a parameter chooses it; a double click on a choice or a switch changes it,
    /// as Space does.
    private func click(_ mouse: MouseEvent) -> ScreenAction {
        guard mouse.kind == .press || mouse.kind == .doubleClick,
            let field = rows.first(where: { $0.frame.contains(mouse.position) })?.item
        else { return .none }
        sheet.selected = field
        if mouse.kind == .doubleClick, sheet.fields.indices.contains(field), !sheet.fields[field].isText { sheet.fields[field].step(1) }
        return .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let width = min(70, buffer.size.width - 4)
        rows = SheetPainter(theme: model.theme).draw(
            title: "Configure \(sheet.title) — \(sheet.instance)", lines: sheet.lines(width: width),
            width: width, hints: context.hints, into: &buffer)
    }

    /// As the sheet is shown: asks for the choices of its dynamic parameters, once.
    func advance(to now: Date, model: HomeModel) -> ScreenAction {
        guard !askedForOptions else { return .none }
        askedForOptions = true
        let instance = sheet.instance
        return .all(
            sheet.requestOptions().map { parameter, provider in
                .intent(.ask(.options(OptionsRequest(instance: instance, parameter: parameter, provider: provider))))
            })
    }

    /// Takes the choices of a look-up this sheet asked for.
    func receive(_ result: WidgetCallResult, for call: ScreenCall, model: HomeModel, at now: Date) {
        guard case let .options(options) = result, case let .options(request) = call else { return }
        sheet.receiveOptions(options, for: request.parameter)
        if case let .failure(failure) = options {
            HomeModel.logger.warning("choices of \(request.parameter) for \(sheet.instance): \(failure)")
        }
    }
}
