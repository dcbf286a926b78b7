/// What a ``GeometryReader``'s content knows of the reader's space, as in SwiftUI, in points
/// converted from cells (a cell is ``PointScale/pointsPerColumn`` wide and
/// ``PointScale/pointsPerRow`` tall).
public struct GeometryProxy: Sendable {
    /// The reader's size in points.
    public let size: CGSize
    /// Widgets have no safe area: always zero.
    public let safeAreaInsets = EdgeInsets()
    /// The reader's frame in the widget, in points from the widget's top-left corner.
    let globalFrame: CGRect

    init(size: CGSize, globalFrame: CGRect) {
        self.size = size
        self.globalFrame = globalFrame
    }

    /// The reader's frame in `coordinateSpace`: from its own origin for `.local`, from the
    /// widget's top-left corner otherwise (a widget has no named spaces of its own).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }
}

/// A coordinate space for ``GeometryProxy/frame(in:)``, as in SwiftUI.
public enum CoordinateSpace: Hashable {
    /// The widget's.
    case global
    /// The reader's own.
    case local
    /// A space named by `coordinateSpace(name:)`; read as the widget's.
    case named(AnyHashable)
}
