import Foundation
import WidgetEngine

extension HomeScreen {
    /// The layout file watched for hand edits (also when it did not load at start, so fixing
    /// it takes effect). Setting it reads its current text: only a change of that text counts.
    public var layoutSourceFile: URL? {
        get { editor.layoutFile }
        set {
            editor.layoutFile = newValue
            editor.layoutFileText = newValue.flatMap { Self.readText($0) }
        }
    }

    /// Reads the layout file again after a change event: a file whose text is what the screen
    /// last read or wrote (its own save) changes nothing; a valid new layout replaces the
    /// running one (the engine places, removes and reconfigures instances; `u` undoes it). A
    /// file that does not load, for any reason (a problem in it, not UTF-8, unreadable, gone),
    /// leaves the running layout and the file alone, stops edits from being saved until the
    /// file loads again, and says so: a toast, and a problem mark in the status bar until then
    /// (`!` shows the full text). Returns true when the layout changed.
    @discardableResult
    public func reloadLayoutFile(at now: Date) -> Bool {
        guard let url = editor.layoutFile else { return false }
        let text: String
        do {
            text = try LayoutFile.readText(url)
        } catch {
            // Nothing was read: the next change is read whatever its text.
            editor.layoutFileText = nil
            refuseLayoutFile(url, problem: error, at: now)
            return false
        }
        guard text != editor.layoutFileText else { return false }
        editor.layoutFileText = text
        let newLayout: HomeLayout
        do {
            newLayout = try LayoutFile.parse(text, file: url.path, catalog: catalog, profile: profile)
        } catch {
            refuseLayoutFile(url, problem: error, at: now)
            return false
        }
        if layoutDestination == nil {
            // The file loads again: edits are saved to it.
            layoutDestination = url
            layoutUnsavedReason = nil
        }
        guard newLayout != layout else {
            showToast("Read \(url.lastPathComponent): the layout is the same", at: now)
            return false
        }
        editor.pushUndo(layout)
        install(newLayout, saving: false, at: now)
        settleSelection(on: nil, at: now)
        showToast("Reloaded \(url.lastPathComponent)", at: now)
        return true
    }

    /// The layout file at `url` did not load: the running layout stays, edits are not saved
    /// to the file until it loads again.
    private func refuseLayoutFile(_ url: URL, problem: ConfigError, at now: Date) {
        logger.error("\(problem.description)")
        layoutDestination = nil
        layoutUnsavedReason = "layout not loaded from \(problem.description); the running layout stays and the file is left as it is"
        var shown = problem
        shown.file = url.lastPathComponent
        toast = ("\(shown.description) — the running layout stays; the file is left as it is (! shows why)", now.addingTimeInterval(15))
    }

    private nonisolated static func readText(_ url: URL) -> String? {
        try? LayoutFile.readText(url)
    }
}
