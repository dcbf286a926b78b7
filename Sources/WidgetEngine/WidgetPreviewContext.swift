/// The widget family a preview is drawn in, as in WidgetKit. (`PreviewProvider` itself is in
/// WidgetUI, as it is in SwiftUI.)
public struct WidgetPreviewContext: Hashable, Sendable {
    /// The family previewed.
    public var family: WidgetFamily

    /// A preview in `family`.
    public init(family: WidgetFamily) {
        self.family = family
    }
}

extension View {
    /// Draws the preview in `context`'s family (sets the environment's `widgetFamily`).
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        environment(\.widgetFamily, context.family)
    }
}
