import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The home grid, at the bottom of the stack: the page's tiles, the dock, the page dots and
/// the status bar. Arrows move the selection, Enter opens, `[` `]` turn pages, and the keys
/// that open the other screens (`e`, `g`, `b`, `i`, `?`, `!`) push them.
@MainActor
final class HomeGridScreen: Screen {
    /// The tiles as last rendered (a memo).
    let tiles = TileRenderer()
    /// The wallpaper, the status bar's row and time as last painted (memos).
    var wallpaper: (key: WallpaperKey, buffer: CellBuffer)?
    var statusBar = StatusBarRow()
    var statusClock = StatusClock()

    var helpLines: [String]? { HelpText.lines }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        switch event {
        case .resize: return .repaintAll
        case let .mouse(mouse): return handleMouse(mouse, model: model, at: now)
        case let .key(key): return handleKey(key, model: model, at: now)
        }
    }

    private func handleKey(_ key: Key, model: HomeModel, at now: Date) -> ScreenAction {
        switch key {
        case .character("q"):
            return .quit
        case .up, .character("k"): moveSelection(.up, model: model)
        case .down, .character("j"): moveSelection(.down, model: model)
        case .left, .character("h"): moveSelection(.left, model: model)
        case .right, .character("l"): moveSelection(.right, model: model)
        case .pageDown, .character("]"): changePage(by: 1, model: model)
        case .pageUp, .character("["): changePage(by: -1, model: model)
        case .tab: stepLink(by: 1, model: model, at: now)
        case .backTab: stepLink(by: -1, model: model, at: now)
        case .enter: return open(model: model, at: now)
        case .character("r"):
            if let instance = model.selectedItem?.instance {
                model.engine.reloadByHand(instance, at: now)
                model.showToast("Reloading \(model.selectedItem?.kind ?? "widget")", at: now)
            }
        case .character("R"):
            model.engine.reloadAllByHand(at: now)
            model.showToast("Reloading every widget", at: now)
        case .character("t"): cycleTheme(model: model, at: now)
        case .character("T"): toggleTinted(model: model, at: now)
        case .character("g"): return .push(GalleryScreen(model: model, at: now))
        case .character("p"): model.showToast(model.appearance.togglePreview(.placeholder), at: now)
        case .character("P"): model.showToast(model.appearance.togglePreview(.privacy), at: now)
        case .character("b"): return BudgetScreen.open(model: model, at: now)
        case .character("e"):
            model.notices.toast = nil
            return .push(EditModeScreen())
        case .character("<"): model.swipeStack(by: -1, at: now)
        case .character(">"): model.swipeStack(by: 1, at: now)
        case .character("i"): return InfoScreen.explainStack(model: model, at: now)
        case .character("?"): return .help
        case .character("!"): return ProblemsScreen.open(model: model, at: now)
        case .control("l"): return .repaintAll
        default: return .none
        }
        return .redraw
    }

    /// A click selects a tile or a dock icon; a double click opens it.
    func handleMouse(_ mouse: MouseEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard let hit = model.hitTargets.first(where: { $0.frame.contains(mouse.position) }) else { return .none }
        switch mouse.kind {
        case .press:
            model.navigation.select(hit.id)
        case .doubleClick:
            model.navigation.select(hit.id)
            return open(model: model, at: now)
        default:
            return .none
        }
        return .redraw
    }

    /// Moves between the page's tiles and the dock's icons, spatially.
    func moveSelection(_ direction: SpatialFocus.Direction, model: HomeModel) {
        let targets = model.hitTargets
        guard !targets.isEmpty else { return }
        let current = targets.firstIndex { $0.id == model.navigation.selection } ?? 0
        if let next = SpatialFocus.move(from: current, direction, among: targets.map(\.frame)) {
            model.navigation.select(targets[next].id)
        } else if model.navigation.selection == nil {
            model.navigation.select(targets[current].id)
        }
    }

    private func changePage(by delta: Int, model: HomeModel) {
        let target = model.navigation.page + delta
        guard target >= 0, target < model.pageCount else { return }
        model.navigation = Navigation(page: target, selection: model.pageItems(for: target).first?.id)
    }

    /// Tab and Shift-Tab step through the selected widget's links (and back to none).
    private func stepLink(by delta: Int, model: HomeModel, at now: Date) {
        guard let item = model.selectedItem else { return }
        let links = tiles.links(of: item, model: model, at: now)
        guard !links.isEmpty else { return }
        let next = (model.navigation.linkIndex.map { $0 + delta } ?? (delta > 0 ? 0 : links.count - 1))
        model.navigation.linkIndex = links.indices.contains(next) ? next : nil
    }

    /// Enter: on a dock icon, its app; on a widget, the selected link, else the widget's URL
    /// (each through the app that owns its scheme), else the widget's app.
    func open(model: HomeModel, at now: Date) -> ScreenAction {
        let launcher = AppLauncher(apps: model.config.apps)
        if let id = model.navigation.selection, let index = HomeModel.dockIndex(id), model.config.apps.indices.contains(index) {
            return .launch(launcher.plan(launching: model.config.apps[index]))
        }
        guard let item = model.selectedItem else { return .none }
        model.recordOpening(item, at: now)
        let rendered = tiles.render(item, model: model, at: now)
        let url: URL?
        if let index = model.navigation.linkIndex, let link = tiles.links(of: item, model: model, at: now)[safeIndex: index] {
            url = link.url
        } else {
            url = rendered.widgetURL
        }
        guard let url else {
            // Widgets here have no app of their own: say what iOS would open.
            model.showToast("Open the \(item.kind) app (\(item.family.shortName))", at: now)
            return .redraw
        }
        HomeModel.logger.info("opening \(url.absoluteString) from \(item.id)")
        return .launch(launcher.plan(opening: url))
    }

    private func cycleTheme(model: HomeModel, at now: Date) {
        model.appearance.themeIndex = (model.appearance.themeIndex + 1) % model.appearance.themes.count
        // Views read the color scheme when they are archived: a new scheme needs new archives.
        model.engine.changeAppearance(
            colorScheme: model.theme.palette.colorScheme, renderingMode: model.appearance.renderingMode, at: now)
        model.showToast("Theme: \(model.theme.name)", at: now)
    }

    /// `T`: the tinted appearance on or off. The tiles are drawn again in the new colors at
    /// once; views read the rendering mode when archived, so every timeline is asked for again.
    private func toggleTinted(model: HomeModel, at now: Date) {
        let message = model.appearance.toggleTinted()
        model.engine.changeAppearance(
            colorScheme: model.theme.palette.colorScheme, renderingMode: model.appearance.renderingMode, at: now)
        model.showToast(message, at: now)
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
