/// A command line split into an argument vector as a shell would split it, with none of a
/// shell's expansions: words are separated by spaces; single quotes keep everything inside,
/// double quotes keep everything but `\"` and `\\`, and a backslash outside quotes keeps the
/// next character. No variables, globs, pipes or redirections: `$HOME`, `*`, `|` and `>` are
/// plain characters.
public enum ArgumentVector {
    /// The words of `line`, or why it cannot be split (an unclosed quote).
    public static func split(_ line: String) -> Result<[String], ParameterError> {
        let (words, openQuote) = words(line[...])
        if let openQuote { return .failure(ParameterError(parameter: "command", message: "the \(openQuote) quote is not closed")) }
        return .success(words)
    }

    /// The words of `line` as ``split(_:)`` splits them, a last word whose quote is not
    /// closed among them, and that quote (nil: every quote is closed). For readers that take
    /// what they can, as xbar reads a plugin's parameters.
    public static func words(_ line: Substring) -> (words: [String], openQuote: Character?) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"), (nil, "\\"):
                escaped = true
                inWord = true
            case ("\"", _):
                word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if escaped { word.append("\\") }
        if inWord { words.append(word) }
        return (words, quote)
    }
}
