import Foundation
import WidgetEngine

extension HomeScreen {
    /// Makes an edit: the layout before it goes on the undo history, the engine follows (new
    /// instances placed, removed ones removed, changed configurations reloaded free of budget),
    /// the layout file is saved and the selection follows the edited item. Returns false when
    /// the edit could not be saved (it stays in memory; the toast says why).
    @discardableResult
    func applyEdit(_ edit: LayoutEditor.Edit, at now: Date) -> Bool {
        editor.pushUndo(layout)
        let saved = install(edit.layout, saving: true, at: now)
        settleSelection(on: edit.focus, at: now)
        if let note = edit.note { showToast(note, at: now) }
        return saved
    }

    /// Replaces the layout and keeps the engine in step; with `saving`, writes it to the
    /// layout file (and remembers the text, so the change event of that write is not taken
    /// for a hand edit).
    @discardableResult
    func install(_ newLayout: HomeLayout, saving: Bool, at now: Date) -> Bool {
        syncEngine(to: newLayout, at: now)
        var saved = false
        if saving {
            saved = commitLayout(newLayout, at: now)
        } else {
            layout = newLayout
        }
        let stackIDs = Set(allStacks.map(\.id))
        stacks.keep(only: stackIDs)
        stackTops = stackTops.filter { stackIDs.contains($0.key) }
        stackRotations = stackRotations.filter { stackIDs.contains($0.key) }
        let itemIDs = Set(layout.pages.flatMap(\.items).map(\.id))
        tileCache = tileCache.filter { itemIDs.contains($0.key) }
        rotateStacks(at: now)
        page = min(page, max(0, pageCount - 1))
        updateVisibility(at: now)
        return saved
    }

    /// Places what `newLayout` adds, removes what it drops (keeping what they showed for undo)
    /// and reconfigures what it changes; a change of kind or family is a new placement.
    func syncEngine(to newLayout: HomeLayout, at now: Date) {
        let wanted = newLayout.instances
        let wantedIDs = Set(wanted.map(\.id))
        for id in engine.order where !wantedIDs.contains(id) {
            if let state = engine.states[id] { editor.retire(CachedInstance(state: state)) }
            engine.remove(id)
        }
        for instance in wanted {
            guard let current = engine.states[instance.id]?.instance else {
                if let cache = editor.unretire(instance.id), cache.instance.kind == instance.kind, cache.instance.family == instance.family {
                    engine.restore(instance, from: cache, at: now)
                    if cache.instance.configuration != instance.configuration {
                        engine.updateConfiguration(instance.id, to: instance.configuration, at: now)
                    }
                } else {
                    engine.place(instance, at: now)
                }
                continue
            }
            if current.kind != instance.kind || current.family != instance.family {
                engine.remove(instance.id)
                engine.place(instance, at: now)
            } else if current.configuration != instance.configuration {
                engine.updateConfiguration(instance.id, to: instance.configuration, at: now)
            }
        }
        persist()
    }

    /// Selects `id` (when given and shown) on the screen page that shows it; otherwise keeps
    /// the selection when it is still there, else selects the page's first item.
    func settleSelection(on id: String?, at now: Date) {
        let pages = screenPages
        if let id, let index = pages.firstIndex(where: { $0.items.contains { $0.id == id } }) {
            page = index
            select(id)
        } else if let current = selection, let index = pages.firstIndex(where: { $0.items.contains { $0.id == current } }) {
            page = index
        } else {
            page = min(page, max(0, pages.count - 1))
            selection = pageItems(for: page).first?.id
            linkIndex = nil
        }
        updateVisibility(at: now)
    }
}
