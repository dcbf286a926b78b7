/// A command line split into an argument vector as a shell would split it, with none of a
/// shell's expansions: words are separated by spaces; single quotes keep everything inside,
/// double quotes keep everything but `\"` and `\\`, and a backslash outside quotes keeps the
/// next character. No variables, globs, pipes or redirections: `$HOME`, `*`, `|` and `>` are
/// plain characters.
public enum ArgumentVector {
    /// The words of `line`, or why it cannot be split (an unclosed quote).
    public static func split(_ line: String) -> Result<[String], ParameterError> {
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
        if let quote { return .failure(ParameterError(parameter: "command", message: "the \(quote) quote is not closed")) }
        if escaped { word.append("\\") }
        if inWord { words.append(word) }
        return .success(words)
    }
}
