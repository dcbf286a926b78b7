import Foundation

extension HomeScreen {
    /// Replaces the layout after an edit (gallery, edit mode, configuration) and saves it
    /// atomically to ``layoutDestination``. Returns false, with a toast that says why, when the
    /// edit could not be saved; the edit stays in memory either way.
    @discardableResult
    func commitLayout(_ newLayout: HomeLayout, at now: Date) -> Bool {
        layout = newLayout
        guard let destination = layoutDestination else {
            showToast("Not saved: \(layoutUnsavedReason ?? "no layout file")", at: now)
            return false
        }
        do {
            // The file watcher then recognises this text as the screen's own save.
            editor.layoutFileText = try LayoutFile.save(newLayout, to: destination)
            logger.info("saved the layout to \(destination.path)")
            return true
        } catch {
            showToast("Could not save \(destination.path): \(error)", at: now)
            return false
        }
    }
}
