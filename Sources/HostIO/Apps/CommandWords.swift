/// Splits a command held in a string (`$EDITOR`, `$PAGER`, a `config.toml` command) into an
/// argument vector as git does for its commands, without a shell: words are separated by
/// spaces and tabs, `'…'` and `"…"` quote (a backslash escapes the next character outside
/// single quotes), and nothing is expanded.
public enum CommandWords {
    /// The words of `text`; nil when a quote is left open or there are no words.
    public static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""): quote = nil
            case ("'", _): word.append(character)
            case (_, "\\"):
                escaped = true
                inWord = true
            case ("\"", _): word.append(character)
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"), (nil, "\n"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words.isEmpty ? nil : words
    }
}
