import CellGrid
import Foundation
import WidgetEngine

/// Draws tiles from the archives the engine holds (no widget code runs) under the preview
/// mode, and keeps each rendering while its entry, theme and size stay the same: a frame then
/// costs only the tiles that changed, and a tile with live text is drawn again at each
/// frame's instant from its kept layout. The cache is a memo: what it answers is what
/// rendering anew would.
@MainActor
final class TileRenderer {
    private var cache: [String: (key: TileKey, tile: CachedTile)] = [:]
    /// The rendering mode tiles are drawn in instead of the appearance's (the lock screen's
    /// vibrant mode, StandBy's night mode); nil: the appearance's.
    let renderingMode: WidgetRenderingMode?
    /// The device whose family sizes tiles are drawn at instead of the model's (StandBy's,
    /// scaled to the terminal); setting another forgets every rendering.
    var profile: DeviceProfile? {
        didSet { if profile != oldValue { removeAll() } }
    }

    /// True inside the live-text window (``LiveTextWindow``), where no tile's key can change:
    /// a tile rendered before is drawn at the new instant without asking the engine which
    /// entry it shows. The home screen sets it for a live tick and clears it at every whole step.
    var keysHeld = false

    /// A renderer drawing in `renderingMode` (nil: the appearance's).
    init(renderingMode: WidgetRenderingMode? = nil) {
        self.renderingMode = renderingMode
    }

    private func mode(_ model: HomeModel) -> WidgetRenderingMode { renderingMode ?? model.appearance.renderingMode }

    /// Forgets every rendering (the theme's colors changed meaning).
    func removeAll() {
        cache.removeAll()
    }

    /// The tile of `item` at `now`.
    func render(_ item: PlacedItem, model: HomeModel, at now: Date) -> RenderedView {
        if keysHeld, let cached = cache[item.id] { return cached.tile.rendered(at: now) }
        let display = item.instance.flatMap { Self.display($0, model: model, at: now) }
        let key = key(of: item, display: display, model: model)
        if let cached = cache[item.id], cached.key == key { return cached.tile.rendered(at: now) }
        let tile = renderAnew(item, display: display, model: model, at: now)
        cache[item.id] = (key, tile)
        return tile.rendered(at: now)
    }

    /// What `item`'s tile at `now` is drawn from besides the instant: equal keys, equal tiles
    /// (but for live text).
    func key(of item: PlacedItem, model: HomeModel, at now: Date) -> TileKey {
        key(of: item, display: item.instance.flatMap { Self.display($0, model: model, at: now) }, model: model)
    }

    /// True when `item`'s tile as last rendered shows live text (it reads differently as time
    /// passes).
    func showsLiveText(_ item: PlacedItem) -> Bool {
        if case .live = cache[item.id]?.tile { return true }
        return false
    }

    /// The cells of `item`'s tile, in screen cells, that may differ from when it was drawn at
    /// the last frame, drawing it at `now`: the rows of its live texts that changed, or its
    /// whole frame when it was laid out anew (or shows no live text).
    func redrawnCells(of item: PlacedItem, model: HomeModel, at now: Date) -> [CellRect] {
        _ = render(item, model: model, at: now)
        guard case .live(let rendering) = cache[item.id]?.tile, let rows = rendering.takeChanges() else { return [item.frame] }
        return rows.map { CellRect(x: item.frame.minX + $0.minX, y: item.frame.minY + $0.minY, width: $0.width, height: $0.height) }
    }

    /// The first instant after `now` at which `item`'s tile, drawn at `now`, draws different
    /// cells (`.distantFuture`: never), or nil when it shows no live text: a live text cut to
    /// "9 m…" changes nothing drawn while only its seconds change.
    func nextVisibleChange(of item: PlacedItem, model: HomeModel, at now: Date) -> Date? {
        _ = render(item, model: model, at: now)
        guard case .live(let rendering) = cache[item.id]?.tile else { return nil }
        return rendering.nextVisibleChange(after: now) ?? .distantFuture
    }

