import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The home grid, at the bottom of the stack: the page's tiles, the dock, the page dots and
/// the status bar. Arrows move the selection, Tab steps through the selected widget's links,
/// buttons and toggles, Enter opens (or presses), `[` `]` turn pages, and the keys
/// that open the other screens (`e`, `g`, `b`, `i`, `?`, `!`, the lock screen `L`, StandBy
/// `S`) push them.
@MainActor
final class HomeGridScreen: Screen {
    /// The tiles as last rendered (a memo).
    let tiles = TileRenderer()
    /// The wallpaper, the status bar's row and time as last painted (memos).
    var wallpaper = WallpaperCache()
    var statusBar = StatusBarRow()
    var statusClock = StatusClock()
    /// Where the live activities' strip drew each activity, and its `+N`, last (a memo).
    var activityStrip = ActivityStrip.Drawn()
    /// The activities' parts as the strip last drew them (a memo).
    let activityParts = ActivityParts()

    var helpLines: [String]? { HelpText.lines }
    var wheelScrollsWithArrows: Bool { false }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        switch event {
        case .resize, .paste, .backgroundColor, .focusIn: return .none
        case let .mouse(mouse): return handleMouse(mouse, model: model, at: now)
        case let .key(key): return handleKey(key, model: model, at: now)
        }
    }

    private func handleKey(_ key: Key, model: HomeModel, at now: Date) -> ScreenAction {
        switch key {
        case .character("q"): return .quit
        case .up, .character("k"): return moveSelection(.up, model: model)
        case .down, .character("j"): return moveSelection(.down, model: model)
        case .left, .character("h"): return moveSelection(.left, model: model)
        case .right, .character("l"): return moveSelection(.right, model: model)
        case .pageDown, .character("]"): return changePage(by: 1, model: model)
        case .pageUp, .character("["): return changePage(by: -1, model: model)
        case let .character(digit) where ("1"..."9").contains(digit):
            // Page n, as the dots and the status bar count them; past the last, nothing.
            guard let number = digit.wholeNumberValue, number <= model.pageCount else { return .redraw }
            return .intent(.showPage(number - 1))
        case .tab: return stepLink(by: 1, model: model, at: now)
        case .backTab: return stepLink(by: -1, model: model, at: now)
        case .enter: return activate(model: model, at: now) ?? open(model.navigation.selection, model: model, at: now)
        case .character(" "): return activate(model: model, at: now) ?? .none
        case .character("r"): return model.selectedItem?.instance.map { .intent(.reload($0)) } ?? .redraw
        case .character("R"): return .intent(.reloadAll)
        case .character("t"): return .intent(.setAppearance(.nextTheme))
        case .character("T"): return .intent(.setAppearance(.toggleTinted))
        case .character("g"): return .push(GalleryScreen(model: model))
        case .character("p"): return .intent(.setAppearance(.togglePreview(.placeholder)))
        case .character("P"): return .intent(.setAppearance(.togglePreview(.privacy)))
        case .character("b"): return BudgetScreen.open(model: model)
        case .character("e"): return .all([.intent(.dismissToast), .push(EditModeScreen())])
        case .character("L"): return .push(FullScreen.lockScreen.makeScreen())
        case .character("S"): return .push(FullScreen.standBy.makeScreen())
        case .character("<"): return .intent(.swipeStack(by: -1))
        case .character(">"): return .intent(.swipeStack(by: 1))
        case .character("i"): return InfoScreen.explainStack(model: model, at: now)
        case .character("a"): return ActivitiesScreen.open(model: model, at: now)
        case .character("?"): return .help
        case .character("!"): return ProblemsScreen.open(model: model)
        case .character("C"): return .all([.intent(.controls(.focus(0))), .push(ControlsScreen())])
        case .control("l"): return .repaintAll
        default: return .none
        }
    }

    /// A click selects a tile or a dock icon; a double click opens it. A click on a widget's
    /// button or toggle selects the widget and presses the control (the second click of a
    /// double click presses again, which the instance's press queue takes as the same press).
    /// The wheel turns pages; a click on a page dot shows its page; a click on a live activity
    /// opens its link; a click on a scrolled page's `▲ more` or `▼ more` selects the nearest
    /// widget that way, which scrolls it into view.
    func handleMouse(_ mouse: MouseEvent, model: HomeModel, at now: Date) -> ScreenAction {
        switch mouse.kind {
        case .scrollUp: return changePage(by: -1, model: model)
        case .scrollDown: return changePage(by: 1, model: model)
        case .press, .doubleClick:
            if let activity = activityStrip.frames.first(where: { $0.frame.contains(mouse.position) }) {
                return ActivitiesScreen.open(activity.id, model: model, at: now)
            }
            if let more = activityStrip.more, more.frame.contains(mouse.position) {
                return .push(ActivitiesScreen(selection: more.first))
            }
            if model.grid.scrolls {
                let items = model.shownItems
                let marks = ScrollMarks(frames: items.map(\.frame), viewport: model.grid.viewport)
                if let mark = marks.marks.first(where: { $0.frame.contains(mouse.position) }) {
                    return marks.nearest(mark.direction, among: items).map { .intent(.select($0.id)) } ?? .none
                }
            }
            if mouse.position.y == model.grid.dotsRow, !model.hitTargets.contains(where: { $0.frame.contains(mouse.position) }),
                let page = PageDots(count: model.pageCount, current: model.navigation.page, shown: model.shownPages).page(
                    atColumn: mouse.position.x, width: model.screenSize.width)
            {
                return page >= 0 && page < model.pageCount ? .intent(.showPage(page)) : .none
            }
        case .release: break
        }
        let row = ControlsRowPainter(model: model, at: now)
        if mouse.kind == .press || mouse.kind == .doubleClick, let line = row.row,
            let index = row.frames(on: line).firstIndex(where: { $0.contains(mouse.position) })
        {
            return .intent(.controls(.press(index)))
        }
        // A tile scrolled out of view cannot be clicked through the chrome over it.
        let viewport = model.grid.viewport
        guard
            let hit = model.hitTargets.first(where: {
                $0.frame.contains(mouse.position) && (HomeState.dockIndex($0.id) != nil || viewport.contains(mouse.position))
            })
        else { return .none }
        if mouse.kind == .press || mouse.kind == .doubleClick, let item = model.shownItems.first(where: { $0.id == hit.id }),
            let stop = tiles.stops(of: item, model: model, at: now).first(where: { $0.frame.contains(mouse.position) }),
            case let .press(target) = stop.action
        {
            return .all([.intent(.select(hit.id)), press(target, in: item, model: model, at: now)])
        }
        switch mouse.kind {
        case .press: return .intent(.select(hit.id))
        case .doubleClick: return .all([.intent(.select(hit.id)), open(hit.id, model: model, at: now)])
        default: return .none
        }
    }

    /// Moves between the page's tiles and the dock's icons, spatially.
    func moveSelection(_ direction: SpatialFocus.Direction, model: HomeModel) -> ScreenAction {
        let targets = model.hitTargets
        guard !targets.isEmpty else { return .redraw }
        let current = targets.firstIndex { $0.id == model.navigation.selection } ?? 0
        // While the page scrolls, the dock counts as below the whole page (the tiles scrolled
        // under it come first).
        let bottom = model.shownItems.map(\.frame.maxY).max() ?? 0
        let frames = targets.map { target in
            guard model.grid.scrolls, HomeState.dockIndex(target.id) != nil else { return target.frame }
            var frame = target.frame
            frame.origin.y = max(frame.minY, bottom + 1)
            return frame
        }
        if let next = SpatialFocus.move(from: current, direction, among: frames) {
            return .intent(.select(targets[next].id))
        } else if model.navigation.selection == nil {
            return .intent(.select(targets[current].id))
        }
        return .redraw
    }

    /// `]` and `[`: the next or the previous spread of pages (a page at a time when one shows).
    private func changePage(by delta: Int, model: HomeModel) -> ScreenAction {
        let shown = model.shownPages
        let target = delta > 0 ? shown.upperBound : shown.lowerBound - shown.count
        guard target >= 0, target < model.pageCount else { return .redraw }
        return .intent(.showPage(target))
    }

    /// Tab and Shift-Tab step through the selected widget's ring, its links, buttons and
    /// toggles in reading order (and back to none).
    private func stepLink(by delta: Int, model: HomeModel, at now: Date) -> ScreenAction {
        guard let item = model.selectedItem else { return .redraw }
        let stops = tiles.stops(of: item, model: model, at: now)
        guard !stops.isEmpty else { return .redraw }
        let next = (model.navigation.linkIndex.map { $0 + delta } ?? (delta > 0 ? 0 : stops.count - 1))
        return .intent(.selectLink(stops.indices.contains(next) ? next : nil))
    }

    /// The stop of the ring selected with Tab in the selected widget, if any.
    func selectedStop(model: HomeModel, at now: Date) -> TabStop? {
        guard let index = model.navigation.linkIndex, let item = model.selectedItem else { return nil }
        return tiles.stops(of: item, model: model, at: now)[safeIndex: index]
    }

    /// Enter or Space on the selected stop: a button or toggle is pressed, a link opened (nil:
    /// no stop is selected).
    private func activate(model: HomeModel, at now: Date) -> ScreenAction? {
        guard let stop = selectedStop(model: model, at: now), let item = model.selectedItem else { return nil }
        switch stop.action {
        case .link: return open(item.id, model: model, at: now)
        case let .press(target): return press(target, in: item, model: model, at: now)
        }
    }

    /// A press of `target` in `item`: its intent runs (``HomeIntent/press(_:in:)``); a
    /// disabled control does nothing; one without an intent opens the widget, as a tap on
    /// the widget does.
    private func press(_ target: PressTarget, in item: PlacedItem, model: HomeModel, at now: Date) -> ScreenAction {
        guard !target.disabled, let instance = item.instance else { return .redraw }
        guard target.intent != nil else { return open(item.id, following: false, model: model, at: now) }
        return .intent(.press(target, in: instance))
    }

    /// Enter (or a double click) on `id`: on a dock icon, its app; on a widget, the selected
    /// link, else the widget's URL (each through the app that owns its scheme), else the
    /// widget's app.
    func open(_ id: String?, following followsLink: Bool = true, model: HomeModel, at now: Date) -> ScreenAction {
        let launcher = AppLauncher(config: model.config)
        if let id, let index = HomeState.dockIndex(id), model.config.apps.indices.contains(index) {
            return .launch(launcher.plan(launching: model.config.apps[index]))
        }
        guard let item = model.shownItems.first(where: { $0.id == id }) else { return .none }
        let opened: ScreenAction = item.instance.map { .intent(.open($0)) } ?? .none
        let rendered = tiles.render(item, model: model, at: now)
        let url: URL?
        // The link selected belongs to the item selected before this one was (a double click
        // selects it now): only the item already selected follows its link.
        if followsLink, item.id == model.navigation.selection, let stop = selectedStop(model: model, at: now),
            case let .link(link) = stop.action
        {
            url = link
        } else {
            url = rendered.widgetURL
        }
        guard let url else {
            // Widgets here have no app of their own: say what iOS would open.
            return .all([opened, .toast("Open the \(item.kind) app (\(item.family.shortName))")])
        }
        if let action = CommandAction(url: url), let instance = item.instance {
            return .all([opened, Self.perform(action, from: instance, title: linkTitle(item, model: model, at: now))])
        }
        HomeModel.logger.info("opening \(url.absoluteString) from \(item.id)")
        // An app configured for the scheme wins; else the home screen follows its own widgets' links.
        if launcher.app(forScheme: url.scheme ?? "") == nil, let widget = item.instance.flatMap({ model.layout.widget($0) }),
            let followed = DeepLink.action(for: url, from: widget, model: model, launcher: launcher)
        {
            return .all([opened, followed])
        }
        return .all([opened, .launch(launcher.plan(opening: url))])
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension HomeGridScreen {
    /// A widget's command link pressed: a reload alone happens at once (free of budget, the
    /// user pressed it); a command waits for the user's yes.
    static func perform(_ action: CommandAction, from instance: WidgetInstanceID, title: String) -> ScreenAction {
        guard !action.arguments.isEmpty else { return .intent(.reload(instance)) }
        return .push(CommandConfirmationScreen(run: CommandRun(instance: instance, action: action, title: title)))
    }

    /// The words of the link selected in `item`'s tile (what the user pressed), else its kind.
    func linkTitle(_ item: PlacedItem, model: HomeModel, at now: Date) -> String {
        guard let index = model.navigation.linkIndex, let link = tiles.render(item, model: model, at: now).links[safeIndex: index]
        else { return item.kind }
        let buffer = tiles.render(item, model: model, at: now).buffer
        var text = ""
        for y in link.frame.minY..<link.frame.maxY {
            for x in link.frame.minX..<link.frame.maxX { text += buffer[x, y]?.grapheme ?? "" }
            text += " "
        }
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.isEmpty ? item.kind : words
    }
}
