/// A shape in the archive: its outline and how it is filled or stroked.
public struct ShapeNode: Equatable, Sendable {
    /// The outline.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A rectangle (with a corner radius: rounded).
        case rectangle
        /// A rectangle with rounded corners (box-drawing arcs).
        case roundedRectangle
        /// A rectangle with fully rounded ends.
        case capsule
        /// A circle (as round as cells allow).
        case circle
        /// An ellipse filling the frame.
        case ellipse
        /// The widget's own rounded outline.
        case containerRelative
    }

    /// The outline.
    public var kind: Kind
    /// The fill color; nil when only stroked.
    public var fill: ColorValue?
    /// The stroke color; nil when only filled.
    public var stroke: ColorValue?
    /// In the accent group of the accented rendering mode (`widgetAccentable()`), recorded at
    /// resolution; the painter draws it in the theme's tint rather than the default group's color.
    public var accentable: Bool

    /// Creates a shape node.
    public init(kind: Kind, fill: ColorValue? = nil, stroke: ColorValue? = nil, accentable: Bool = false) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.accentable = accentable
    }

    /// True for outlines with rounded corners.
    public var isRounded: Bool { kind != .rectangle }
}
