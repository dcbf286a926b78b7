/// Where a container background goes, as in WidgetKit.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    /// The widget's own background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// The URL opened when the widget is chosen outside any `Link`. With several in one
    /// widget, the first in reading order wins (and a warning is logged by the host).
    public func widgetURL(_ url: URL?) -> some View {
        Group {
            if let url {
                self.modifier(_WrapModifier { _ in .widgetURL(url) })
            } else {
                self
            }
        }
    }

    /// The widget's background (iOS 17): drawn behind the whole tile, under the content margins.
    public consuming func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> ModifiedContent<
        Self, _SecondaryModifier<Rectangle._Filled>
    > {
        modifier(_SecondaryModifier(kind: .containerBackground, secondary: Rectangle._Filled(kind: .rectangle, color: style.colorValue)))
    }

    /// Puts the view and everything inside it in the accent group (`true`) or back in the
    /// default group (`false`) of the accented rendering mode: on a tinted home screen the
    /// accent group is drawn in the theme's tint, the rest in its primary color. Recorded on
    /// the archive's leaves; no effect in the other modes.
    public consuming func widgetAccentable(_ accentable: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        transformEnvironment { $0.isWidgetAccentable = accentable }
    }

    /// A view as the widget's background (iOS 17).
    public consuming func containerBackground<Background: View>(
        for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self, _SecondaryModifier<Background>> {
        modifier(_SecondaryModifier(kind: .containerBackground, secondary: content()))
    }
}

// SwiftUI modifiers with no visible effect in a terminal, so iOS widget code compiles unchanged.
extension View {
    /// No effect: cells cannot be rounded.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
    /// No effect: terminals have no shadows.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    /// No effect: glyphs cannot be scaled.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    /// No effect: transitions are not animated.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// No effect: accessibility labels are not shown.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// No effect: identity does not matter to a static archive.
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
    /// No effect: glyph images keep their size.
    public func imageScale(_ scale: Image.Scale) -> Self { self }
}

/// SwiftUI's fill style (no effect in cells).
public struct FillStyle: Sendable {
    /// A fill style; cells are filled whole whatever it says.
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// SwiftUI's content modes: fit in the offer, or fill it (see `aspectRatio(_:contentMode:)`).
public enum ContentMode: Sendable { case fit, fill }

/// SwiftUI's content transitions (not animated here).
public struct ContentTransition: Sendable {
    /// No transition.
    public static let identity = ContentTransition()
    /// A fade (drawn at once here).
    public static let opacity = ContentTransition()
    /// An interpolation (drawn at once here).
    public static let interpolate = ContentTransition()
    /// Digits rolling up or down (drawn at once here).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
