import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The gallery (`g`; `+` in edit mode): a sheet over the page listing every widget kind, with
/// previews of the highlighted one. Its previews show their placeholders at once and ask for
/// their snapshots through the model's work queue; Enter adds the widget and closes it. A
/// click on a kind highlights it and on a size's tab or preview chooses that size; a double
/// click adds it; the wheel moves the highlight.
@MainActor
final class GalleryScreen: Screen {
    /// The sheet's state: the list, the search, the previews.
    private(set) var sheet: GallerySheet
    /// The previews whose snapshots were asked for (each once while the sheet is open).
    private var asked: Set<GallerySheet.PreviewKey> = []
    /// What a click could choose in the sheet drawn last (a memo).
    private var targets = GalleryPainter.Targets()

    /// The gallery over the page; its previews are asked for as it is shown.
    init(model: HomeModel) {
        let grid = model.grid
        sheet = GallerySheet(catalog: model.catalog, profile: model.profile, room: grid.room)
    }

    var coversPage: Bool { true }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        if case let .mouse(mouse) = event { return click(mouse) }
        guard case let .key(key) = event else { return typed(event) }
        switch sheet.handle(key) {
        case .none: return .none
        case .changed: return .redraw
        case .close: return .pop
        case let .add(kind, family): return added(kind, family)
        case .unhandled:
            switch key {
            case .character("p"): return .intent(.setAppearance(.togglePreview(.placeholder)))
            case .character("P"): return .intent(.setAppearance(.togglePreview(.privacy)))
            case .character("?"): return .help
            case .character("C"): return .replace(ControlsGalleryScreen(model: model))
            case .control("l"): return .repaintAll
            default: return .none
            }
        }
    }

    /// The widget added and the sheet closed.
    private func added(_ kind: String, _ family: WidgetFamily) -> ScreenAction {
        .all([.intent(.addWidget(kind: kind, family: family)), .pop])
    }

    /// A click on a kind's row highlights it, on a size's tab or preview chooses it; a double
    /// click on either adds the widget.
    private func click(_ mouse: MouseEvent) -> ScreenAction {
        guard mouse.kind == .press || mouse.kind == .doubleClick else { return .none }
        if let row = targets.rows.first(where: { $0.frame.contains(mouse.position) }) {
            sheet.highlight(kind: row.kind)
        } else if let tab = targets.families.first(where: { $0.frame.contains(mouse.position) }) {
            sheet.choose(tab.family)
        } else {
            return .none
        }
        guard mouse.kind == .doubleClick, let kind = sheet.highlightedKind, let family = sheet.family else { return .redraw }
        return added(kind, family)
    }

    /// Pasted text goes into the search.
    private func typed(_ event: InputEvent) -> ScreenAction {
        guard case let .paste(text) = event else { return .none }
        sheet.paste(text)
        return .redraw
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        targets = GalleryPainter(model: model).draw(sheet, at: context.now, hints: context.hints, into: &buffer)
    }

    /// Previews past their deadline give up waiting (their placeholder stays); the highlighted
    /// kind's previews not asked for yet are asked for now: each shows its placeholder (made
    /// once per kind and family) until its snapshot comes.
    func advance(to now: Date, model: HomeModel) -> ScreenAction {
        for key in sheet.previews.keys { sheet.previews[key]?.expire(at: now) }
        guard let entry = sheet.highlighted else { return .none }
        let wanted = entry.families.map { GallerySheet.PreviewKey(kind: entry.kind, family: $0) }.filter { !asked.contains($0) }
        asked.formUnion(wanted)
        return .all(wanted.map { .intent(.ask(.snapshot(kind: $0.kind, family: $0.family))) })
    }

    /// The snapshot's call is queued: its preview shows the placeholder until then.
    func asked(_ call: ScreenCall, model: HomeModel, at now: Date) {
        guard case let .snapshot(kind, family) = call, let placeholder = model.engine.placeholder(kind: kind, family: family) else {
            return
        }
        sheet.previews[GallerySheet.PreviewKey(kind: kind, family: family)] = GalleryPreview(
            kind: kind, family: family, placeholder: placeholder, at: now, timeout: model.engine.settings.snapshotDeadline)
    }

    /// Takes a snapshot: the preview shows it instead of its placeholder when it came before
    /// the deadline; one that came late is dropped.
    func receive(_ result: WidgetCallResult, for call: ScreenCall, model: HomeModel, at now: Date) {
        guard case let .snapshot(snapshot) = result, case let .snapshot(kind, family) = call else { return }
        sheet.previews[GallerySheet.PreviewKey(kind: kind, family: family)]?.deliver(snapshot, at: now)
        if case let .failure(failure) = snapshot {
            HomeModel.logger.notice("gallery snapshot of \(kind) (\(family.shortName)): \(failure)")
        }
    }

    /// When a preview gives up waiting for its snapshot (its deadline), if any is still
    /// waiting; or the next second while a shown preview has live text.
    func nextChange(after now: Date, model: HomeModel) -> Date? {
        var candidates = sheet.previews.values.compactMap(\.nextInstant).filter { $0 > now }
        if let kind = sheet.highlightedKind,
            sheet.previews.values.contains(where: { $0.kind == kind && $0.shown.view.containsLiveContent })
        {
            candidates.append(now.nextWholeSecond)
        }
        return candidates.min()
    }
}
