import Foundation
import WidgetEngine

/// What the home screen keeps for editing: edit mode, the undo history, the sheets open over
/// the screen, option look-ups under way, instances removed by edits and the layout file.
struct EditorState {
    /// The most layouts `u` can go back through.
    static let undoLimit = 50
    /// The most removed instances kept for undo.
    static let retiredLimit = 50

    /// True while edit mode is on.
    var isEditing = false
    /// True after `m`, until the direction of the neighbour to stack onto is pressed.
    var awaitsStackTarget = false
    /// Layouts before each edit, oldest first.
    private(set) var undo: [HomeLayout] = []
    /// The configuration sheet, while it is open.
    var configuration: ConfigurationSheet?
    /// A box of text (a stack's explanation), while it is open.
    var info: InfoSheet?
    /// Option look-ups waiting for the run loop.
    var optionRequests: [OptionsRequest] = []
    var nextOptionsToken: UInt64 = 1
    /// What removed instances showed, so undo brings it back at once.
    private(set) var retired: [WidgetInstanceID: CachedInstance] = [:]
    private var retiredOrder: [WidgetInstanceID] = []
    /// The layout file watched for hand edits (also when it failed to load at start).
    var layoutFile: URL?
    /// The layout file's text as the screen last read or wrote it: a change event whose text
    /// equals it is the screen's own save, not a hand edit.
    var layoutFileText: String?

    /// Remembers `layout` as the state before an edit.
    mutating func pushUndo(_ layout: HomeLayout) {
        undo.append(layout)
        if undo.count > Self.undoLimit { undo.removeFirst(undo.count - Self.undoLimit) }
    }

    /// The layout before the last edit, taken off the history.
    mutating func popUndo() -> HomeLayout? {
        undo.popLast()
    }

    /// Keeps what a removed instance showed.
    mutating func retire(_ cache: CachedInstance) {
        let id = cache.instance.id
        if retired.updateValue(cache, forKey: id) == nil { retiredOrder.append(id) }
        if retiredOrder.count > Self.retiredLimit { retired[retiredOrder.removeFirst()] = nil }
    }

    /// What a removed instance showed, taken back.
    mutating func unretire(_ id: WidgetInstanceID) -> CachedInstance? {
        retiredOrder.removeAll { $0 == id }
        return retired.removeValue(forKey: id)
    }
}
