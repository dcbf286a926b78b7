import Foundation
import WidgetEngine

/// The controls row's state: each control of the layout's row with the template it last
/// gave, a toggle drawn flipped while its press runs, and the last failure; which control
/// the keyboard is on.
struct ControlsRow {
    /// One control of the row.
    struct Slot: Equatable {
        /// Its kind, as the layout file names it.
        var kind: String
        /// Its template for its last value (nil until the first comes).
        var template: ControlTemplate?
        /// Why its value or its last press failed, for the user (the `!` after it): a press's
        /// failure stays until a press succeeds, a value's until a value comes.
        var failure: String?
        /// True when ``failure`` is the value's.
        var valueFailed = false
        /// A toggle's state drawn while its press runs (flipped at once; back on failure).
        var pressedIsOn: Bool?
        /// True while its press runs (a second press waits for it to end).
        var pressing = false
        /// True while its value is being asked for.
        var asking = false
        /// True when its value is to be asked for again (after a press, or a reload request);
        /// the last template stays drawn meanwhile.
        var needsValue = false
        /// The parameter values its value was last asked with.
        var configuration: ConfigValues = [:]

        /// The template as drawn: a toggle being pressed shows its new state.
        var shown: ControlTemplate? {
            guard let template else { return nil }
            return pressedIsOn.map { template.showing(isOn: $0) } ?? template
        }
    }

    /// The controls, left to right.
    private(set) var slots: [Slot] = []
    /// The control the keyboard is on while the row has the focus (`C`).
    var focus: Int?

    /// Follows the layout's row: controls kept keep their state, new ones start empty.
    mutating func arrange(_ kinds: [String]) {
        guard kinds != slots.map(\.kind) else { return }
        let old = Dictionary(slots.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
        slots = kinds.map { old[$0] ?? Slot(kind: $0) }
        if let focus { self.focus = slots.isEmpty ? nil : min(focus, slots.count - 1) }
    }

    /// Changes the slot of `kind` (if it is still in the row).
    mutating func update(_ kind: String, _ change: (inout Slot) -> Void) {
        guard let index = slots.firstIndex(where: { $0.kind == kind }) else { return }
        change(&slots[index])
    }

    /// Marks every control of `kinds` (all when nil) as wanting its value again.
    mutating func forget(_ kinds: Set<String>?) {
        for index in slots.indices where kinds?.contains(slots[index].kind) ?? true {
            slots[index].needsValue = true
        }
    }
}
