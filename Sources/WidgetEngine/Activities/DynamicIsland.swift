import Foundation

/// Where an expanded region sits, as ActivityKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String
    /// Left of the centre, beside the leading compact view.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Right of the centre.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Under the other three, the whole width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded presentation, as ActivityKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let content: AnyView

    /// The region at `position` showing `content` (`priority` is accepted; every region is
    /// drawn in a terminal's expanded strip).
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.content = AnyView(content())
    }
}

/// The regions an expanded presentation is built from.
public struct DynamicIslandExpandedContent {
    var regions: [(position: DynamicIslandExpandedRegionPosition, content: AnyView)]
}

/// Builds the expanded presentation from ``DynamicIslandExpandedRegion``s, as ActivityKit's
/// `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// One region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(regions: [(region.position, region.content)])
    }
    /// The regions in order.
    public static func buildBlock(_ parts: DynamicIslandExpandedContent...) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(regions: parts.flatMap(\.regions))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ part: DynamicIslandExpandedContent?) -> DynamicIslandExpandedContent {
        part ?? DynamicIslandExpandedContent(regions: [])
    }
    /// An `if`'s first branch.
    public static func buildEither(first part: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent { part }
    /// An `if`'s second branch.
    public static func buildEither(second part: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent { part }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent { part }
}

/// An activity's compact, minimal and expanded presentations, as ActivityKit's `DynamicIsland`.
/// In a terminal they are drawn in the activity strip: compact (leading and trailing) on one
/// line, minimal when the strip is narrow, expanded when the strip is selected.
public struct DynamicIsland {
    let expanded: DynamicIslandExpandedContent
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var keylineTintColor: Color?
    var url: URL?

    /// The four presentations.
    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        self.expanded = expanded()
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The tint of the presentation's outline (the strip's marker colour here).
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTintColor = color
        return island
    }

    /// The URL opened when the activity is chosen with Enter.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }

    /// Accepted for iOS code; the strip keeps its own one-cell margins.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat? = nil, for mode: DynamicIslandMode) -> DynamicIsland {
        self
    }
}

/// The presentations `contentMargins(_:_:for:)` names, as ActivityKit's `DynamicIslandMode`.
public enum DynamicIslandMode: Hashable, Sendable {
    /// The compact presentation.
    case compact
    /// The expanded presentation.
    case expanded
    /// The minimal presentation.
    case minimal
}
