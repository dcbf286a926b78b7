/// The one width function of homescreen: how many terminal cells text takes.
///
/// Every measurement (layout, wrapping, truncation, painting, the curses writer) goes through
/// here, so what the layout counts is what ncurses and the terminal draw. See
/// ``TerminalGrapheme`` for the model and its rewrites.
public enum DisplayWidth {
    /// Cells one grapheme cluster takes, after its stable rewrite.
    public static func of(_ character: Character) -> Int {
        TerminalGrapheme(character).width
    }

    /// Cells a string takes on one line (the sum over its clusters).
    ///
    /// ```swift
    /// DisplayWidth.of("abc")   // 3
    /// DisplayWidth.of("日本")  // 4
    /// DisplayWidth.of("👍🏽")   // 2 (drawn as 👍)
    /// ```
    public static func of(_ string: String) -> Int {
        var total = 0
        for character in string {
            total += of(character)
        }
        return total
    }

    /// The string as it will be drawn: every cluster in its stable form.
    public static func stableForm(of string: String) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string {
            result += TerminalGrapheme(character).text
        }
        return result
    }
}
