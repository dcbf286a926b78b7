/// A tappable area that opens a URL, as in SwiftUI. On the home screen, Tab steps through a
/// widget's links and Enter opens the one selected.
public struct Link<Label: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// A link to `destination` shown as `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// A link whose label is text.
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.destination = destination
        self.label = Text(title)
    }

    /// A link whose label is a string.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.destination = destination
        self.label = Text(title)
    }
}

extension Link: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let content = ViewResolver.resolve(label, in: environment)
        return [ViewNode(.link(destination), children: [content])]
    }
}
