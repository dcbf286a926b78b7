import CellGrid
import Foundation
import Terminal

/// The screens on the home screen, bottom first: the home grid, then what the user opened
/// over it (edit mode, the gallery, a sheet, the help). Events go to the top screen (a key it
/// does not take goes down to the one below); drawing goes from the bottom up. This is the one
/// place that decides what is on top.
@MainActor
final class ScreenStack {
    private(set) var screens: [any Screen]

    /// A stack with `base` at the bottom, for good.
    init(base: any Screen) {
        screens = [base]
    }

    /// The screen on top.
    var top: any Screen { screens[screens.count - 1] }

    /// True when a screen covers the page.
    var coversPage: Bool { screens.contains { $0.coversPage } }

    /// True while edit mode is on the stack.
    var isEditing: Bool { screens.contains { $0.editsLayout } }

    /// The top-most screen of type `T`, if any.
    func first<T: Screen>(_ type: T.Type) -> T? {
        screens.reversed().lazy.compactMap { $0 as? T }.first
    }

    /// Sends `event` to the top screen (and down while screens pass it on); carries out what
    /// it asks of the stack and answers what it asks of the run loop.
    func handle(_ event: InputEvent, model: HomeModel, at now: Date) -> HomeScreen.Outcome {
        var index = screens.count - 1
        while index >= 0 {
            let screen = screens[index]
            let action = screen.handle(event, model: model, at: now)
            if case .unhandled = action, case .key = event {
                index -= 1
                continue
            }
            return apply(action, from: screen, model: model)
        }
        return .none
    }

    private func apply(_ action: ScreenAction, from screen: any Screen, model: HomeModel) -> HomeScreen.Outcome {
        switch action {
        case .none, .unhandled: return .none
        case .redraw: return .redraw
        case .repaintAll: return .repaintAll
        case .quit: return .quit
        case let .launch(plan): return .launch(plan)
        case let .push(next):
            screens.append(next)
        case .pop:
            remove(screen, model: model)
        case let .replace(next):
            remove(screen, model: model)
            screens.append(next)
        case .help:
            let lines = screens.reversed().lazy.compactMap(\.helpLines).first ?? HelpText.lines
            screens.append(HelpScreen(lines: lines))
        }
        return .redraw
    }

    /// Takes `screen` off the stack (never the base).
    private func remove(_ screen: any Screen, model: HomeModel) {
        guard let index = screens.firstIndex(where: { $0 === screen }), index > 0 else { return }
        screens.remove(at: index).dismissed(model: model)
    }

    /// Every screen drawn from the bottom up.
    func draw(model: HomeModel, at now: Date) -> CellBuffer {
        var buffer = CellBuffer(size: model.screenSize)
        let context = DrawContext(now: now, isEditing: isEditing, statusHint: screens.reversed().lazy.compactMap(\.statusHint).first)
        for (index, screen) in screens.enumerated() {
            // A screen above the base that paints over a picture takes it away.
            let cover = index > 0 && !buffer.pictures.isEmpty ? PictureCover(buffer) : nil
            screen.draw(into: &buffer, model: model, context: context)
            cover?.removePicturesPaintedOver(in: &buffer)
        }
        return buffer
    }

    /// Brings every screen to `now`.
    func advance(to now: Date, model: HomeModel) {
        for screen in screens { screen.advance(to: now, model: model) }
    }

    /// The soonest instant a screen changes by itself.
    func nextChange(after now: Date, model: HomeModel) -> Date? {
        screens.compactMap { $0.nextChange(after: now, model: model) }.min()
    }

    /// Hands a result to the screen that asked for it.
    func receive(_ result: WidgetCallResult, for token: UInt64, model: HomeModel, at now: Date) {
        for screen in screens.reversed() where screen.receive(result, for: token, model: model, at: now) { return }
    }
}
