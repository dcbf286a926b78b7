/// Builds views from closures, as SwiftUI's `@ViewBuilder`: sequences, `if`/`else`, `switch`,
/// optionals and `if #available` all work.
///
/// Every builder function consumes its views, so a view is moved, not copied, into the
/// tuple or condition that holds it (a copy of a view copies everything inside it).
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView(
            value: (repeat each content),
            resolve: { views, environment, nodes in
                appendElements(of: views, repeat (each Content).self, in: environment, to: &nodes)
            })
    }

    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
