/// Makes one view for each element of a collection: ranges, `Identifiable` values, or any
/// collection with an `id` key path, as in SwiftUI.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    /// The elements.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// One view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}

extension ForEach {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        for element in view.data {
            // The rows are made after the enclosing body has returned: give them the same
            // environment that body saw, so `@Environment` reads inside a row are right.
            let row = EnvironmentValues.$current.withValue(environment) { view.content(element) }
            Content._makeNodes(row, in: environment, into: &nodes)
        }
    }
}
