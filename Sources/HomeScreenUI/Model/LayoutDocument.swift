import Foundation
import HostIO
import WidgetEngine

/// The layout and everything about the file it lives in: where edits are saved (or why they
/// are not), the text last read or written (so the watcher tells the screen's own saves from
/// hand edits), the undo history and what removed instances showed.
struct LayoutDocument {
    /// The most layouts `u` can go back through.
    static let undoLimit = 50
    /// The most removed instances kept for undo.
    static let retiredLimit = 50

    /// The layout shown.
    var layout: HomeLayout {
        didSet { revision &+= 1 }
    }
    /// Counts the changes of ``layout``: what was worked out from one revision holds until
    /// the next.
    private(set) var revision = 0
    /// Where edits of the layout are saved (nil: they stay in memory, see ``unsavedReason``).
    var destination: URL?
    /// Why edits are not saved, when ``destination`` is nil: "layout not loaded from
    /// <file>: <reason>" while the file does not load.
    var unsavedReason: String?
    /// Why the last save failed (a read-only file), until a save succeeds.
    var saveFailure: String?
    /// The layout file watched for hand edits (also when it failed to load at start).
    var file: URL?
    /// The ``TextDigest`` of the layout file's text as the screen last read or wrote it: a
    /// change event whose text has it is the screen's own save, not a hand edit.
    var fileDigest: UInt64?
    /// Where a snapshot of each layout read from the file is kept, so the next start skips
    /// TOML (nil: none).
    var snapshots: LayoutSnapshots?
    /// Layouts before each edit, oldest first.
    private(set) var undo: [HomeLayout] = []
    /// What removed instances showed, so undo brings it back at once.
    private(set) var retired: [WidgetInstanceID: CachedInstance] = [:]
    private var retiredOrder: [WidgetInstanceID] = []

    init(layout: HomeLayout) {
        self.layout = layout
    }

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
