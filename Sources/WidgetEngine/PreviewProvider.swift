/// SwiftUI's preview declarations, so iOS widget code with previews compiles unchanged.
/// `Type.previews` can be rendered with ``WidgetRenderer`` like any view.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The widget family a preview is drawn in, as in WidgetKit.
public struct WidgetPreviewContext: Hashable, Sendable {
    public var family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }
}

extension View {
    /// Draws the preview in `context`'s family (sets the environment's `widgetFamily`).
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        environment(\.widgetFamily, context.family)
    }

    /// No effect here: a preview's name in Xcode's canvas.
    public func previewDisplayName(_ name: String?) -> Self { self }
}
