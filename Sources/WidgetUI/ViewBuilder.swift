/// Builds views from closures, as SwiftUI's `@ViewBuilder`: sequences, `if`/`else`, `switch`,
/// optionals and `if #available` all work.
///
/// Every builder function consumes its views, so a view is moved, not copied, into the
/// tuple or condition that holds it (a copy of a view copies everything inside it).
@resultBuilder
public enum ViewBuilder {
    /// An empty block: nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// A block of several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(
            value: (repeat each content),
            resolve: { views, environment, nodes in
                appendElements(of: views, repeat (each Content).self, in: environment, to: &nodes)
            })
    }

    /// A view written in a block.
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// An `if` without `else`: the view when the condition holds.
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// An `if` without `else`: the view when the condition holds.
    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` block (always available here).
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
