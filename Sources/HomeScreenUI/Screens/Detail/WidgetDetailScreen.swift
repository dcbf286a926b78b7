import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// A placed widget shown as big as the screen allows, in a sheet: where the home screen takes
/// a widget's link (``DeepLink``), as iOS opens the widget's app. The calendar's agenda of the
/// coming days, the photo full size. It shows the widget's snapshot in the largest family it
/// comes in that fits, with the widget's own configuration (its placeholder until the
/// snapshot comes); Esc, Enter or `q` close it.
@MainActor
final class WidgetDetailScreen: Screen {
    let widget: WidgetItem
    /// The family shown: the largest of the widget's that fits inside the sheet.
    let family: WidgetFamily
    private var preview: GalleryPreview?
    private var askedForSnapshot = false

    init(widget: WidgetItem, model: HomeModel) {
        self.widget = widget
        let room = Self.sheetBox(title: "", screen: model.screenSize).content.size
        let families = model.catalog.descriptor(forKind: widget.kind)?.supportedFamilies ?? [widget.family]
        family =
            [WidgetFamily.systemExtraLarge, .systemLarge, .systemMedium, .systemSmall].first { candidate in
                let size = model.profile.size(of: candidate)
                return families.contains(candidate) && size.width <= room.width && size.height <= room.height - 1
            } ?? widget.family
    }

    var coversPage: Bool { true }

    /// The sheet over the whole screen but the status bar.
    static func sheetBox(title: String, screen: CellSize) -> SheetBox {
        SheetBox(frame: CellRect(x: 1, y: 0, width: max(0, screen.width - 2), height: max(0, screen.height - 1)), title: title)
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch key {
        case .escape, .enter, .character("q"): return .pop
        case .control("l"): return .repaintAll
        default: return .none
        }
    }

    func advance(to now: Date, model: HomeModel) -> ScreenAction {
        preview?.expire(at: now)
        guard !askedForSnapshot else { return .none }
        askedForSnapshot = true
        return .intent(.ask(.detail(kind: widget.kind, family: family, configuration: widget.configuration)))
    }

    func asked(_ call: ScreenCall, model: HomeModel, at now: Date) {
        guard case let .detail(kind, family, _) = call, let placeholder = model.engine.placeholder(kind: kind, family: family) else {
            return
        }
        preview = GalleryPreview(
            kind: kind, family: family, placeholder: placeholder, at: now, timeout: model.engine.settings.snapshotDeadline)
    }

    func receive(_ result: WidgetCallResult, for call: ScreenCall, model: HomeModel, at now: Date) {
        guard case let .snapshot(snapshot) = result else { return }
        preview?.deliver(snapshot, at: now)
        if case let .failure(failure) = snapshot {
            HomeModel.logger.notice("snapshot of \(widget.id) (\(family.shortName)) for its sheet: \(failure)")
        }
    }

    func nextChange(after now: Date, model: HomeModel) -> Date? {
        guard let preview else { return nil }
        if preview.shown.view.containsLiveContent {
            return now.nextWholeSecond
        }
        return preview.nextInstant.flatMap { $0 > now ? $0 : nil }
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let name = model.catalog.descriptor(forKind: widget.kind)?.displayName ?? widget.kind
        let box = Self.sheetBox(title: name, screen: model.screenSize)
        box.draw(model.theme, into: &buffer)
        let area = box.content
        var hintStyle = SheetBox.style(model.theme)
        hintStyle.foreground = model.theme.palette.secondary
        buffer.put(TextFitting.prefix("Esc close", width: area.width), at: CellPoint(x: area.minX, y: area.maxY - 1), style: hintStyle)
        guard let preview else { return }
        let rendered = render(preview, model: model, at: context.now)
        let size = rendered.buffer.size
        let origin = CellPoint(
            x: area.minX + max(0, (area.width - size.width) / 2), y: area.minY + max(0, (area.height - 1 - size.height) / 2))
        buffer.draw(rendered.buffer, at: origin)
    }

    /// The snapshot once it came, else the placeholder, as the page would draw it.
    private func render(_ preview: GalleryPreview, model: HomeModel, at now: Date) -> RenderedView {
        let (_, view, redaction) = preview.shown
        let engine = model.engine
        let context = RenderContext(
            now: now, redactionReasons: redaction, palette: model.theme.palette, locale: engine.environment.locale,
            timeZone: engine.environment.timeZone, hourCycle: engine.environment.hourCycle,
            renderingMode: engine.environment.widgetRenderingMode,
            accentedColors: model.theme.tinted)
        let descriptor = model.catalog.descriptor(forKind: widget.kind)
        return WidgetRenderer.render(
            view, family: family, profile: model.profile, contentMarginsDisabled: descriptor?.contentMarginsDisabled ?? false,
            containerBackgroundRemovable: descriptor?.containerBackgroundRemovable ?? true, context: context)
    }
}
