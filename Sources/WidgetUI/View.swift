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
}

extension Never: View {
    public typealias Body = Never
}

/// Primitive views have no body of their own; resolution handles them directly.
extension View where Body == Never {
    public var body: Never { primitiveBody(Self.self) }
}

/// Reached only if code asks a primitive view for its body, which the library never does.
func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view and has no body")
}
