import Foundation
import HostIO
import WidgetEngine

extension HomeModel {
    /// Watches `file` for hand edits (also when it did not load at start, so fixing it takes
    /// effect): only a change of its text from the one whose digest is `digest` counts; nil
    /// reads the file now.
    func setLayoutSource(_ file: URL?, digest: UInt64?) {
        home.document.file = file
        home.document.fileDigest = digest ?? file.flatMap { try? LayoutFile.readText($0) }.map(TextDigest.of)
    }

    /// Makes an edit: the layout before it goes on the undo history, the engine follows, the
    /// layout file is saved and the selection follows the edited item. Returns false when the
    /// edit could not be saved (it stays in memory; the toast says why).
    @discardableResult
    func applyEdit(_ edit: LayoutEditor.Edit, at now: Date) -> Bool {
        home.document.pushUndo(layout)
        let saved = install(edit.layout, saving: true, at: now)
        home.settleSelection(on: edit.focus)
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
            home.document.layout = newLayout
        }
        home.stacks.keep(only: Set(layout.allStacks.map(\.id)))
        rotateStacks(at: now)
        home.navigation.page = min(home.navigation.page, max(0, home.pageCount - 1))
        return saved
    }

    /// Replaces the layout after an edit and saves it atomically to the layout file. Returns
    /// false, with a toast that says why and a problem mark until a save succeeds, when the
    /// edit could not be saved; the edit stays in memory either way.
    private func commitLayout(_ newLayout: HomeLayout, at now: Date) -> Bool {
        home.document.layout = newLayout
        guard let destination = home.document.destination else {
            if let file = home.document.file, home.document.unsavedReason != nil {
                showToast("Not saved: \(file.lastPathComponent) did not load; the edit is kept in memory (! shows why)", at: now)
            } else {
                showToast("Not saved: \(home.document.unsavedReason ?? "no layout file")", at: now)
            }
            return false
        }
        do {
            // The file watcher then recognises this text as the screen's own save.
            let text = try LayoutFile.save(newLayout, to: destination)
            home.document.fileDigest = TextDigest.of(text)
            home.document.saveFailure = nil
            Self.logger.info("saved the layout to \(destination.path)")
            return true
        } catch {
            // Refused (a read-only file, a folder in the way): the edit stays in memory, and the
            // problem is shown until a save succeeds.
            home.document.saveFailure = "Could not save the layout: \(error.description); the edit is kept in memory only"
            showToast("Could not save: \(error.description) (! shows why)", at: now)
            return false
        }
    }

    /// Places what `newLayout` adds, removes what it drops (keeping what they showed for undo)
    /// and reconfigures what it changes; a change of kind or family is a new placement.
    /// Every instance a start left for later is placed by then (``HomeScreen/send(_:at:)``
    /// places them before any message that edits the layout), so none is taken for a new one.
    private func syncEngine(to newLayout: HomeLayout, at now: Date) {
        let wanted = newLayout.instances
        // The status instances belong to no page: a layout never removes them.
        let wantedIDs = Set(wanted.map(\.id)).union(statusInstances.map(\.id))
        for id in hosted.engine.order where !wantedIDs.contains(id) {
            hosted.resumeArchivedTimelines(of: [id], at: now) // kept whole for undo
            if let state = hosted.engine.states[id] { home.document.retire(CachedInstance(state: state)) }
            hosted.engine.remove(id)
            hosted.presses.remove(id)
        }
        for instance in wanted {
            guard let current = hosted.engine.states[instance.id]?.instance else {
                if let cache = home.document.unretire(instance.id), cache.instance.kind == instance.kind,
                    cache.instance.family == instance.family
                {
                    // What it showed comes back at once; being placed again, it asks again.
                    hosted.engine.restore(instance, from: cache, at: now)
                    if cache.instance.configuration != instance.configuration {
                        hosted.engine.updateConfiguration(instance.id, to: instance.configuration, at: now)
                    } else {
                        hosted.engine.requestReload(instance.id, reason: .placed, at: now)
                    }
                } else {
                    hosted.engine.place(instance, at: now)
                }
                continue
            }
            if current.kind != instance.kind || current.family != instance.family {
                hosted.engine.remove(instance.id)
                hosted.presses.remove(instance.id)
                hosted.engine.place(instance, at: now)
            } else if current.configuration != instance.configuration {
                hosted.engine.updateConfiguration(instance.id, to: instance.configuration, at: now)
            }
        }
        // A reload running for an instance removed or placed anew ends with no event.
        hosted.logSummary.forget { hosted.engine.states[$0]?.inFlight == nil }
        hosted.persist()
    }

    /// `u`: the layout before the last edit (saved again; the engine follows). The screen goes
    /// to the item the undo brought back or changed, on whatever page it is, and selects it.
    func undo(at now: Date) {
        guard let previous = home.document.popUndo() else {
            showToast("Nothing to undo", at: now)
            return
        }
        let current = layout
        install(previous, saving: true, at: now)
        let items = previous.pages.flatMap(\.items)
        let currentItems = Dictionary(current.pages.flatMap(\.items).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let restored = items.first { currentItems[$0.id] == nil }
        let changed = restored ?? items.first { currentItems[$0.id] != $0 }
        home.settleSelection(on: changed?.id)
        showToast(restored.map { "Undone: \($0.id) is back" } ?? "Undone", at: now)
    }

    /// Adds a widget of `kind` in `family` with a new id and its default configuration at the
    /// first free place of the layout page shown (or on a new page), places it in the engine
    /// (its first timeline is free) and saves the layout; `u` in edit mode undoes it.
    func addWidget(kind: String, family: WidgetFamily, at now: Date) {
        let name = catalog.descriptor(forKind: kind)?.displayName ?? kind
        let grid = home.grid
        guard grid.shows(family) else {
            let footprint = profile.footprint(of: family)
            let reason =
                footprint.width > grid.fittingColumns
                ? "covers \(footprint.width) slots across and this terminal has room for \(grid.fittingColumns) (it needs \(grid.widthNeeded(forColumns: footprint.width)) columns)"
                : "is \(profile.size(of: family).height) rows tall and this terminal shows \(grid.viewport.height) at once"
            showToast("\(name) (\(family.shortName)) not added: it \(reason)", at: now)
            return
        }
        var newLayout = layout
        let shown = home.currentLayoutPage
        let pagesBefore = newLayout.pages.count
        let widget = WidgetItem(id: newLayout.freshInstanceID(for: kind), kind: kind, family: family)
        let place = newLayout.add(widget, toPage: shown, profile: profile)
        home.document.pushUndo(layout)
        let saved = install(newLayout, saving: true, at: now)
        home.settleSelection(on: widget.id.rawValue)
        Self.logger.info(
            "added \(widget.id) (\(kind), \(family.shortName)) on page \(place.page + 1) at column \(place.column), row \(place.row)")
        guard saved else { return }
        // The page as the screen counts them (a layout page may flow onto more on a small one).
        let page = (home.screenPageIndex(showing: widget.id.rawValue) ?? place.page) + 1
        let reason = place.page == shown ? "" : place.page < pagesBefore ? " (no room on the page shown)" : " (a new page: no room on any)"
        showToast("Added \(name) (\(family.shortName)) to page \(page)\(reason)", at: now)
    }

    /// Writes a widget's new configuration to the layout file and reloads the instance at
    /// once, free of budget (a configuration edit).
    func saveConfiguration(_ values: ConfigValues, of id: WidgetInstanceID, title: String, at now: Date) {
        guard let widget = layout.widget(id) else { return }
        guard values != widget.configuration else {
            showToast("No changes to \(title)", at: now)
            return
        }
        if let store = catalog.descriptor(forKind: widget.kind)?.configurationStore {
            // Where the widget keeps it too (a plugin's .vars.json), so its other instances and
            // its own tools see it.
            do {
                try store(values)
            } catch {
                Self.logger.error("the configuration of \(id) was not stored beside its widget: \(error)")
                showToast("\(title): not stored beside the widget: \(error)", at: now)
            }
        }
        let edited = LayoutEditor(profile: profile).configure(id, to: values, in: layout)
        if applyEdit(LayoutEditor.Edit(layout: edited, focus: home.navigation.selection, note: nil), at: now) {
            showToast("Saved \(title); reloading it", at: now)
        }
    }

    /// Reads the layout file again after a change event: a file whose text is what the screen
    /// last read or wrote (its own save) changes nothing; a valid new layout replaces the
    /// running one (the engine places, removes and reconfigures instances; `u` undoes it). A
    /// file that does not load, for any reason (a problem in it, not UTF-8, unreadable, gone),
    /// leaves the running layout and the file alone, stops edits from being saved until the
    /// file loads again, and says so: a toast, and a problem mark in the status bar until then
    /// (`!` shows the full text). Returns true when the layout changed.
    func reloadLayoutFile(at now: Date) -> Bool {
        guard let url = home.document.file else { return false }
        let text: String
        do {
            text = try LayoutFile.readText(url)
        } catch {
            // Nothing was read: the next change is read whatever its text.
            home.document.fileDigest = nil
            refuseLayoutFile(url, problem: error, at: now)
            return false
        }
        let digest = TextDigest.of(text)
        guard digest != home.document.fileDigest else { return false }
        home.document.fileDigest = digest
        let newLayout: HomeLayout
        do {
            newLayout = try LayoutFile.parse(text, file: url.path, catalog: catalog, profile: profile)
        } catch {
            refuseLayoutFile(url, problem: error, at: now)
            return false
        }
        home.document.snapshots?.keep(newLayout, of: url, digest: digest, profile: profile)
        if home.document.destination == nil {
            // The file loads again: edits are saved to it.
            home.document.destination = url
            home.document.unsavedReason = nil
        }
        guard newLayout != layout else {
            showToast("Read \(url.lastPathComponent): the layout is the same", at: now)
            return false
        }
        home.document.pushUndo(layout)
        install(newLayout, saving: false, at: now)
        home.settleSelection(on: nil)
        showToast("Reloaded \(url.lastPathComponent)", at: now)
        return true
    }

    /// The layout file at `url` did not load: the running layout stays, edits are not saved
    /// to the file until it loads again.
    private func refuseLayoutFile(_ url: URL, problem: ConfigError, at now: Date) {
        Self.logger.error("\(problem.description)")
        home.document.destination = nil
        home.document.unsavedReason =
            "layout not loaded from \(problem.description); the running layout stays and the file is left as it is"
        var shown = problem
        shown.file = url.lastPathComponent
        home.notices.toast = (
            "\(shown.description) — the running layout stays; the file is left as it is (! shows why)", now.addingTimeInterval(15)
        )
    }

    /// Everything wrong that the screen works around, in full: a layout file that did not load
    /// (edits stay in memory, unsaved, until it does), a save that failed, a theme or settings
    /// file that was skipped. While there is one, the status bar keeps a mark; `!` shows them.
    var problems: [String] {
        var list: [String] = []
        if home.document.destination == nil, let reason = home.document.unsavedReason { list.append("Edits are not saved: \(reason)") }
        if let saveFailure = home.document.saveFailure { list.append(saveFailure) }
        return list + home.notices.startupProblems + home.notices.restartNeeded.map(Self.restartLine)
    }

    /// What the problems box says of `name` changed since the start.
    static func restartLine(_ name: String) -> String {
        "\(name) changed since the start: quit (q) and start homescreen again to apply it"
    }
}
