import CellGrid

extension EditModeScreen {
    /// Edit mode's look over the grid: every tile in a dashed outline (it can move), the
    /// selected one in a heavy outline in the accent color, and each stack's dots inside its
    /// right edge.
    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        guard !model.grid.isTooSmall else { return }
        let palette = model.theme.palette
        var loose = CellStyle(foreground: palette.secondary)
        if !palette.usesColor { loose.attributes.insert(.dim) }
        var picked = CellStyle(foreground: palette.accent)
        if !palette.usesColor { picked.attributes.insert(.bold) }
        // Those scrolled wholly out of view have no outline in the chrome.
        let grid = model.grid
        let viewport = grid.viewport
        let items = model.shownItems.filter { !viewport.intersection($0.frame).isEmpty }
        // While the page scrolls, the dock and the status bar stay over the outlines.
        let chrome = CellRect(x: 0, y: viewport.maxY, width: buffer.size.width, height: max(0, buffer.size.height - viewport.maxY))
        let kept = grid.scrolls ? buffer.cropped(to: chrome) : nil
        defer { if let kept { buffer.draw(kept, at: chrome.origin) } }
        let selection = model.navigation.selection
        for item in items where item.id != selection {
            Outline(glyphs: .dashed, style: loose).draw(around: item.frame, into: &buffer)
        }
        if let selected = items.first(where: { $0.id == selection }) {
            Outline(glyphs: .heavy, style: picked).draw(around: selected.frame, into: &buffer)
        }
        for item in items {
            guard let stack = item.stack else { continue }
            StackDots(members: stack.members.count, top: stack.top).draw(
                beside: item.frame, inside: true, theme: model.theme, into: &buffer)
        }
    }
}
