import Foundation
import WidgetEngine

/// Shows the next note now rather than at the next hour: the widget's `»` button. Each press
/// moves the notes of that file one step on for good (`$XDG_STATE_HOME/homescreen/notes-skips.json`,
/// by file), so every hour after shows the note one step further too.
struct NextNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Next note"
    /// The state file, as the provider named it.
    @Parameter(title: "State file") var state: String
    /// The notes file or folder, as configured: the key of its steps.
    @Parameter(title: "Notes") var notes: String

    init() {}
    init(state: URL, notes: String) {
        self.state = state.path
        self.notes = notes
    }

    func perform() async throws -> some IntentResult {
        let url = URL(fileURLWithPath: state)
        var skips = NotesSkips.read(url)
        skips[notes, default: 0] += 1
        try NotesSkips.write(skips, to: url)
        return .result()
    }
}

/// How many notes each notes file was moved on by its `»` button.
enum NotesSkips {
    static func file(in folders: UserFolders) -> URL? {
        folders.homescreenFolder(.state)?.appendingPathComponent("notes-skips.json")
    }

    static func read(_ url: URL) -> [String: Int] { StateFile.read([String: Int].self, from: url, default: [:]) }

    static func write(_ skips: [String: Int], to url: URL) throws { try StateFile.write(skips, to: url) }
}
