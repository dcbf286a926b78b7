import WidgetEngine

/// The script's output as of one run.
struct ScriptEntry: TimelineEntry {
    let date: Date
    let title: String
    let output: ScriptOutput
    let relevance: TimelineEntryRelevance?
}

/// Runs the command at each reload and shows what it printed until the next (every
/// `minutes`). A command that fails, hangs past 10 s or prints more than 1 MB fails the reload:
/// the tile keeps what it showed and is marked, and the budget view says why.
struct ScriptProvider: AppIntentTimelineProvider {
    /// The longest a run may take.
    static let deadline: Double = 10

    func placeholder(in context: Context) -> ScriptEntry {
        ScriptEntry(date: context.date, title: "Script", output: ScriptOutput("Output of a command\nrun every 15 minutes"), relevance: nil)
    }

    func snapshot(for configuration: ScriptIntent, in context: Context) async -> ScriptEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: ScriptIntent, in context: Context) async throws -> Timeline<ScriptEntry> {
        let words = try ArgumentVector.split(configuration.command).get()
        let output: String
        switch await ScriptCommand(arguments: words).run(deadline: Self.deadline) {
        case let .success(text): output = text
        case let .failure(failure): throw ScriptFailure(failure)
        }
        let parsed = ScriptOutput(output)
        // A critical class brings the widget forward in a stack.
        let relevance = parsed.tone == .critical ? TimelineEntryRelevance(score: 50, duration: Double(configuration.minutes) * 60) : nil
        let entry = ScriptEntry(date: context.date, title: configuration.title, output: parsed, relevance: relevance)
        return Timeline(entries: [entry], policy: .after(context.date.addingTimeInterval(Double(configuration.minutes) * 60)))
    }
}
