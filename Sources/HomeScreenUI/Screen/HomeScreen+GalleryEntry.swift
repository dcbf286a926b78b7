import Foundation

// SEAM (home-edit branch): the gallery sheet is built on the home-gallery branch, which
// defines `openGallery(at:)`. This stand-in only lets `+` in edit mode say so; the merge
// replaces this file with the real entry point.
extension HomeScreen {
    /// Opens the gallery to add a widget (`g`, or `+` in edit mode).
    func openGallery(at now: Date) {
        showToast("The widget gallery is not part of this build yet", at: now)
    }
}
