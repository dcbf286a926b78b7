/// Something the terminal reported: a key, a mouse action, or a change of size.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse action (only while ``Terminal/mouseEnabled`` is true).
    case mouse(MouseEvent)
    /// The terminal changed size: call ``Terminal/handleResize()``, then redraw.
    case resize
}
