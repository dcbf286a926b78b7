import WidgetEngine

/// A command's output as a widget, as a Waybar or i3bar module is: the command runs when the
/// widget reloads (every `minutes`), as an argument vector (never through a shell), supervised
/// as extensions are; its standard output is the widget's text, plain lines or JSON with
/// `text`, `tooltip`, `class` and `percentage`. Any language does: a Python one-liner, `date`,
/// a shell script file.
public struct ScriptWidget: Widget {
    public static let kind = "script"

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: Self.kind, intent: ScriptIntent.self, provider: ScriptProvider()) {
            ScriptView(entry: $0)
        }
        .configurationDisplayName("Script")
        .description("A command's output, run on a schedule: plain text or Waybar-style JSON, from any language.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular, .accessoryInline])
    }
}

struct ScriptIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Script"
    @Parameter(
        title: "Command (run as words, no shell: quote with ' or \")", default: "date \"+%A %d %B\"",
        validation: ScriptIntent.validation)
    var command: String
    @Parameter(title: "Title (empty: none)", default: "") var title: String
    @Parameter(title: "Run every (minutes)", default: 15, inclusiveRange: 1...1_440) var minutes: Int

    /// Why `command` cannot run, or nil.
    static func validation(_ command: String) -> String? {
        switch ArgumentVector.split(command) {
        case let .failure(error): return error.message
        case let .success(words): return words.isEmpty ? "give a command to run" : nil
        }
    }
}
