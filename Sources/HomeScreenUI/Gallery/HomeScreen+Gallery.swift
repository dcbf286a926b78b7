import Foundation
import Terminal
import WidgetEngine

extension HomeScreen {
    /// Opens the gallery sheet over the home screen (`g`; `+` in edit mode). The highlighted
    /// kind's previews show their placeholders at once; their snapshots are asked for at the
    /// next step, through the run loop like timelines.
    public func openGallery(at now: Date) {
        gallery = GallerySheet(catalog: catalog, profile: profile)
        updateVisibility(at: now) // the sheet covers the page: its live text need not tick
        refreshGalleryPreviews(at: now)
    }

    /// Closes the gallery; the page's tiles are visible again.
    func closeGallery(at now: Date) {
        gallery = nil
        updateVisibility(at: now)
    }

    /// Takes a gallery snapshot result: the preview shows it instead of its placeholder when it
    /// came before the deadline. A result for a closed sheet, or one that came late, is dropped.
    public func deliverSnapshot(_ result: Result<ArchivedEntry, ProviderFailure>, for token: UInt64, at now: Date) {
        guard var sheet = gallery, let key = sheet.tokens.removeValue(forKey: token) else { return }
        sheet.previews[key]?.deliver(result, at: now)
        if case let .failure(failure) = result { logger.notice("gallery snapshot of \(key.kind) (\(key.family.shortName)): \(failure)") }
        gallery = sheet
    }

    /// Keys while the gallery is open.
    func handleGalleryKey(_ key: Key, at now: Date) -> Outcome {
        guard var sheet = gallery else { return .none }
        let action = sheet.handle(key)
        gallery = sheet
        switch action {
        case .none:
            return .none
        case .changed:
            refreshGalleryPreviews(at: now)
        case .close:
            closeGallery(at: now)
        case let .add(kind, family):
            addWidget(kind: kind, family: family, at: now)
        case .unhandled:
            switch key {
            case .character("p"): togglePreview(.placeholder, at: now)
            case .character("P"): togglePreview(.privacy, at: now)
            case .character("?"): showsHelp = true
            case .control("l"): return .repaintAll
            default: return .none
            }
        }
        return .redraw
    }

    /// The snapshot calls the gallery wants made; previews past their deadline give up
    /// waiting (their placeholder stays).
    func takeSnapshotRequests(at now: Date) -> [ProviderRequest] {
        guard var sheet = gallery else { return [] }
        for key in sheet.previews.keys { sheet.previews[key]?.expire(at: now) }
        let requests = sheet.pending
        sheet.pending = []
        gallery = sheet
        return requests
    }

    /// When a gallery preview gives up waiting for its snapshot (its deadline), if any is
    /// still waiting; or the next second while a shown preview has live text.
    func galleryWake(after now: Date) -> Date? {
        guard let sheet = gallery else { return nil }
        var candidates = sheet.previews.values.compactMap(\.nextInstant).filter { $0 > now }
        if let kind = sheet.highlightedKind,
           sheet.previews.values.contains(where: { $0.kind == kind && $0.shown.view.containsLiveContent }) {
            candidates.append(Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate + 1).rounded(.down)))
        }
        return candidates.min()
    }

    /// Makes the highlighted kind's previews that do not exist yet: each shows its
    /// placeholder (made once per kind and family) and asks for its snapshot.
    private func refreshGalleryPreviews(at now: Date) {
        guard var sheet = gallery, let entry = sheet.highlighted else { return }
        for family in entry.families {
            let key = GallerySheet.PreviewKey(kind: entry.kind, family: family)
            guard sheet.previews[key] == nil,
                  let placeholder = engine.galleryPlaceholder(kind: entry.kind, family: family, at: now) else { continue }
            sheet.previews[key] = GalleryPreview(kind: entry.kind, family: family, placeholder: placeholder, at: now,
                                                 timeout: engine.settings.snapshotDeadline)
            let request = engine.snapshotRequest(kind: entry.kind, family: family, at: now)
            sheet.tokens[request.token] = key
            sheet.pending.append(request)
        }
        gallery = sheet
    }

    /// Adds a widget of `kind` in `family` with a new id and its default configuration at the
    /// first free place of the layout page shown (or on a new page), places it in the engine
    /// (its first timeline is free), saves the layout and closes the sheet; `u` in edit mode
    /// undoes it, as any other edit.
    func addWidget(kind: String, family: WidgetFamily, at now: Date) {
        var newLayout = layout
        let widget = WidgetItem(id: newLayout.freshInstanceID(for: kind), kind: kind, family: family)
        let place = newLayout.add(widget, toPage: currentLayoutPage, profile: profile)
        closeGallery(at: now)
        editor.pushUndo(layout)
        let saved = install(newLayout, saving: true, at: now)
        settleSelection(on: widget.id.rawValue, at: now)
        let name = catalog.descriptor(forKind: kind)?.displayName ?? kind
        logger.info("added \(widget.id) (\(kind), \(family.shortName)) on page \(place.page + 1) at column \(place.column), row \(place.row)")
        if saved { showToast("Added \(name) (\(family.shortName)) to page \(place.page + 1)", at: now) }
    }

    /// The layout page the screen page shown belongs to (a layout page too tall for the
    /// terminal flows onto several screen pages).
    var currentLayoutPage: Int {
        let pages = screenPages
        return pages.indices.contains(page) ? pages[page].layoutPage : max(0, layout.pages.count - 1)
    }
}
