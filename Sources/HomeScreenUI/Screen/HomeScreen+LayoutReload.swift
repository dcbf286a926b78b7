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
    /// running one (the engine places, removes and reconfigures instances; `u` undoes it); an
    /// invalid one leaves the running layout and the file alone, says where the problem is, and
    /// stops edits from being saved until the file is fixed. Returns true when the layout changed.
    @discardableResult
    public func reloadLayoutFile(at now: Date) -> Bool {
        guard let url = editor.layoutFile else { return false }
        guard let text = Self.readText(url) else {
            logger.warning("\(url.path) is gone or unreadable; the running layout stays")
            return false
        }
        guard text != editor.layoutFileText else { return false }
        editor.layoutFileText = text
        let newLayout: HomeLayout
        do {
            newLayout = try LayoutFile.parse(text, file: url.path, catalog: catalog, profile: profile)
        } catch {
            logger.error("\(error.description)")
            var shown = error
            shown.file = url.lastPathComponent
            layoutDestination = nil
            layoutUnsavedReason = "\(url.lastPathComponent) has a problem; fix it and it is read again"
            toast = ("\(shown.description) — the running layout stays; the file is left as it is", now.addingTimeInterval(15))
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

    private nonisolated static func readText(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).flatMap { String(data: $0, encoding: .utf8) }
    }
}
