import CellGrid
import Foundation
import HostIO
import Terminal
import WidgetEngine

/// The home screen, independent of any terminal: a ``HomeModel`` and the ``ScreenStack`` over
/// it. The run loop hands it instants and events; it answers with the calls into widget code
/// to make (``step(at:monotonic:)``), frames (``frame(at:)``, pure) and when to wake next.
@MainActor
public final class HomeScreen {
    /// What an event asks of the run loop.
    public enum Outcome: Equatable, Sendable {
        case none
        case redraw
        case repaintAll
        case quit
        /// Run a program (an app, or the app that opens a URL): the run loop hands the terminal
        /// over and takes it back.
        case launch(LaunchPlan)
    }

    /// The state: layout, pages, selection, engine, persistence.
    public let model: HomeModel
    /// The screens: the grid at the bottom, what the user opened over it on top.
    let stack: ScreenStack
    /// Where `WidgetCenter` reload requests come from (widgets call `WidgetCenter.shared`;
    /// the program hands that one in).
    let widgetCenter: WidgetCenter

    /// - Parameters:
    ///   - widgetCenter: the center whose reload requests the engine takes at each step (the
    ///     program hands in `WidgetCenter.shared`; the default is a center of its own).
    ///   - workers: how many calls into widget code run at once (see ``WorkerCount``); the
    ///     others wait their turn. Unbounded by default, as headless tools and tests run them.
    public init(
        catalog: WidgetCatalog, layout: HomeLayout, themes: [Theme], themeIndex: Int, profile: DeviceProfile = .iPhone,
        settings: EngineSettings = .standard, store: EngineStore?, screenSize: CellSize, timeZone: TimeZone = .current,
        locale: Locale = .current, config: HomeConfig = .defaults, widgetCenter: WidgetCenter = WidgetCenter(),
        workers: Int = .max
    ) {
        var environment = EnvironmentValues()
        environment.timeZone = timeZone
        environment.locale = locale
        model = HomeModel(
            catalog: catalog, layout: layout, themes: themes, themeIndex: themeIndex, profile: profile, settings: settings,
            store: store, screenSize: screenSize, environment: environment, config: config, workers: workers)
        stack = ScreenStack(base: HomeGridScreen())
        self.widgetCenter = widgetCenter
    }

    /// Places the instances at `now` (with a store, those of the page shown; the others when
    /// their caches are adopted or something needs them); each shows its placeholder until its
    /// cache (see ``adoptCaches(_:at:finishesReading:)``) or its first timeline arrives.
    public func start(at now: Date) {
        model.start(at: now, coversPage: stack.coversPage)
        settle(at: now)
    }

    /// Advances to `now`: WidgetCenter requests, clock changes, due reloads, the screens'
    /// deadlines; prepares what the next frame shows (placeholders of the tiles on screen).
    /// Returns the calls into widget code to start now, as many as workers are free; the
    /// others wait in the work queue (see ``startCalls(at:)``).
    public func step(at now: Date, monotonic: TimeInterval) -> [WidgetCall] {
        stack.advance(to: now, model: model)
        let calls = model.advance(to: now, monotonic: monotonic, centerRequests: widgetCenter.takeRequests())
        settle(at: now)
        return calls
    }

    /// Takes the result of the call `token` and frees its worker: a timeline to the engine, a
    /// snapshot or choices to the screen that asked for them (dropped when it is gone).
    public func complete(_ token: UInt64, with result: WidgetCallResult, at now: Date) {
        model.finishCall(token)
        if case let .timeline(timeline) = result {
            model.deliver(timeline, for: token, at: now)
        } else {
            stack.receive(result, for: token, model: model, at: now)
        }
        settle(at: now)
    }

    /// Handles one input event at `now`.
    public func handle(_ event: InputEvent, at now: Date) -> Outcome {
        model.placeRemaining(at: now)
        let outcome = stack.handle(event, model: model, at: now)
        settle(at: now)
        return outcome
    }

    /// Sets the screen size (after a resize).
    public func resize(to size: CellSize, at now: Date) {
        // Another size may show other instances: every one is placed first (a no-op at the
        // start's own resize, which comes before anything is placed; a signal of the same size
        // changes nothing).
        if size != model.screenSize { model.placeRemaining(at: now) }
        model.screenSize = size
        model.keepSelectionOnPage()
        settle(at: now)
    }

    /// The whole screen at `now`, drawn from the bottom screen up, and what a click can land
    /// on. Pure: it reads the model (archives only; no widget code runs) and changes nothing
    /// but the screens' memos of what they drew.
    public func frame(at now: Date) -> HomeFrame {
        HomeFrame(
            buffer: stack.draw(model: model, at: now),
            targets: stack.top is HomeGridScreen || stack.top is EditModeScreen ? model.hitTargets : [])
    }

    /// When anything on screen changes next: the model's next instant, a screen's own.
    public func nextWake(after now: Date) -> Date? {
        [model.nextChange(after: now), stack.nextChange(after: now, model: model)].compactMap { $0 }.min()
    }

    /// After every change: the engine learns which instances are on screen (none while a sheet
    /// covers the page), and their placeholders are made now, never while drawing.
    func settle(at now: Date) {
        model.updateVisibility(coversPage: stack.coversPage, at: now)
        model.engine.preparePlaceholders(
            for: model.shownItems.compactMap(\.instance), at: now,
            evenWhereContentShows: model.appearance.previewMode == .placeholder)
    }
}
