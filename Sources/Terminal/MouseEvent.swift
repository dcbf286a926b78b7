import CellGrid

/// A mouse action at a cell.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The primary button went down (or clicked: press and release in quick succession).
        case press
        /// The primary button went up.
        case release
        /// The primary button was clicked twice (or three times) in quick succession.
        case doubleClick
        /// The wheel turned up (away from the user).
        case scrollUp
        /// The wheel turned down (towards the user).
        case scrollDown
    }

    /// The cell under the pointer, from the top-left of the screen.
    public var position: CellPoint
    /// What happened.
    public var kind: Kind
    /// True for a ``Kind/press`` whose button is still down (the start of a drag, which a
    /// ``Kind/release`` ends); false for a click, pressed and released at once.
    public var buttonHeld: Bool

    /// Creates an event of `kind` at `position`.
    public init(position: CellPoint, kind: Kind, buttonHeld: Bool = false) {
        self.position = position
        self.kind = kind
        self.buttonHeld = buttonHeld
    }
}
