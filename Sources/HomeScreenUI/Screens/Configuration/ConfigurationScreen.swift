import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The configuration sheet of one widget (Enter in edit mode): its parameters, edited in
/// place; Enter saves them to the layout file and reloads the widget, Esc cancels. Choices a
/// widget looks up (`DynamicOptionsProvider`) arrive through the model's work queue.
@MainActor
final class ConfigurationScreen: Screen {
    /// The sheet's state: the fields and their values.
    private(set) var sheet: ConfigurationSheet

    private init(sheet: ConfigurationSheet) {
        self.sheet = sheet
    }

    /// The sheet of the selected widget (a stack's top member), or a toast that says why
    /// there is none.
    static func open(model: HomeModel, at now: Date) -> ScreenAction {
        guard let item = model.selectedItem, let id = item.instance, let widget = model.layout.widget(id) else {
            model.showToast("Select a widget to configure", at: now)
            return .redraw
        }
        guard let descriptor = model.catalog.descriptor(forKind: widget.kind) else {
            model.showToast("\(widget.kind) is no longer available", at: now)
            return .redraw
        }
        // The sheet lists the parameters (a reflection on the intent): ask for them once.
        var sheet = ConfigurationSheet(instance: widget.instance, descriptor: descriptor)
        guard !sheet.fields.isEmpty else {
            model.showToast("\(descriptor.displayName) has no settings", at: now)
            return .redraw
        }
        sheet.requestOptions { parameter, provider in
            model.requestOptions(OptionsRequest(instance: id, parameter: parameter, provider: provider))
        }
        return .push(ConfigurationScreen(sheet: sheet))
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch sheet.handle(key) {
        case .none:
            return .redraw
        case .cancel:
            return .pop
        case let .save(values):
            model.saveConfiguration(values, of: sheet.instance, title: sheet.title, at: now)
            return .pop
        }
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let width = min(70, buffer.size.width - 4)
        SheetPainter(theme: model.theme).draw(
            title: "Configure \(sheet.title) — \(sheet.instance)", lines: sheet.lines(width: width),
            width: width, into: &buffer)
    }

    /// Look-ups not started yet are not needed any more.
    func dismissed(model: HomeModel) {
        model.work.cancel(
            sheet.fields.compactMap { field in
                if case let .loading(token) = field.options { token } else { nil }
            })
    }

    /// Takes the choices of a look-up this sheet asked for.
    func receive(_ result: WidgetCallResult, for token: UInt64, model: HomeModel, at now: Date) -> Bool {
        guard case let .options(options) = result, let field = sheet.fields.first(where: { $0.options == .loading(token: token) }) else {
            return false
        }
        sheet.receiveOptions(options, token: token)
        if case let .failure(failure) = options {
            HomeModel.logger.warning("choices of \(field.parameter.name) for \(sheet.instance): \(failure)")
        }
        return true
    }
}
