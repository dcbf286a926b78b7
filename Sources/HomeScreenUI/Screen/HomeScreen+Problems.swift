import CellGrid
import Foundation

extension HomeScreen {
    /// Everything wrong that the screen works around, in full: a layout file that did not load
    /// (edits stay in memory, unsaved, until it does), a save that failed, a theme or settings
    /// file that was skipped. While there is one, the status bar keeps a mark; `!` shows them.
    public var problems: [String] {
        var list: [String] = []
        if layoutDestination == nil, let reason = layoutUnsavedReason { list.append("Edits are not saved: \(reason)") }
        if let saveFailure { list.append(saveFailure) }
        return list + startupProblems
    }

    /// The status bar's mark while there are problems: how many, and the key that shows them.
    var problemMark: String? {
        let count = problems.count
        guard count > 0 else { return nil }
        return "⚠ \(count) problem\(count == 1 ? "" : "s") (!)"
    }

    /// `!`: opens the box of problems, or says there are none.
    func toggleProblems(at now: Date) {
        if problems.isEmpty {
            showsProblems = false
            showToast("No problems: the layout is the file's and every theme loaded", at: now)
        } else {
            showsProblems.toggle()
        }
    }

    /// The problems box's lines: each problem wrapped to the screen, with a blank line between.
    func problemLines() -> [String] {
        let width = max(20, screenSize.width - 6)
        var lines = ["problems (! or Esc closes)"]
        for problem in problems {
            lines.append("")
            lines += Self.wrap(problem, width: width)
        }
        return lines
    }

    /// `text` in lines of at most `width` cells, broken at spaces where possible.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            let candidate = line.isEmpty ? word : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            // A word longer than a line (a path) is cut into pieces.
            while DisplayWidth.of(word) > width {
                var piece = ""
                for character in word {
                    if DisplayWidth.of(piece + String(character)) > width { break }
                    piece.append(character)
                }
                if piece.isEmpty { break }
                lines.append(piece)
                word.removeFirst(piece.count)
            }
            line = word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
