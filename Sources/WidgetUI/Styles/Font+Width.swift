/// Font designs and widths, as in SwiftUI (iOS 16). A terminal draws every character in its
/// own one font, so both are accepted and have no visible effect: `.monospaced` already holds,
/// and serif, rounded, condensed or expanded glyphs cannot be chosen per cell.
extension Font {
    /// Widths of a font's glyphs.
    public struct Width: Hashable, Sendable {
        /// A width from -1 (compressed) through 0 (standard) to 1 (expanded).
        public var value: CGFloat

        /// A width from -1 (compressed) through 0 (standard) to 1 (expanded).
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest named width (as SwiftUI's value).
        public static let compressed = Width(-0.3)
        /// Narrower than standard.
        public static let condensed = Width(-0.2)
        /// The font's own width.
        public static let standard = Width(0)
        /// Wider than standard.
        public static let expanded = Width(0.2)
    }

    /// No visible effect in a terminal: its font has one width.
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// No visible effect in a terminal: its font has one design.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// No visible effect in a terminal: its font has one width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// No visible effect in a terminal: its font has one design.
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    /// No visible effect in a terminal: its font has one width.
    public func fontWidth(_ width: Font.Width?) -> Self { self }
}
