/// A switch that runs an App Intent with its new state when pressed, as in SwiftUI and
/// WidgetKit (iOS 17):
///
/// ```swift
/// Toggle(isOn: item.isDone, intent: CheckItem(id: item.id, value: !item.isDone)) { Text(item.title) }
/// ```
///
/// The toggle is archived with its state and intent (``ToggleNode``); the host flips it at
/// once when pressed and runs the intent in the widget's process. `Toggle(isOn:intent:)`
/// comes with `WidgetEngine`, where intents are; a toggle bound to a `Binding` compiles and is
/// drawn, and does nothing when pressed (iOS widgets take intents only).
public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let intent: IntentReference?
    let isOn: Bool
    let label: Label

    /// A toggle bound to `isOn`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(intentReference: nil, isOn: isOn.wrappedValue, label: label())
    }

    /// A toggle in state `isOn` running the intent `intentReference` refers to (what
    /// `Toggle(isOn:intent:)` makes).
    package init(intentReference: IntentReference?, isOn: Bool, label: Label) {
        self.intent = intentReference
        self.isOn = isOn
        self.label = label
    }
}

extension Toggle where Label == Text {
    /// A toggle bound to `isOn` whose label is text.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(intentReference: nil, isOn: isOn.wrappedValue, label: Text(titleKey))
    }

    /// A toggle bound to `isOn` whose label is a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(intentReference: nil, isOn: isOn.wrappedValue, label: Text(title))
    }
}

extension Toggle: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var style = ToggleNode.Style.automatic
        let content: ViewNode
        switch environment.toggleStyleChoice {
        case let .custom(custom):
            // A custom style draws the state itself (a checkbox): no switch is added, and the
            // host's flip shows with the next timeline.
            style = .custom
            let configuration = ToggleStyleConfiguration(label: StyleLabel(AnyView(label)), isOn: isOn)
            content = ViewResolver.resolve(custom.makeBody(configuration), in: environment)
        case let .primitive(chosen):
            style = chosen
            content = ViewResolver.resolve(label, in: environment)
        }
        let node = ToggleNode(
            intent: intent, isOn: isOn, style: style, disabled: !environment.isEnabled, tint: environment.tint,
            accentable: environment.isWidgetAccentable, redaction: RedactionMark(environment))
        return [ViewNode(.toggle(node), children: [content])]
    }
}
