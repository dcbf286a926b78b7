/// Encodes a buffer as text with ANSI SGR escape sequences, for `homescreen render --color`.
public struct ANSIEncoder: Sendable {
    /// The colors the output may use.
    public var depth: ColorDepth

    /// Creates an encoder for `depth`.
    public init(depth: ColorDepth) {
        self.depth = depth
    }

    /// The buffer as lines of styled text, each ending in a reset, joined by newlines.
    public func encode(_ buffer: CellBuffer) -> String {
        var out = ""
        for y in 0..<buffer.size.height {
            var current: CellStyle? = nil
            for x in 0..<buffer.size.width {
                guard let cell = buffer[x, y], !cell.isContinuation else { continue }
                if cell.style != current {
                    out += sgr(for: cell.style)
                    current = cell.style
                }
                out += cell.grapheme
            }
            out += "\u{1B}[0m"
            if y + 1 < buffer.size.height { out += "\n" }
        }
        return out
    }

    /// The escape sequence that sets `style` from scratch.
    public func sgr(for style: CellStyle) -> String {
        var codes = ["0"]
        let attributes: [(TextAttributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"), (.strikethrough, "9"),
        ]
        for (attribute, code) in attributes where style.attributes.contains(attribute) {
            codes.append(code)
        }
        if let foreground = depth.reduce(style.foreground) {
            codes.append(colorCode(foreground, background: false))
        }
        if let background = depth.reduce(style.background) {
            codes.append(colorCode(background, background: true))
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private func colorCode(_ color: TerminalColor, background: Bool) -> String {
        switch color {
        case .default:
            return background ? "49" : "39"
        case let .ansi(index):
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            return String(base + Int(index % 8))
        case let .indexed(index):
            return (background ? "48;5;" : "38;5;") + String(index)
        case let .rgb(r, g, b):
            return (background ? "48;2;" : "38;2;") + "\(r);\(g);\(b)"
        }
    }
}
