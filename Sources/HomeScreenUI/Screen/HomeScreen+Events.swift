import CellGrid
import Foundation
import Terminal
import WidgetEngine

extension HomeScreen {
    /// Handles one input event at `now`.
    public func handle(_ event: InputEvent, at now: Date) -> Outcome {
        switch event {
        case .resize:
            return .repaintAll
        case let .mouse(mouse):
            return editingSheetIsOpen ? .none : handleMouse(mouse, at: now)
        case let .key(key):
            if showsHelp {
                if key == .escape || key == .character("?") || key == .character("q") { showsHelp = false }
                return .redraw
            }
            if showsProblems {
                if key == .escape || key == .character("!") || key == .character("q") { showsProblems = false }
                return .redraw
            }
            if let outcome = handleSheetKey(key, at: now) { return outcome }
            if let outcome = handleEditingKey(key, at: now) { return outcome }
            return handleKey(key, at: now)
        }
    }

    /// Sets the screen size (after a resize).
    public func resize(to size: CellSize, at now: Date) {
        screenSize = size
        page = min(page, max(0, pageCount - 1))
        if !pageItems(for: page).contains(where: { $0.id == selection }) { selection = pageItems(for: page).first?.id }
        updateVisibility(at: now)
    }

    private func handleKey(_ key: Key, at now: Date) -> Outcome {
        switch key {
        case .character("q"):
            return .quit
        case .up, .character("k"): moveSelection(.up)
        case .down, .character("j"): moveSelection(.down)
        case .left, .character("h"): moveSelection(.left)
        case .right, .character("l"): moveSelection(.right)
        case .pageDown, .character("]"): changePage(by: 1, at: now)
        case .pageUp, .character("["): changePage(by: -1, at: now)
        case .tab: stepLink(by: 1)
        case .backTab: stepLink(by: -1)
        case .enter: return open(at: now)
        case .character("r"):
            if let instance = selectedItem?.instance {
                engine.requestReload(instance, reason: .foreground, at: now)
                showToast("Reloading \(selectedItem?.kind ?? "widget")", at: now)
            }
        case .character("R"):
            engine.requestReloadAll(reason: .foreground, at: now)
            showToast("Reloading every widget", at: now)
        case .character("t"):
            cycleTheme(at: now)
        case .character("g"): openGallery(at: now)
        case .character("p"): togglePreview(.placeholder, at: now)
        case .character("P"): togglePreview(.privacy, at: now)
        case .character("b"): openBudgetView(at: now)
        case .character("?"):
            showsHelp = true
        case .character("!"): toggleProblems(at: now)
        case .control("l"):
            return .repaintAll
        default:
            return .none
        }
        return .redraw
    }

    private func handleMouse(_ mouse: MouseEvent, at now: Date) -> Outcome {
        guard !showsSheet, let hit = (lastFrames + dockTargets).first(where: { $0.frame.contains(mouse.position) }) else { return .none }
        switch mouse.kind {
        case .press:
            select(hit.id)
        case .doubleClick:
            select(hit.id)
            return open(at: now)
        default:
            return .none
        }
        return .redraw
    }

    /// The selected widget or stack (nil when a dock icon is selected).
    var selectedItem: PlacedItem? {
        pageItems(for: page).first { $0.id == selection }
    }

    func select(_ id: String) {
        if selection != id { linkIndex = nil }
        selection = id
    }

    /// Moves between the page's tiles and the dock's icons, spatially.
    private func moveSelection(_ direction: SpatialFocus.Direction) {
        let targets = pageItems(for: page).map { ($0.id, $0.frame) } + dockTargets
        guard !targets.isEmpty else { return }
        let current = targets.firstIndex { $0.0 == selection } ?? 0
        if let next = SpatialFocus.move(from: current, direction, among: targets.map(\.1)) {
            select(targets[next].0)
        } else if selection == nil {
            select(targets[current].0)
        }
    }

    private func changePage(by delta: Int, at now: Date) {
        let target = page + delta
        guard target >= 0, target < pageCount else { return }
        page = target
        selection = pageItems(for: page).first?.id
        linkIndex = nil
        updateVisibility(at: now)
    }

    /// Tab and Shift-Tab step through the selected widget's links (and back to none).
    private func stepLink(by delta: Int) {
        guard let id = selection, let links = lastLinks[id], !links.isEmpty else { return }
        let next = (linkIndex.map { $0 + delta } ?? (delta > 0 ? 0 : links.count - 1))
        linkIndex = links.indices.contains(next) ? next : nil
    }

    /// Enter: on a dock icon, its app; on a widget, the selected link, else the widget's URL
    /// (each through the app that owns its scheme), else the widget's app.
    private func open(at now: Date) -> Outcome {
        if let id = selection, let index = Self.dockIndex(id), config.apps.indices.contains(index) {
            return .launch(launcher.plan(launching: config.apps[index]))
        }
        guard let item = selectedItem else { return .none }
        recordOpening(item, at: now)
        let url: URL?
        if let index = linkIndex, let link = lastLinks[item.id]?[safeIndex: index] {
            url = link.url
        } else {
            url = lastWidgetURLs[item.id]
        }
        guard let url else {
            // Widgets here have no app of their own: say what iOS would open.
            showToast("Open the \(item.kind) app (\(item.family.shortName))", at: now)
            return .redraw
        }
        logger.info("opening \(url.absoluteString) from \(item.id)")
        return .launch(launcher.plan(opening: url))
    }

    private func cycleTheme(at now: Date) {
        let scheme = theme.palette.colorScheme
        themeIndex = (themeIndex + 1) % themes.count
        engine.environment.colorScheme = theme.palette.colorScheme
        // Views read the color scheme when they are archived: a new scheme needs new archives.
        if theme.palette.colorScheme != scheme { engine.requestReloadAll(reason: .foreground, at: now) }
        showToast("Theme: \(theme.name)", at: now)
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
