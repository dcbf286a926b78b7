import CellGrid
import Foundation
import Terminal

/// The screens on the home screen, bottom first: the home grid, then what the user opened
/// over it (edit mode, the gallery, a sheet, the help). Events go to the top screen (a key it
/// does not take goes down to the one below); drawing goes from the bottom up. This is the one
/// place that decides what is on top, and it remembers which screen asked for which call, so
/// the answer goes back to it.
@MainActor
final class ScreenStack {
    private(set) var screens: [any Screen]
    /// The calls screens asked for and have not had answered, by token.
    private var asked: [UInt64: (screen: any Screen, call: ScreenCall)] = [:]
    /// The key hints of the frame drawn last: a click on one is its key.
    let hints = KeyHintMap()

    /// A stack with `base` at the bottom, for good.
    init(base: any Screen) {
        screens = [base]
    }

    /// The screen on top.
    var top: any Screen { screens[screens.count - 1] }

    /// True when a screen covers the page.
    var coversPage: Bool { screens.contains { $0.coversPage } }

    /// The widgets shown in place of the pages by the top-most screen that shows its own (the
    /// lock screen, StandBy); nil when the pages show.
    func shownItems(model: HomeModel) -> [PlacedItem]? {
        screens.reversed().lazy.compactMap { $0.shownItems(model: model) }.first
    }

    /// True while edit mode is on the stack.
    var isEditing: Bool { screens.contains { $0.editsLayout } }

    /// The top-most screen of type `T`, if any.
    func first<T: Screen>(_ type: T.Type) -> T? {
        screens.reversed().lazy.compactMap { $0 as? T }.first
    }

    /// Sends `event` to the top screen, and down while screens pass a key or the mouse on: the
    /// answer, and the screen that gave it. A click on a key hint drawn in the last frame is
    /// that key; the wheel over a screen that scrolls with arrows is ↑ or ↓.
    func route(_ event: InputEvent, model: HomeModel, at now: Date) -> (action: ScreenAction, screen: any Screen) {
        var event = event
        if case let .mouse(mouse) = event {
            if mouse.kind == .press || mouse.kind == .doubleClick, let key = hints.key(at: mouse.position) {
                event = .key(key)
            } else if top.wheelScrollsWithArrows, mouse.kind == .scrollUp || mouse.kind == .scrollDown {
                event = .key(mouse.kind == .scrollUp ? .up : .down)
            }
        }
        var index = screens.count - 1
        while index >= 0 {
            let screen = screens[index]
            let action = screen.handle(event, model: model, at: now)
            if case .unhandled = action, index > 0 {
                index -= 1
                continue
            }
            return (action, screen)
        }
        return (.none, top)
    }

    /// Puts `screen` on top.
    func push(_ screen: any Screen) {
        screens.append(screen)
    }

    /// Opens the help for the screens as they are.
    func pushHelp() {
        let lines = screens.reversed().lazy.compactMap(\.helpLines).first ?? HelpText.lines
        screens.append(HelpScreen(lines: lines))
    }

    /// Takes `screen` off the stack (never the base); returns the tokens of the calls it asked
    /// for that are not answered yet, which nobody wants any more.
    func remove(_ screen: any Screen) -> [UInt64] {
        guard let index = screens.firstIndex(where: { $0 === screen }), index > 0 else { return [] }
        screens.remove(at: index)
        let orphaned = asked.filter { $0.value.screen === screen }.map(\.key)
        for token in orphaned { asked[token] = nil }
        return orphaned
    }

    /// Remembers that `screen` asked for `call`, queued as `token`, and tells it so.
    func record(_ token: UInt64, call: ScreenCall, for screen: any Screen, model: HomeModel, at now: Date) {
        asked[token] = (screen, call)
        screen.asked(call, model: model, at: now)
    }

    /// Hands the answer to the call `token` to the screen that asked for it; false when no
    /// screen on the stack did (it is gone, or the call was not a screen's).
    func receive(_ result: WidgetCallResult, for token: UInt64, model: HomeModel, at now: Date) -> Bool {
        guard let (screen, call) = asked.removeValue(forKey: token) else { return false }
        screen.receive(result, for: call, model: model, at: now)
        return true
    }

    /// Every screen drawn from the bottom up; the key hints of the last frame are forgotten
    /// (the frame records its own).
    func draw(model: HomeModel, at now: Date) -> CellBuffer {
        var buffer = CellBuffer(size: model.screenSize)
        hints.removeAll()
        let context = drawContext(at: now)
        for (index, screen) in screens.enumerated() {
            // A screen above the base that paints over a picture takes it away.
            let cover = index > 0 && !buffer.pictures.isEmpty ? PictureCover(buffer) : nil
            screen.draw(into: &buffer, model: model, context: context)
            cover?.removePicturesPaintedOver(in: &buffer)
        }
        return buffer
    }

    /// What the screens draw a frame at `now` with. A frame drawn over the last one keeps the
    /// last one's key hints but where it draws them again (the status bar's row).
    func drawContext(at now: Date) -> DrawContext {
        DrawContext(now: now, isEditing: isEditing, statusHint: screens.reversed().lazy.compactMap(\.statusHint).first, hints: hints)
    }

    /// The soonest instant a screen changes by itself.
    func nextChange(after now: Date, model: HomeModel) -> Date? {
        screens.compactMap { $0.nextChange(after: now, model: model) }.min()
    }
}
