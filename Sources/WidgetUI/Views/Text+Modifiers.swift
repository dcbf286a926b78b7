/// Text-only modifiers: they return `Text`, so styled texts can be joined with `+`.
extension Text {
    /// The text's color.
    public func foregroundColor(_ color: Color?) -> Text {
        modifyingSegments { $0.foreground = color?.colorValue }
    }

    /// The text's style (a color or `.secondary`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modifyingSegments { $0.foreground = style.colorValue }
    }

    /// The text's font.
    public func font(_ font: Font?) -> Text {
        modifyingSegments { $0.font = font }
    }

    /// The text's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingSegments { $0.weight = weight }
    }

    /// Bold text.
    public func bold() -> Text { bold(true) }

    /// Bold text when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? modifyingSegments { $0.weight = .bold } : self
    }

    /// Italic text.
    public func italic() -> Text { italic(true) }

    /// Italic text when `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? modifyingSegments { $0.attributes.insert(.italic) } : self
    }

    /// Underlined text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? modifyingSegments { $0.attributes.insert(.underline) } : self
    }

    /// Struck-through text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? modifyingSegments { $0.attributes.insert(.strikethrough) } : self
    }

    /// No visible effect in a terminal: digits are always fixed width.
    public func monospacedDigit() -> Text { self }
    /// No visible effect in a terminal.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// No visible effect in a terminal.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// No visible effect in a terminal.
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
}
