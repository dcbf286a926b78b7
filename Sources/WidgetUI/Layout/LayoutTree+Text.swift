import CellGrid

/// Text in the layout tree: the prepared forms of a text node, measuring them, and live text
/// formatted again in place as time passes.
extension LayoutTree {
    /// A text node's prepared text, and where its block-digit rows are when its font asks for
    /// them (short numerals in a large font).
    struct TextEntry {
        var layout: TextLayout
        var blockDigits: (index: Int, rows: Int, width: Int)?
        /// The text with its live dates in their narrow form ("Kick-off in 9m 9s" for "Kick-off
        /// in 9 min, 9 sec"), shown where the full form would be cut and this one is whole; nil
        /// when no run has a narrow form (``TextContent/hasNarrowForm``).
        var narrow: TextLayout?

        /// The form placed: the narrow one when `narrow` (and there is one), else the full one.
        func shown(narrow showsNarrowForm: Bool) -> TextLayout {
            showsNarrowForm ? (narrow ?? layout) : layout
        }
    }

    // MARK: Live text

    /// Formats every live text again for `formatter`'s instant, in place, when the new text
    /// takes the room the old one did, cluster for cluster (a timer's next second): the tree's
    /// measurements, frames and lines then stay right and only painting is needed. Returns the
    /// nodes whose text changed and the timer bars, or nil when some text does not fit its old room; the tree is
    /// then to be built anew (some texts may already hold the new instant's text).
    func refreshLiveText(formatter: DateTextFormatter) -> [Int]? {
        var changed = timerBars
        for live in liveTexts {
            guard case let .text(text) = kinds[live.node] else { return nil }
            let entry = texts[live.text]
            guard var replaced = store.replaceText(entry.layout, with: text, formatter: formatter) else { return nil }
            if let narrow = entry.narrow {
                // Both forms keep their shapes, so the form chosen at placing stays the one a
                // new layout would choose.
                guard let narrowReplaced = store.replaceText(narrow, with: text, formatter: formatter, narrow: true) else { return nil }
                replaced = replaced || narrowReplaced
            }
            guard replaced else { continue }
            changed.append(live.node)
            // Block digits were chosen for the old text's digits: the new ones must be
            // block digits too, in as many rows and columns.
            guard text.prefersBlockDigits, entry.layout.paragraphCount == 1 else { continue }
            let rows = BlockDigits.rows(for: store.string(entry.layout.clusterRange))
            switch (entry.blockDigits, rows) {
            case (nil, nil):
                continue
            case let (digits?, rows?) where rows.count == digits.rows && DisplayWidth.of(rows[0]) == digits.width:
                blockRows[digits.index] = rows
            default:
                return nil
            }
        }
        return changed
    }

    /// Whether some live text is shown cut, as placed ("9 m…"): then a change of its text
    /// may not show at all. Block digits are never cut.
    var cutsLiveText: Bool {
        liveTexts.contains { live in
            !nodes[live.node].showsBlockDigits && lines[nodes[live.node].lines].contains { $0.ellipsis != .none }
        }
    }

    // MARK: Measuring text

    func textSize(_ text: Int, proposal: ProposedSize) -> CellSize {
        if showsBlockDigits(text, proposal: proposal), let digits = texts[text].blockDigits {
            return CellSize(width: digits.width, height: digits.rows)
        }
        let layout = texts[text].shown(narrow: showsNarrowForm(text, width: proposal.width, maxRows: proposal.height))
        return layout.size(width: proposal.width, maxRows: proposal.height, in: store, scratch: &scratchLines)
    }

    /// Whether text `text` shows its narrow form at a width and rows: the full form would be
    /// cut there ("Kick-off in 9 min…") and the narrow one is whole ("Kick-off in 9m 9s").
    /// Otherwise the full form shows, cut if need be: a room too narrow for either shows the
    /// words a wider one would.
    func showsNarrowForm(_ text: Int, width: Int?, maxRows: Int?) -> Bool {
        guard let narrow = texts[text].narrow else { return false }
        return !texts[text].layout.isWhole(width: width, maxRows: maxRows, in: store, scratch: &scratchLines)
            && narrow.isWhole(width: width, maxRows: maxRows, in: store, scratch: &scratchLines)
    }

    /// Block digits when the font is large, the text is short numerals and they fit.
    func showsBlockDigits(_ text: Int, proposal: ProposedSize) -> Bool {
        guard let digits = texts[text].blockDigits else { return false }
        if let width = proposal.width, width < digits.width { return false }
        if let height = proposal.height, height < digits.rows { return false }
        return true
    }
}
