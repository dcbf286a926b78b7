extension View {
    /// `style` filling the view's bounds behind it.
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, _SecondaryModifier<Rectangle._Filled>
    > {
        modifier(_SecondaryModifier(kind: .background(.center), secondary: Rectangle._Filled(kind: .rectangle, color: style.colorValue)))
    }

    /// `color` filling the view's bounds behind it.
    ///
    /// A `Color` is both a `ShapeStyle` and a `View`, so `.background(Color.red)` matched the
    /// style form and the pre-iOS 15 view form equally and did not compile; this form, for a
    /// color exactly, is chosen over both (as SwiftUI resolves it), and `.background(.red)`
    /// reads as this color too.
    public consuming func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, _SecondaryModifier<Rectangle._Filled>
    > {
        modifier(_SecondaryModifier(kind: .background(.center), secondary: Rectangle._Filled(kind: .rectangle, color: color.colorValue)))
    }

    /// `style` filling `shape` behind the view.
    public consuming func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedContent<
        Self, _SecondaryModifier<Rectangle._Filled>
    > {
        modifier(
            _SecondaryModifier(kind: .background(.center), secondary: Rectangle._Filled(kind: shape.shapeKind, color: style.colorValue)))
    }

    /// A view behind this one, sized to it.
    public consuming func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background)
        -> ModifiedContent<Self, _SecondaryModifier<Background>>
    {
        modifier(_SecondaryModifier(kind: .background(alignment), secondary: content()))
    }

    /// A view behind this one, sized to it (the pre-iOS 15 form).
    public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryModifier<Background>
    > {
        modifier(_SecondaryModifier(kind: .background(alignment), secondary: background))
    }

    /// `style` filling the view's bounds over it.
    public consuming func overlay<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _SecondaryModifier<Rectangle._Filled>> {
        modifier(_SecondaryModifier(kind: .overlay(.center), secondary: Rectangle._Filled(kind: .rectangle, color: style.colorValue)))
    }

    /// `color` filling the view's bounds over it (the color form is chosen over the style and
    /// view forms, which a `Color` matches equally; see ``background(_:ignoresSafeAreaEdges:)``).
    public consuming func overlay(_ color: Color) -> ModifiedContent<Self, _SecondaryModifier<Rectangle._Filled>> {
        modifier(_SecondaryModifier(kind: .overlay(.center), secondary: Rectangle._Filled(kind: .rectangle, color: color.colorValue)))
    }

    /// A view over this one, sized to it.
    public consuming func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<
        Self, _SecondaryModifier<Overlay>
    > {
        modifier(_SecondaryModifier(kind: .overlay(alignment), secondary: content()))
    }

    /// A view over this one, sized to it (the pre-iOS 15 form).
    public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<
        Self, _SecondaryModifier<Overlay>
    > {
        modifier(_SecondaryModifier(kind: .overlay(alignment), secondary: overlay))
    }
}

extension Rectangle {
    /// A shape filled with a color, used by the style forms of `background` and `overlay`.
    public struct _Filled: View {
        /// A primitive: it resolves itself into archive nodes and has no body.
        public typealias Body = Never
        let kind: ShapeNode.Kind
        let color: ColorValue
    }
}

extension Rectangle._Filled: PrimitiveView {
    /// Resolves the view into archive nodes (the framework calls it; widget code never does).
    public static func _makeNodes(_ view: Self, in environment: EnvironmentValues, into nodes: inout [ViewNode]) {
        nodes.append(contentsOf: view.makeNodes(in: environment))
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [ViewNode(.shape(ShapeNode(kind: kind, fill: color, accentable: environment.isWidgetAccentable)))]
    }
}
