/// SwiftUI's preview declarations, so iOS code with previews compiles unchanged.
/// `Type.previews` can be rendered like any view (`ViewRenderer`, or WidgetEngine's
/// `WidgetRenderer` with a widget family).
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is drawn at in Xcode's canvas, as in SwiftUI.
public enum PreviewLayout: Sendable {
    /// The preview device's screen.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// No effect here: a preview's name in Xcode's canvas.
    public func previewDisplayName(_ name: String?) -> Self { self }
    /// No effect here: previews are drawn at the size of the widget family they are rendered
    /// for (`previewContext`), not at a canvas layout.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
}
