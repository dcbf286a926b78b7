import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The gallery (`g`; `+` in edit mode): a sheet over the page listing every widget kind, with
/// previews of the highlighted one. Its previews show their placeholders at once and ask for
/// their snapshots through the model's work queue; Enter adds the widget and closes it.
@MainActor
final class GalleryScreen: Screen {
    /// The sheet's state: the list, the search, the previews.
    private(set) var sheet: GallerySheet

    /// Opens the gallery over the page at `now`.
    init(model: HomeModel, at now: Date) {
        sheet = GallerySheet(catalog: model.catalog, profile: model.profile)
        refreshPreviews(model: model, at: now)
    }

    var coversPage: Bool { true }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch sheet.handle(key) {
        case .none:
            return .none
        case .changed:
            refreshPreviews(model: model, at: now)
        case .close:
            return .pop
        case let .add(kind, family):
            model.addWidget(kind: kind, family: family, at: now)
            return .pop
        case .unhandled:
            switch key {
            case .character("p"): model.showToast(model.appearance.togglePreview(.placeholder), at: now)
            case .character("P"): model.showToast(model.appearance.togglePreview(.privacy), at: now)
            case .character("?"): return .help
            case .control("l"): return .repaintAll
            default: return .none
            }
        }
        return .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        GalleryPainter(model: model).draw(sheet, at: context.now, into: &buffer)
    }

    /// Takes a snapshot: the preview shows it instead of its placeholder when it came before
    /// the deadline; one that came late is dropped.
    func receive(_ result: WidgetCallResult, for token: UInt64, model: HomeModel, at now: Date) -> Bool {
        guard case let .snapshot(snapshot) = result, let key = sheet.tokens.removeValue(forKey: token) else { return false }
        sheet.previews[key]?.deliver(snapshot, at: now)
        if case let .failure(failure) = snapshot {
            HomeModel.logger.notice("gallery snapshot of \(key.kind) (\(key.family.shortName)): \(failure)")
        }
        return true
    }

    /// Snapshots not started yet are not needed any more.
    func dismissed(model: HomeModel) {
        model.work.cancel(sheet.tokens.keys)
    }

    /// Previews past their deadline give up waiting (their placeholder stays).
    func advance(to now: Date, model: HomeModel) {
        for key in sheet.previews.keys { sheet.previews[key]?.expire(at: now) }
    }

    /// When a preview gives up waiting for its snapshot (its deadline), if any is still
    /// waiting; or the next second while a shown preview has live text.
    func nextChange(after now: Date, model: HomeModel) -> Date? {
        var candidates = sheet.previews.values.compactMap(\.nextInstant).filter { $0 > now }
        if let kind = sheet.highlightedKind,
            sheet.previews.values.contains(where: { $0.kind == kind && $0.shown.view.containsLiveContent })
        {
            candidates.append(Date(timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate + 1).rounded(.down)))
        }
        return candidates.min()
    }

    /// Makes the highlighted kind's previews that do not exist yet: each shows its
    /// placeholder (made once per kind and family) and asks for its snapshot.
    private func refreshPreviews(model: HomeModel, at now: Date) {
        guard let entry = sheet.highlighted else { return }
        for family in entry.families {
            let key = GallerySheet.PreviewKey(kind: entry.kind, family: family)
            guard sheet.previews[key] == nil,
                let placeholder = model.engine.galleryPlaceholder(kind: entry.kind, family: family, at: now)
            else { continue }
            sheet.previews[key] = GalleryPreview(
                kind: entry.kind, family: family, placeholder: placeholder, at: now,
                timeout: model.engine.settings.snapshotDeadline)
            sheet.tokens[model.requestSnapshot(kind: entry.kind, family: family, at: now)] = key
        }
    }
}
