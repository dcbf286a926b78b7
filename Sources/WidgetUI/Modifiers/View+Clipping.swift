extension View {
    /// The view clipped to its frame, as in SwiftUI.
    ///
    /// Every view is drawn within its frame in cells already, except a view with a negative
    /// padding, which draws past its padded frame: `clipped()` cuts that overflow. It is
    /// archived as a frame with no bounds (a `frame` node that takes its content's size).
    public consuming func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _WrapModifier> {
        modifier(_WrapModifier { _ in .frame(FrameNode()) })
    }
}
