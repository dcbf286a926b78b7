import CellGrid
import Foundation
import Terminal

extension HomeScreen {
    /// True while a sheet (the gallery, the budget view) takes the keys.
    var showsSheet: Bool { gallery != nil || budgetInstance != nil }

    /// Routes a key to the open sheet; nil when no sheet is open.
    func handleSheetKey(_ key: Key, at now: Date) -> Outcome? {
        if gallery != nil { return handleGalleryKey(key, at: now) }
        if budgetInstance != nil { return handleBudgetKey(key) }
        return nil
    }

    /// Draws the open sheets over the home screen.
    func drawSheets(at now: Date, into buffer: inout CellBuffer) {
        if let gallery { drawGallery(gallery, at: now, into: &buffer) }
        if let budgetInstance { drawBudgetView(budgetInstance, at: now, into: &buffer) }
    }
}
