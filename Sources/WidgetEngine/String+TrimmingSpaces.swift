extension StringProtocol {
    /// The text without the spaces and tabs at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives (tab and the Unicode space separators),
    /// without its trip through `NSString`, which cost a first start about half a millisecond
    /// in theme colors and clock zones alone.
    package func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpace }) else { return "" }
        guard let last = scalars.lastIndex(where: { !$0.isSpace }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}

extension Unicode.Scalar {
    /// A tab or a space separator (`Zs`): Foundation's `CharacterSet.whitespaces`.
    fileprivate var isSpace: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }
}
