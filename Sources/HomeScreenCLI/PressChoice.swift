import WidgetEngine

/// Which control `render --press` presses: a number (1 for the first button or toggle in
/// reading order) or a word of its label (the first control whose label contains it).
enum PressChoice {
    static func target(named name: String, in rendered: RenderedView) throws(UsageError) -> PressTarget {
        let targets = rendered.pressTargets
        if let number = Int(name), targets.indices.contains(number - 1) { return targets[number - 1] }
        if let match = targets.first(where: { $0.label.localizedCaseInsensitiveContains(name) }) { return match }
        let known =
            targets.isEmpty
            ? "the widget has no buttons or toggles"
            : "its controls are " + targets.enumerated().map { "\($0.offset + 1) “\($0.element.label)”" }.joined(separator: ", ")
        throw UsageError(message: "--press \(name): no such button or toggle; \(known)")
    }
}