    private func key(of item: PlacedItem, display: InstanceDisplay?, model: HomeModel) -> TileKey {
        let state = item.instance.flatMap { model.engine.states[$0] }
        return TileKey(
            instance: item.instance, kind: item.kind, family: item.family, source: display?.source,
            receivedAt: state?.receivedAt, generation: state?.timelineGeneration, themeIndex: model.appearance.themeIndex,
            renderingMode: mode(model), redaction: display?.redactionReasons ?? [],
            toggles: item.instance.map { model.hosted.presses.toggleStates(of: $0) } ?? [:])
    }

    /// The Tab ring of `item`'s tile at `now`: its links, buttons and toggles in reading
    /// order, in screen cells.
    func stops(of item: PlacedItem, model: HomeModel, at now: Date) -> [TabStop] {
        TabStop.ring(of: render(item, model: model, at: now), at: item.frame.origin)
    }

    /// Forgets the renderings of items no longer in the layout.
    func keep(only ids: Set<String>) {
        cache = cache.filter { ids.contains($0.key) }
    }

    private func renderAnew(_ item: PlacedItem, display: InstanceDisplay?, model: HomeModel, at now: Date) -> CachedTile {
        var context = Self.context(model, at: now, redaction: [])
        context.renderingMode = mode(model)
        let profile = self.profile ?? model.profile
        guard item.instance != nil, let display else {
            return .fixed(WidgetRenderer.render(EmptyView(), family: item.family, profile: profile, context: context))
        }
        switch display.source {
        case .unavailable:
            return .fixed(
                WidgetRenderer.render(UnavailableTile(kind: item.kind), family: item.family, profile: profile, context: context))
        case .placeholder, .entry:
            guard let view = display.view else {
                return .fixed(WidgetRenderer.render(EmptyView(), family: item.family, profile: profile, context: context))
            }
            let descriptor = model.catalog.descriptor(forKind: item.kind)
            var entryContext = Self.context(
                model, at: now, redaction: display.redactionReasons,
                toggleStates: item.instance.map { model.hosted.presses.toggleStates(of: $0) } ?? [:])
            entryContext.renderingMode = context.renderingMode
            let rendering = WidgetRenderer.rendering(
                view, family: item.family, profile: profile, contentMarginsDisabled: descriptor?.contentMarginsDisabled ?? false,
                containerBackgroundRemovable: descriptor?.containerBackgroundRemovable ?? true, context: entryContext)
            return view.containsLiveContent ? .live(rendering) : .fixed(rendering.render(at: now))
        }
    }

    /// How widgets are drawn at `now` with `redaction`: the theme's palette and tinted colors,
    /// the appearance's rendering mode, the locale and zone, the toggles flipped by presses
    /// ahead of the widget's timeline.
    static func context(
        _ model: HomeModel, at now: Date, redaction: RedactionReasons, toggleStates: [IntentReference: Bool] = [:]
    ) -> RenderContext {
        var context = RenderContext(
            now: now, redactionReasons: redaction, palette: model.theme.palette, locale: model.engine.environment.locale,
            timeZone: model.engine.environment.timeZone, hourCycle: model.engine.environment.hourCycle,
            renderingMode: model.appearance.renderingMode,
            accentedColors: model.theme.tinted)
        context.toggleStates = toggleStates
        return context
    }

    /// What `id` shows at `now` under the preview mode: in placeholder preview its kind's
    /// placeholder entry (redacted as a skeleton), in privacy preview its live content with
    /// `.privacy` added, else the engine's display; with `.invalidated` added while a press
    /// of one of its controls waits for the timeline after it (`invalidatableContent()`).
    static func display(_ id: WidgetInstanceID, model: HomeModel, at now: Date) -> InstanceDisplay? {
        // The engine is read in place (``HomeModel/engine``), never bound: a copy retains its tables.
        guard var display = model.engine.display(id, at: now) else { return nil }
        if model.hosted.presses.invalidatesContent(of: id) { display.redactionReasons.formUnion(.invalidated) }
        switch model.appearance.previewMode {
        case .live:
            break
        case .placeholder:
            guard display.source != .unavailable, let state = model.engine.states[id],
                let placeholder = model.engine.placeholder(kind: state.instance.kind, family: state.instance.family)
            else { break }
            display.source = .placeholder
            display.view = placeholder.view
            display.redactionReasons = .placeholder
            display.staleSince = nil
        case .privacy:
            display.redactionReasons.formUnion(.privacy)
        }
        return display
    }
}
