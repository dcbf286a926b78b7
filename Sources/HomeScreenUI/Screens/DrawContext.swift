import Foundation

/// What a screen draws with besides the model: the instant, and what the screens above say
/// about the grid below them.
struct DrawContext {
    /// The instant drawn.
    var now: Date
    /// True while edit mode is on the stack: the grid draws every tile's outline.
    var isEditing: Bool
    /// The status bar's key hints, from the top-most screen that gives them (nil: the grid's).
    var statusHint: String?
    /// Where the key hints drawn go, so a click on one is taken as its key.
    var hints = KeyHintMap()
}
