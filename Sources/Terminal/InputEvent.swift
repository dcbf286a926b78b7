import CellGrid

/// Something the terminal reported: a key, a mouse action, pasted text, or a change of size.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse action (only while ``Terminal/mouseEnabled`` is true).
    case mouse(MouseEvent)
    /// Text pasted into the terminal (bracketed paste, its brackets taken off): meant to be
    /// typed where text is typed, never taken as commands.
    case paste(String)
    /// The terminal changed size: call ``Terminal/handleResize()``, then redraw.
    case resize
    /// The terminal's background color, its answer to ``Terminal/queryBackgroundColor()``.
    case backgroundColor(TerminalColor)
    /// The terminal window gained focus (reported while ``Terminal/reportsFocus`` is on).
    case focusIn
}
