/// How the terminal draws the pixels of a ``CellGrid/PicturePlacement``.
public enum PictureProtocol: String, Sendable, CaseIterable {
    /// kitty's graphics protocol (kitty, WezTerm, Ghostty, Konsole): `ESC _G … ESC \`.
    case kitty
    /// DEC sixels (xterm with `-ti vt340`, foot, mlterm, WezTerm, Windows Terminal).
    case sixel
    /// iTerm2's inline images (`ESC ]1337;File=…`), also WezTerm's.
    case iterm
    /// No pixels: the colored cells under each placement are what shows.
    case cells
}

/// The `--graphics` choice (or `HOMESCREEN_GRAPHICS`): `auto` asks the terminal, the others force
/// a protocol.
public enum GraphicsChoice: String, Sendable, CaseIterable {
    case auto, kitty, sixel, iterm, cells

    /// The forced protocol; nil for `auto`.
    public var forced: PictureProtocol? { PictureProtocol(rawValue: rawValue) }
}
