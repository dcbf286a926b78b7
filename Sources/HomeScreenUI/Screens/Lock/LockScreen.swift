import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// The lock screen (`L`, `homescreen --lock-screen`), as iOS 16 draws it: the date, an
/// `accessoryInline` widget, the time in the theme's large digits, and up to four circular or
/// rectangular widgets below, drawn in the vibrant rendering mode. Enter, Esc or `L` go back
/// to the pages; `e` edits its widgets. It changes by itself once a minute (the time) and when
/// its widgets' timelines do: nothing ticks faster unless a widget shows seconds.
@MainActor
final class LockScreen: Screen {
    /// The widgets' tiles, in the vibrant mode.
    let tiles = TileRenderer(renderingMode: .vibrant)
    /// The time and date, made once a minute.
    private var face = LargeClock.Face()
    private var wallpaper = WallpaperCache()

    var helpLines: [String]? {
        [
            "Lock screen", "", "⏎ / Esc / L   back to the home screen", "e             edit the lock screen's widgets",
            "S             StandBy", "t             next theme", "q             quit", "?             this help",
        ]
    }

    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> ScreenAction {
        guard case let .key(key) = event else { return .none }
        switch key {
        case .enter, .escape, .character("L"): return .pop
        case .character("e"): return .push(LockScreenEditor())
        case .character("S"): return .replace(StandByScreen())
        case .character("t"): return .intent(.setAppearance(.nextTheme))
        case .character("q"): return .quit
        case .character("?"): return .help
        case .control("l"): return .repaintAll
        default: return .none
        }
    }

    func shownItems(model: HomeModel) -> [PlacedItem]? {
        let lock = model.layout.lockScreen
        return LockScreenGeometry(lock, size: model.screenSize, profile: model.profile).items(of: lock)
    }

    func draw(into buffer: inout CellBuffer, model: HomeModel, context: DrawContext) {
        let theme = model.theme
        buffer = wallpaper.buffer(model)
        let lock = model.layout.lockScreen
        let geometry = LockScreenGeometry(lock, size: model.screenSize, profile: model.profile, editing: context.isEditing)
        let environment = model.engine.environment
        let date = face.date(at: context.now, in: environment.timeZone, locale: environment.locale)
        let primary = CellStyle(foreground: theme.palette.primary, attributes: .bold)
        buffer.put(
            date, at: CellPoint(x: max(0, (buffer.size.width - DisplayWidth.of(date)) / 2), y: geometry.dateRow), style: primary,
            keepsBackground: true)
        LargeClock.draw(
            LargeClock.rows(face.time(at: context.now, in: environment.timeZone, hourCycle: environment.hourCycle), scale: 1),
            y: geometry.timeRow,
            style: primary, into: &buffer)
        for item in geometry.items(of: lock) {
            Wallpaper.draw(tiles.render(item, model: model, at: context.now).buffer, at: item.frame.origin, over: theme, into: &buffer)
        }
        LockScreenNotifications.draw(model, at: context.now, in: geometry.notifications, into: &buffer)
        let hint = context.statusHint ?? "⏎ unlock  e edit  S StandBy  ? help  q quit"
        buffer.put(
            hint, at: CellPoint(x: max(0, (buffer.size.width - DisplayWidth.of(hint)) / 2), y: buffer.size.height - 1),
            style: CellStyle(foreground: theme.palette.secondary, attributes: .dim), keepsBackground: true)
    }
}
