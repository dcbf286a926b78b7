import Foundation
import Terminal
import WidgetEngine

extension HomeScreen {
    /// Enter in edit mode: the configuration sheet of the selected widget (a stack's top member).
    func openConfiguration(at now: Date) {
        guard let item = selectedItem, let id = item.instance, let widget = layout.widget(id) else {
            showToast("Select a widget to configure", at: now)
            return
        }
        guard let descriptor = catalog.descriptor(forKind: widget.kind) else {
            showToast("\(widget.kind) is no longer available", at: now)
            return
        }
        // The sheet lists the parameters (a reflection on the intent): ask for them once.
        var sheet = ConfigurationSheet(instance: widget.instance, descriptor: descriptor)
        guard !sheet.fields.isEmpty else {
            showToast("\(descriptor.displayName) has no settings", at: now)
            return
        }
        for request in sheet.requestOptions(nextToken: &editor.nextOptionsToken) {
            editor.optionRequests.append(OptionsRequest(token: request.token, instance: id, parameter: request.parameter,
                                                        provider: request.provider))
        }
        editor.configuration = sheet
    }

    /// Keys while the configuration sheet is open.
    func handleConfigurationKey(_ key: Key, at now: Date) -> Outcome {
        guard var sheet = editor.configuration else { return .none }
        let action = sheet.handle(key)
        editor.configuration = sheet
        switch action {
        case .none:
            break
        case .cancel:
            editor.configuration = nil
        case let .save(values):
            editor.configuration = nil
            saveConfiguration(values, of: sheet.instance, title: sheet.title, at: now)
        }
        return .redraw
    }

    /// Writes the new values to the layout file and reloads the instance at once, free of
    /// budget (a configuration edit).
    private func saveConfiguration(_ values: ConfigValues, of id: WidgetInstanceID, title: String, at now: Date) {
        guard let widget = layout.widget(id) else { return }
        guard values != widget.configuration else {
            showToast("No changes to \(title)", at: now)
            return
        }
        let edited = LayoutEditor(profile: profile).configure(id, to: values, in: layout)
        if applyEdit(LayoutEditor.Edit(layout: edited, focus: selection, note: nil), at: now) {
            showToast("Saved \(title); reloading it", at: now)
        }
    }

    /// Look-ups of parameter choices to run (widget code: the run loop runs them off the main
    /// actor and hands the results to ``deliverOptions(_:for:at:)``).
    public func takeOptionRequests() -> [OptionsRequest] {
        defer { editor.optionRequests.removeAll() }
        return editor.optionRequests
    }

    /// Takes the result of a look-up of parameter choices.
    public func deliverOptions(_ result: Result<[String], ProviderFailure>, for request: OptionsRequest, at now: Date) {
        guard editor.configuration?.instance == request.instance else { return }
        editor.configuration?.receiveOptions(result, token: request.token)
        if case let .failure(failure) = result { logger.warning("choices of \(request.parameter) for \(request.instance): \(failure)") }
    }
}
