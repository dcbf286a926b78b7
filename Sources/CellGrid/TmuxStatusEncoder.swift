/// Encodes a row of cells as text for tmux's status line: styles as tmux's markup
/// (`#[fg=#ff9f0a,bold]`, `#[default]`), for `#(homescreen status)` in `status-right`.
///
/// What widgets drew never reaches tmux raw: a grapheme holding a control character
/// (C0, DEL, C1: an escape sequence, a newline) becomes `?`, and `#` becomes `##`, so widget
/// text can start no markup, format or command of tmux's. Backgrounds are left to the status
/// line's own style; blanks before and after the text are dropped.
public struct TmuxStatusEncoder: Sendable {
    /// The colors the output may use.
    public var depth: ColorDepth
    /// Foregrounds written as the status line's own (`default`): the palette's primary text.
    public var plainForegrounds: Set<TerminalColor>
    /// False for plain text: no markup, `#` as it is (control characters are still replaced).
    public var marksUp: Bool

    /// An encoder for `depth` that writes `plainForegrounds` as tmux's default foreground
    /// (with `marksUp` false: plain text).
    public init(depth: ColorDepth, plainForegrounds: Set<TerminalColor> = [], marksUp: Bool = true) {
        self.depth = depth
        self.plainForegrounds = plainForegrounds
        self.marksUp = marksUp
    }

    /// Row `y` of `buffer` as one line of tmux markup (no newline).
    public func encode(_ buffer: CellBuffer, row y: Int = 0) -> String {
        var cells: [Cell] = []
        for x in 0..<buffer.size.width {
            if let cell = buffer[x, y], !cell.isContinuation { cells.append(cell) }
        }
        // Inline text is centred in its row: the status line places it itself.
        while let last = cells.last, last.grapheme == " " { cells.removeLast() }
        cells = Array(cells.drop { $0.grapheme == " " })
        var out = ""
        var current = ""
        for cell in cells {
            let markup = marksUp ? self.markup(for: cell.style) : ""
            if markup != current {
                out += "#[default]" + markup
                current = markup
            }
            out += Self.escaped(cell.grapheme, markup: marksUp)
        }
        if !current.isEmpty { out += "#[default]" }
        return out
    }

    /// The markup that sets `style` after `#[default]` (empty: the status line's own style).
    public func markup(for style: CellStyle) -> String {
        var parts: [String] = []
        if !plainForegrounds.contains(style.foreground), let color = depth.reduce(style.foreground), let name = Self.name(of: color) {
            parts.append("fg=" + name)
        }
        let attributes: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italics"), (.underline, "underscore"), (.reverse, "reverse"),
            (.strikethrough, "strikethrough"),
        ]
        for (attribute, name) in attributes where style.attributes.contains(attribute) { parts.append(name) }
        return parts.isEmpty ? "" : "#[" + parts.joined(separator: ",") + "]"
    }

    /// tmux's name of `color` (nil: the default color, left to the status line).
    static func name(of color: TerminalColor) -> String? {
        switch color {
        case .default: return nil
        case let .ansi(index): return "colour\(index % 16)"
        case let .indexed(index): return "colour\(index)"
        case let .rgb(r, g, b): return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }

    /// `grapheme` safe for tmux: `#` doubled (in markup), a control character anywhere in it `?`.
    static func escaped(_ grapheme: String, markup: Bool) -> String {
        if grapheme.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return "?" }
        // `#` is never combining: in a cluster (a keycap, `#️⃣`) it can only come first.
        return markup && grapheme.unicodeScalars.first == "#" ? "#" + grapheme : grapheme
    }
}
