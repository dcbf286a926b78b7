// Accessibility and life-cycle modifiers SwiftUI widgets use. A terminal home screen has no
// screen reader to hand labels to, and a widget's view is evaluated once into an archive, so
// it never appears or disappears as an app's view does (on iOS, widget views do not run
// `onAppear` reliably either): these keep iOS code compiling and change nothing drawn.
extension View {
    /// No visible effect: hides the view from assistive technologies, which a terminal home
    /// screen has none of.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// No visible effect: accessibility labels are not shown.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// No visible effect: accessibility values are not shown.
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// No effect: a widget's view never appears as an app's does; `action` is not called.
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    /// No effect: a widget's view never disappears as an app's does; `action` is not called.
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
}
