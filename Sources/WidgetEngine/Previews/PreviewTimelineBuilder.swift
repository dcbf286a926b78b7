/// Builds a `#Preview`'s timeline from entries written one per line, as in WidgetKit (`if`,
/// `switch` and `for` too).
@resultBuilder
public struct PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    /// The first part of the timeline.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    /// The timeline so far and the next part.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }

    /// An empty timeline.
    public static func buildBlock() -> [any TimelineEntry] { [] }

    /// The entries of a `for` loop.
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }

    /// The entries of an `if` without `else`.
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }

    /// The entries of an `if`'s first branch.
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    /// The entries of an `if`'s second branch.
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
}
