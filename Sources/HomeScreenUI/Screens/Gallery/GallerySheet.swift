import Terminal
import WidgetEngine

/// The gallery sheet (`g`): every widget kind of every bundle with its name and description,
/// filtered as the user types after `/`; for the highlighted kind a preview in each of its
/// home screen families, one of them chosen with left and right.
///
/// This is the sheet's state and its key handling; ``GalleryScreen`` asks the engine for the
/// previews (placeholder first, then the snapshot, see ``GalleryPreview``) and draws it.
public struct GallerySheet: Sendable {
    /// One widget kind as the gallery lists it.
    public struct Entry: Equatable, Sendable {
        public var kind: String
        public var displayName: String
        public var description: String
        /// The families it can be added in: its supported families that take slots on a page
        /// of the device (lock screen families and families wider than the page are left out).
        public var families: [WidgetFamily]
    }

    /// What a key asks of the home screen.
    public enum Action: Equatable, Sendable {
        /// Nothing changed.
        case none
        /// The sheet changed (filter, highlight, family): draw again.
        case changed
        /// Close the sheet.
        case close
        /// Add a widget of `kind` in `family` and close the sheet.
        case add(kind: String, family: WidgetFamily)
        /// The key is not the gallery's (the home screen may use it: `p`, `P`, `?`).
        case unhandled
    }

    /// A preview's identity: a kind in a family.
    struct PreviewKey: Hashable, Sendable {
        var kind: String
        var family: WidgetFamily
    }

    /// Every kind of the catalog, in registration order.
    public let entries: [Entry]
    /// The search text typed after `/` (matched, ignoring case, against the name, the kind
    /// and the description).
    public private(set) var filter = ""
    /// True while keys type into the search text (from `/` to Enter or Esc).
    public private(set) var isTyping = false
    /// The kind highlighted in the list (nil when nothing matches).
    public private(set) var highlightedKind: String?
    /// The family chosen for the highlighted kind.
    public private(set) var family: WidgetFamily?
    /// Previews by kind and family, kept while the sheet is open.
    var previews: [PreviewKey: GalleryPreview] = [:]

    /// A sheet listing every kind of `catalog` that `profile` can show, in the families whose
    /// footprint fits `room` slots (by default the device's page; the home screen passes the
    /// slots the terminal shows, so a family that cannot be shown is never offered).
    public init(catalog: WidgetCatalog, profile: DeviceProfile, room: CellSize? = nil) {
        let room = room ?? profile.grid
        entries = catalog.descriptors.map { descriptor in
            let families = WidgetFamily.allCases.filter { family in
                let footprint = profile.footprint(of: family)
                return descriptor.supports(family) && !family.isAccessory
                    && footprint.width <= room.width && footprint.height <= room.height
            }
            return Entry(
                kind: descriptor.kind, displayName: descriptor.displayName, description: descriptor.description,
                families: families)
        }
        highlightedKind = entries.first?.kind
        family = entries.first?.families.first
    }

    /// The entries the search text matches, in catalog order.
    public var matches: [Entry] {
        let needle = filter.lowercased()
        guard !needle.isEmpty else { return entries }
        return entries.filter {
            $0.displayName.lowercased().contains(needle) || $0.kind.lowercased().contains(needle)
                || $0.description.lowercased().contains(needle)
        }
    }

    /// The highlighted entry.
    public var highlighted: Entry? {
        entries.first { $0.kind == highlightedKind }
    }

    /// Handles one key.
    public mutating func handle(_ key: Key) -> Action {
        if isTyping, let action = type(key) { return action }
        switch key {
        case .escape:
            return .close
        case .character("/"):
            isTyping = true
        case .up, .character("k"): moveHighlight(by: -1)
        case .down, .character("j"): moveHighlight(by: 1)
        case .pageUp: moveHighlight(by: -5)
        case .pageDown: moveHighlight(by: 5)
        case .home: moveHighlight(by: -matches.count)
        case .end: moveHighlight(by: matches.count)
        case .left, .character("h"): moveFamily(by: -1)
        case .right, .character("l"): moveFamily(by: 1)
        case .backspace where !filter.isEmpty:
            filter.removeLast()
            keepHighlightInMatches()
        case .enter:
            guard let kind = highlightedKind, let family else { return .none }
            return .add(kind: kind, family: family)
        default:
            return .unhandled
        }
        return .changed
    }

    /// Pasted text: into the search text (starting it when it is not being typed), each line
    /// break a space.
    public mutating func paste(_ text: String) {
        isTyping = true
        filter += text.map { $0.isNewline ? " " : String($0) }.joined()
        keepHighlightInMatches()
    }

    /// Keys while typing the search text: characters and Backspace edit it, Enter and Esc end
    /// typing (the filter stays); arrows still move. Nil: not a typing key.
    private mutating func type(_ key: Key) -> Action? {
        switch key {
        case let .character(character):
            filter.append(character)
        case .backspace:
            if !filter.isEmpty { filter.removeLast() }
        case .enter, .escape:
            isTyping = false
            return .changed
        default:
            return nil
        }
        keepHighlightInMatches()
        return .changed
    }

    /// Highlights `kind` (a click on its row), when it is among the matches.
    public mutating func highlight(kind: String) {
        guard let entry = matches.first(where: { $0.kind == kind }) else { return }
        highlight(entry)
    }

    /// Chooses `family` for the highlighted kind (a click on its tab), when it comes in it.
    public mutating func choose(_ family: WidgetFamily) {
        guard highlighted?.families.contains(family) == true else { return }
        self.family = family
    }

    private mutating func moveHighlight(by delta: Int) {
        let matches = self.matches
        guard !matches.isEmpty else { return }
        let current = matches.firstIndex { $0.kind == highlightedKind } ?? 0
        highlight(matches[min(max(0, current + delta), matches.count - 1)])
    }

    private mutating func moveFamily(by delta: Int) {
        guard let families = highlighted?.families, !families.isEmpty else { return }
        let current = families.firstIndex { $0 == family } ?? 0
        family = families[min(max(0, current + delta), families.count - 1)]
    }

    /// After the search text changed: the highlight stays when it still matches, else moves
    /// to the first match (none when nothing matches).
    private mutating func keepHighlightInMatches() {
        let matches = self.matches
        if let current = matches.first(where: { $0.kind == highlightedKind }) {
            highlight(current)
        } else if let first = matches.first {
            highlight(first)
        } else {
            highlightedKind = nil
            family = nil
        }
    }

    /// Highlights `entry`, keeping the chosen family when it comes in it.
    private mutating func highlight(_ entry: Entry) {
        highlightedKind = entry.kind
        if let family, entry.families.contains(family) { return }
        family = entry.families.first
    }
}
