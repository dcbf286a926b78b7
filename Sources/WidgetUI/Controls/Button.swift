/// A control that runs an App Intent when pressed, as in SwiftUI and WidgetKit (iOS 17):
///
/// ```swift
/// Button(intent: StartTimer()) { Label("Start", systemImage: "play") }
/// ```
///
/// The button is archived with its intent (``ButtonNode``); the host presses it without
/// running widget code. `Button(intent:)` and its variants come with `WidgetEngine`, where
/// intents are; a button with a closure (`Button(action:)`) compiles and is drawn, and, as in
/// an iOS widget, pressing it opens the widget instead.
public struct Button<Label: View>: View {
    public typealias Body = Never
    let intent: IntentReference?
    let role: ButtonRole?
    let label: Label

    /// A button with a closure (never called in a widget: pressing it opens the widget).
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(intentReference: nil, role: nil, label: label())
    }

    /// A button with a role and a closure (never called in a widget).
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(intentReference: nil, role: role, label: label())
    }

    /// A button running the intent `intentReference` refers to (what `Button(intent:)` makes).
    package init(intentReference: IntentReference?, role: ButtonRole?, label: Label) {
        self.intent = intentReference
        self.role = role
        self.label = label
    }
}

extension Button where Label == Text {
    /// A button whose label is text, with a closure.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(intentReference: nil, role: nil, label: Text(titleKey))
    }

    /// A button whose label is a string, with a closure.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(intentReference: nil, role: nil, label: Text(title))
    }

    /// A button with a role whose label is text, with a closure.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(intentReference: nil, role: role, label: Text(titleKey))
    }
}

extension Button where Label == WidgetUI.Label<Text, Image> {
    /// A button whose label is a title and an SF Symbol, with a closure.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(intentReference: nil, role: nil, label: WidgetUI.Label(titleKey, systemImage: systemImage))
    }
}

extension Button: PrimitiveView {
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var style = ButtonNode.Style.automatic
        let content: ViewNode
        switch environment.buttonStyleChoice {
        case let .custom(custom):
            // A custom style draws everything itself: its body is the label.
            style = .plain
            let configuration = ButtonStyleConfiguration(
                label: StyleLabel(AnyView(label)), isPressed: false, role: role)
            content = ViewResolver.resolve(custom.makeBody(configuration), in: environment)
        case let .primitive(chosen):
            style = chosen
            var labelEnvironment = environment
            // As in SwiftUI, a button's label is drawn in the tint unless its style is plain
            // or prominent, or a foreground style is set.
            if chosen != .plain, chosen != .borderedProminent, labelEnvironment.foregroundStyle == nil,
                role != .destructive
            {
                labelEnvironment.foregroundStyle = environment.tint
            }
            if role == .destructive, labelEnvironment.foregroundStyle == nil { labelEnvironment.foregroundStyle = Color.red.colorValue }
            content = ViewResolver.resolve(label, in: labelEnvironment)
        }
        let node = ButtonNode(
            intent: intent, style: style, borderShape: environment.buttonBorderShape.shape, disabled: !environment.isEnabled,
            tint: environment.tint, accentable: environment.isWidgetAccentable)
        return [ViewNode(.button(node), children: [content])]
    }
}

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button's label is red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes or discards something.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that dismisses without acting.
    public static let cancel = ButtonRole(name: "cancel")
}
