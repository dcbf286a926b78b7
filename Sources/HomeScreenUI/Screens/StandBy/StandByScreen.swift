import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// StandBy (`S`, `homescreen --standby`), for a tmux pane or a spare monitor: two small
/// widgets side by side, each a smart stack turned by Smart Rotate, scaled to fill the
/// terminal; `c` switches to a full-screen clock and back, `n` to the night mode that draws
/// everything in dim red. ← → choose a stack, ↑ ↓ turn it; `e` edits the stacks; Enter, Esc
/// or `S` go back to the pages.
@MainActor
final class StandByScreen: Screen {
    /// The widgets' tiles, at the scaled device's sizes.
    let tiles = TileRenderer()
    /// True while the full-screen clock shows instead of the widgets.
    private(set) var showsClock = false
    /// True in the night mode (everything in dim red).
    private(set) var night = false
    /// The time and date, made once a minute.
    private var face = LargeClock.Face()
    private var wallpaper = WallpaperCache()
    /// The stack chosen with ← →, which ↑ ↓ turn.
    private var chosen = 0

    /// The night mode's one color.
    static let nightRed = TerminalColor.rgb(0x8B, 0x10, 0x10)

    var helpLines: [String]? {
        [
            "StandBy", "", "⏎ / Esc / S   back to the home screen", "c             the clock, or the widgets again",
            "n             night mode (dim red) on or off", "← →           choose a stack; ↑ ↓ turn it",
            "e             edit the stacks", "L             lock screen", "q             quit", "?             this help",
        ]
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch key {
        case .enter, .escape, .character("S"): return .pop
        case .character("c"): showsClock.toggle()
        case .character("n"): night.toggle()
        case .left, .character("h"): chosen = 0
        case .right, .character("l"): chosen = 1
        case .up, .character("k"): return turn(by: -1, model: model)
        case .down, .character("j"): return turn(by: 1, model: model)
        case .character("e"): return .push(StandByEditor())
        case .character("L"): return .replace(LockScreen())
        case .character("q"): return .quit
        case .character("?"): return .help
        case .control("l"): return .repaintAll
        default: return .none
        }
        return .redraw
    }

    /// Shows the next (+1) or previous (-1) member of the stack chosen, pinned as a swipe pins.
    private func turn(by delta: Int, model: HomeModel) -> ScreenAction {
        guard !showsClock, let item = shownItems(model: model)?[safeIndex: chosen], let stack = item.stack, !stack.members.isEmpty
        else { return .none }
        let next = (stack.top + delta + stack.members.count) % stack.members.count
        return .intent(.pin(stack.members[next].id, stack: item.id))
    }

    func shownItems(model: HomeModel) -> [PlacedItem]? {
        guard !showsClock else { return [] }
        return StandByGeometry(size: model.screenSize, base: model.profile).items(of: model.layout.standBy, tops: model.stacks.tops)
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let theme = model.theme
        buffer = night ? CellBuffer(size: model.screenSize) : wallpaper.buffer(model)
        let now = context.now
        if showsClock {
            drawClock(model: model, at: now, into: &buffer)
        } else {
            let geometry = StandByGeometry(size: model.screenSize, base: model.profile)
            tiles.profile = geometry.profile
            for item in shownItems(model: model) ?? [] {
                Wallpaper.draw(tiles.render(item, model: model, at: now).buffer, at: item.frame.origin, over: theme, into: &buffer)
                if let stack = item.stack {
                    StackDots(members: stack.members.count, top: stack.top).draw(
                        beside: item.frame, inside: false, theme: theme, into: &buffer)
                }
            }
            if context.statusHint == nil, geometry.panes.indices.contains(chosen), model.layout.standBy.stacks.count > 1 {
                let pane = geometry.panes[chosen]
                buffer.put(
                    "▔", at: CellPoint(x: pane.minX + pane.width / 2, y: min(buffer.size.height - 2, pane.maxY)),
                    style: CellStyle(foreground: theme.palette.accent), keepsBackground: true)
            }
        }
        let hint = context.statusHint ?? "⏎ back  c clock  n night  ←→↑↓ stacks  e edit  ? help  q quit"
        buffer.put(
            hint, at: CellPoint(x: max(0, (buffer.size.width - DisplayWidth.of(hint)) / 2), y: buffer.size.height - 1),
            style: CellStyle(foreground: theme.palette.secondary, attributes: .dim), keepsBackground: true)
        if night { Self.dimRed(&buffer) }
    }

    /// The full-screen clock: the time as large as the terminal allows, the date below.
    private func drawClock(model: HomeModel, at now: Date, into buffer: inout CellBuffer) {
        let environment = model.engine.environment
        let time = face.time(at: now, in: environment.timeZone, hourCycle: environment.hourCycle)
        let area = CellSize(width: buffer.size.width - 2, height: buffer.size.height - 4)
        let rows = LargeClock.rows(time, scale: LargeClock.scale(for: time, fitting: area))
        let top = max(0, (buffer.size.height - 1 - rows.count - 2) / 2)
        let style = CellStyle(foreground: model.theme.palette.primary, attributes: .bold)
        LargeClock.draw(rows, y: top, style: style, into: &buffer)
        let date = face.date(at: now, in: environment.timeZone, locale: environment.locale)
        LargeClock.draw([date], y: top + rows.count + 1, style: CellStyle(foreground: model.theme.palette.secondary), into: &buffer)
    }

    /// Night mode: every cell's text in dim red on the terminal's own (dark) background, no
    /// pictures.
    static func dimRed(_ buffer: inout CellBuffer) {
        buffer.removePictures(intersecting: buffer.bounds)
        buffer.restyle(buffer.bounds) { style in
            style = CellStyle(foreground: nightRed, background: .default, attributes: style.attributes.subtracting(.reverse).union(.dim))
        }
    }
}
