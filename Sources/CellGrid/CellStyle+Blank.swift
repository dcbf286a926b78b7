extension CellStyle {
    /// Attributes that show on a blank cell: a space shows its background, and its foreground
    /// only through these.
    static let visibleOnBlank: TextAttributes = [.underline, .reverse, .strikethrough]

    /// The style to write a blank cell (a space) of this style in, right after a cell of
    /// `previous`: the same look, with the foreground and the invisible attributes (bold, dim,
    /// italic) of `previous`, so the terminal receives no attribute change for it. Erasing a
    /// tile's outline on the wallpaper otherwise costs `ESC[39;49m ESC[48;5;16m` before each
    /// space (the default foreground can only be set together with the default background).
    /// Unchanged when an attribute that shows on a blank is involved, or after nothing.
    public func forBlank(after previous: CellStyle?) -> CellStyle {
        guard let previous, attributes.isDisjoint(with: Self.visibleOnBlank),
            previous.attributes.isDisjoint(with: Self.visibleOnBlank)
        else { return self }
        return CellStyle(foreground: previous.foreground, background: background, attributes: previous.attributes)
    }
}
