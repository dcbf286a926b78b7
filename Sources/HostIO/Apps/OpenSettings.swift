import WidgetEngine

/// What opens files and links when no `[[app]]` claims their scheme: the `[open]` table of
/// `config.toml` over the environment a terminal user has set (``commands``), over the
/// programs every Debian or Ubuntu has.
///
/// | command | `[open]` key | else | else |
/// |---|---|---|---|
/// | a text file | `pager` | `$PAGER` | `less` |
/// | a file to edit (a todo.txt line) | `editor` | `$VISUAL`, then `$EDITOR` | `vi` |
/// | an `http:` or `https:` link | `browser` | `$BROWSER` (its first program) | the opener |
/// | anything else (pictures, folders, `mailto:`) | `opener` | | `xdg-open` |
public struct OpenSettings: Equatable, Sendable {
    /// The commands `[open]` gives, by key (`pager`, `editor`, `browser`, `opener`).
    public var configured: [String: [String]]
    /// `PAGER`, `VISUAL`, `EDITOR` and `BROWSER` as the home screen started with them (empty in
    /// tests unless given).
    public var environment: [String: String]

    /// The keys of the `[open]` table.
    public static let keys = ["pager", "editor", "browser", "opener"]
    /// The environment variables read.
    public static let variables = ["PAGER", "VISUAL", "EDITOR", "BROWSER"]

    /// Settings from `configured` over `environment` (only ``variables`` are kept).
    public init(configured: [String: [String]] = [:], environment: [String: String] = [:]) {
        self.configured = configured
        self.environment = environment.filter { Self.variables.contains($0.key) }
    }

    /// The programs that open things, each an argument vector.
    public struct Commands: Equatable, Sendable {
        public var pager: [String]
        public var editor: [String]
        /// A `%s` in one of its words stands for the URL; without one the URL is appended.
        public var browser: [String]
        public var opener: [String]

        public init(pager: [String], editor: [String], browser: [String], opener: [String]) {
            self.pager = pager
            self.editor = editor
            self.browser = browser
            self.opener = opener
        }
    }

    /// The commands, resolved as the table above says. A variable that is set but empty, or
    /// whose quotes do not close, counts as unset.
    public var commands: Commands {
        func variable(_ name: String) -> [String]? { environment[name].flatMap(Self.words) }
        let opener = configured["opener"] ?? ["xdg-open"]
        // `$BROWSER` is a colon-separated list of browsers to try (sensible-browser's form).
        let browser = environment["BROWSER"].flatMap { $0.split(separator: ":").first.map(String.init) }.flatMap(Self.words)
        return Commands(
            pager: configured["pager"] ?? variable("PAGER") ?? ["less"],
            editor: configured["editor"] ?? variable("VISUAL") ?? variable("EDITOR") ?? ["vi"],
            browser: configured["browser"] ?? browser ?? opener,
            opener: opener)
    }

    /// The words of a command held in a variable, split as git splits `$EDITOR` but without a
    /// shell (``ArgumentVector``); nil when there are none or a quote is left open.
    static func words(_ text: String) -> [String]? {
        guard case let .success(words) = ArgumentVector.split(text), !words.isEmpty else { return nil }
        return words
    }
}
