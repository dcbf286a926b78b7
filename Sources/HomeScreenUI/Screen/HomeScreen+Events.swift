import CellGrid
import Foundation
import WidgetEngine

extension HomeScreen {
    /// Handles one input event at `now`.
    public func handle(_ event: InputEvent, at now: Date) -> Outcome {
        switch event {
        case .resize:
            return .repaintAll
        case let .mouse(mouse):
            return handleMouse(mouse, at: now)
        case let .key(key):
            if showsHelp {
                if key == .escape || key == .character("?") || key == .character("q") { showsHelp = false }
                return .redraw
            }
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
        case .enter: open(at: now)
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
        case .character("?"):
            showsHelp = true
        case .control("l"):
            return .repaintAll
        default:
            return .none
        }
        return .redraw
    }

    private func handleMouse(_ mouse: MouseEvent, at now: Date) -> Outcome {
        guard let hit = lastFrames.first(where: { $0.frame.contains(mouse.position) }) else { return .none }
        switch mouse.kind {
        case .press:
            select(hit.id)
        case .doubleClick:
            select(hit.id)
            open(at: now)
        default:
            return .none
        }
        return .redraw
    }

    var selectedItem: PlacedItem? {
        pageItems(for: page).first { $0.id == selection }
    }

    func select(_ id: String) {
        if selection != id { linkIndex = nil }
        selection = id
    }

    private func moveSelection(_ direction: SpatialFocus.Direction) {
        let items = pageItems(for: page)
        guard !items.isEmpty else { return }
        let current = items.firstIndex { $0.id == selection } ?? 0
        if let next = SpatialFocus.move(from: current, direction, among: items.map(\.frame)) {
            select(items[next].id)
        } else if selection == nil {
            select(items[current].id)
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

    /// Enter: the selected link, else the widget's URL, else the widget's app.
    private func open(at now: Date) {
        guard let item = selectedItem else { return }
        let target: String
        if let index = linkIndex, let link = lastLinks[item.id]?[safeIndex: index] {
            target = link.url.absoluteString
        } else if let url = lastWidgetURLs[item.id] {
            target = url.absoluteString
        } else {
            target = "the \(item.kind) app (\(item.family.shortName))"
        }
        // No app is configured for any URL scheme yet: as iOS does for a URL nobody handles,
        // say what would open.
        showToast("Open \(target)", at: now)
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
