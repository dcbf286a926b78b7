import Foundation

extension HomeScreen {
    /// Replaces the layout after an edit (gallery, edit mode, configuration) and saves it
    /// atomically to ``layoutDestination``. Returns false, with a toast that says why and a
    /// problem mark until a save succeeds, when the edit could not be saved; the edit stays in
    /// memory either way.
    @discardableResult
    func commitLayout(_ newLayout: HomeLayout, at now: Date) -> Bool {
        layout = newLayout
        guard let destination = layoutDestination else {
            if let file = layoutSourceFile, layoutUnsavedReason != nil {
                showToast("Not saved: \(file.lastPathComponent) did not load; the edit is kept in memory (! shows why)", at: now)
            } else {
                showToast("Not saved: \(layoutUnsavedReason ?? "no layout file")", at: now)
            }
            return false
        }
        do {
            // The file watcher then recognises this text as the screen's own save.
            editor.layoutFileText = try LayoutFile.save(newLayout, to: destination)
            saveFailure = nil
            logger.info("saved the layout to \(destination.path)")
            return true
        } catch {
            // Refused (a read-only file, a folder in the way): the edit stays in memory, and the
            // problem is shown until a save succeeds.
            saveFailure = "Could not save the layout: \(error.description); the edit is kept in memory only"
            showToast("Could not save: \(error.description) (! shows why)", at: now)
            return false
        }
    }
}
