/// A piece of a widget's interface, as in SwiftUI: a value whose `body` describes its content.
///
/// Write views exactly as for iOS:
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Hello").font(.headline)
///             Text(name).foregroundStyle(.secondary)
///         }
///     }
/// }
/// ```
/// A view is evaluated once, when its timeline entry arrives, into a ``ViewNode`` archive;
/// nothing on the display path runs view code again.
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Self.Body { get }

    /// Resolves `view` into archive nodes, appending them to `nodes`. The library implements
    /// it for its primitive views; every other view evaluates its `body` (the default).
    /// Not for widget code to call or implement, as SwiftUI's `_makeView`.
    static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode])
}

extension View {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        Body._makeNodes(body, in: environment, into: &nodes)
    }
}

extension Never: View {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never

    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Never, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {}
}

/// Primitive views have no body of their own; resolution handles them directly.
extension View where Body == Never {
    /// A primitive view has no body; it resolves itself (never called).
    public var body: Never { primitiveBody(Self.self) }
}

/// Reached only if code asks a primitive view for its body, which the library never does.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view and has no body")
}
