/// A shape, as in SwiftUI: drawn filled with the foreground style unless told otherwise.
///
/// In cells, fills are background color; strokes are box-drawing lines, with arcs at the
/// corners of rounded shapes.
public protocol Shape: View, Sendable where Body == _ShapeView {
    /// The outline this shape draws.
    var shapeKind: ShapeNode.Kind { get }
}

extension Shape {
    /// The shape, filled with the foreground style.
    public var body: _ShapeView { _ShapeView(kind: shapeKind, fill: nil, stroke: nil) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView {
        _ShapeView(kind: shapeKind, fill: style.colorValue, stroke: nil)
    }

    /// The shape's outline drawn in `style`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(kind: shapeKind, fill: nil, stroke: style.colorValue)
    }

    /// The shape's outline drawn inside its bounds in `style` (the same as `stroke` in cells).
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(style, lineWidth: lineWidth)
    }
}

/// A shape with its fill or stroke decided.
public struct _ShapeView: View, Sendable {
    /// A primitive: it resolves itself into archive nodes and has no body.
    public typealias Body = Never
    let kind: ShapeNode.Kind
    let fill: ColorValue?
    let stroke: ColorValue?

    /// The same shape also outlined in `style` (as `.fill(...).stroke(...)` on iOS 17).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(kind: kind, fill: fill, stroke: style.colorValue)
    }
}

extension _ShapeView: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var fill = fill
        if fill == nil && stroke == nil { fill = environment.foregroundStyle ?? .primary }
        return [ViewNode(.shape(ShapeNode(kind: kind, fill: fill, stroke: stroke, accentable: environment.isWidgetAccentable)))]
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    /// A rectangle.
    public var shapeKind: ShapeNode.Kind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner radius in points; any radius rounds the corners of the outline.
    public var cornerRadius: CGFloat
    /// The corner size in points, across and down (a radius's is the radius both ways).
    public var cornerSize: CGSize
    /// A rectangle with corners of `cornerRadius` points (arcs when it is not 0).
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    /// A rectangle whose corners are rounded by `cornerSize` (points across and down); any
    /// non-zero size rounds the corners of the outline, as a radius does.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = max(cornerSize.width, cornerSize.height)
        self.cornerSize = cornerSize
    }
    /// A rounded rectangle, or a plain one without a radius.
    public var shapeKind: ShapeNode.Kind { cornerRadius > 0 ? .roundedRectangle : .rectangle }
}

/// The corner styles of SwiftUI (they look the same in cells).
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A rectangle whose short ends are fully rounded.
public struct Capsule: Shape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// A capsule.
    public var shapeKind: ShapeNode.Kind { .capsule }
}

/// A circle, as round as cells allow (twice as many columns as rows).
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// A circle.
    public var shapeKind: ShapeNode.Kind { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// An ellipse.
    public var shapeKind: ShapeNode.Kind { .ellipse }
}

/// The shape of the widget's own container, rounded.
public struct ContainerRelativeShape: Shape {
    /// The shape of the widget's container.
    public init() {}
    /// The container's shape.
    public var shapeKind: ShapeNode.Kind { .containerRelative }
}
