import Foundation
import HostIO
import Terminal
import WidgetEngine

extension HomeScreen {
    /// One instance's cache as read at start: nil when there is none or it cannot be read.
    public typealias CacheRead = (id: WidgetInstanceID, cache: CachedInstance?)

    /// Reads the caches of `ids` from `store`; safe to call from any task. With `headsOnly`
    /// (the instances off screen), only what scheduling needs is decoded, not the entries:
    /// those are read when the instance comes on screen.
    public nonisolated static func loadCaches(_ ids: [WidgetInstanceID], from store: EngineStore, headsOnly: Bool = false) -> [CacheRead] {
        ids.map { id in (id, headsOnly ? store.loadHeader(id) : store.load(id)) }
    }

    /// Applies `message` itself: what follows every message is ``send(_:at:)``'s.
    func update(_ message: HomeMessage, at now: Date, into effects: inout HomeEffects) {
        switch message {
        case let .key(key):
            handle(.key(key), at: now, into: &effects)
        case let .mouse(mouse):
            handle(.mouse(mouse), at: now, into: &effects)
        case let .paste(text):
            handle(.paste(text), at: now, into: &effects)
        case let .present(screen):
            perform(.push(screen.makeScreen()), from: stack.top, at: now, into: &effects)
        case let .press(target, id):
            model.apply(.press(target, in: id), at: now)
            effects.draw = .redraw
        case let .pressControl(kind):
            model.stepControls(at: now)
            if let index = model.layout.controls.firstIndex(of: kind) { model.apply(.controls(.press(index)), at: now) }
            effects.draw = .redraw
        case let .resize(size):
            model.home.screenSize = size
            model.home.keepSelectionOnPage()
            effects.draw = .redraw
        case .tick:
            effects.draw = .redraw
        case let .terminalBackground(color):
            model.takeTerminalBackground(color, at: now)
            effects.draw = .redraw
        case .focusIn:
            if model.askTerminalBackground(at: now) { effects.backgroundQuery = .ask }
        case let .start(size):
            model.home.screenSize = size
            model.home.keepSelectionOnPage()
            model.start(at: now)
            if model.askTerminalBackground(at: now) { effects.backgroundQuery = .ask }
            if let startMessage { model.showToast(startMessage, at: now) }
            if model.hosted.persistence.store != nil {
                // Until the last of them is adopted, nothing is saved, so no save overwrites a
                // cache before it is read.
                model.hosted.persistence.beginReading()
                effects.readCaches = CacheReading(shown: model.shownInstances.map(\.id), layout: model.layout)
            }
            effects.draw = .redraw
        case let .cachesRead(reads, finishesReading):
            model.adoptCaches(reads, finishesReading: finishesReading, at: now)
            effects.draw = .redraw
        case let .donationsRead(loaded):
            model.adoptDonations(loaded, at: now)
            effects.draw = .redraw
        case let .activitiesRead(loaded):
            model.adoptActivities(loaded, at: now)
            effects.draw = .redraw
        case let .answered(call, result):
            answer(call, with: result, at: now, into: &effects)
        case let .abandoned(call):
            if let control = call.controlCall {
                let seconds = Double(call.limit.components.seconds)
                let failure: WidgetCallResult =
                    if case .value = control.action { .controlValue(.failure(.timedOut(seconds: seconds))) } else {
                        .performed(.failure(.timedOut(seconds: seconds)))
                    }
                answer(call, with: failure, at: now, into: &effects)
            } else if call.pressCall != nil {
                // A press's intent runs under its limit, so the run loop never abandons one;
                // if it were, that is a timeout.
                let seconds = Double(call.limit.components.seconds)
                answer(call, with: .performed(.failure(.timedOut(seconds: seconds))), at: now, into: &effects)
            } else {
                model.hosted.work.finish(call.token)
                if case let .timeline(request, _, _, _) = call.work {
                    model.hosted.presses.timelineAnswered(for: request.instance.id, token: call.token)
                }
            }
        case let .control(request):
            effects.reply = ControlResponder(model: model).answer(request, at: now)
            // An activity's change waits for the next whole second's frame while one is due
            // anyway (an activity updated every second costs what the seconds clock does).
            switch request {
            case .activity, .activityUpdate: changeDrawsBySecond = true
            case .activityRecord: break
            default: effects.draw = .redraw
            }
        case let .launchFinished(failure):
            if let failure { model.showToast(failure, at: now) }
            effects.draw = .repaintAll
        case .layoutFileChanged:
            if model.reloadLayoutFile(at: now) {
                stack.first(HomeGridScreen.self)?.tiles.keep(only: Set(model.layout.pages.flatMap(\.items).map(\.id)))
            }
            // Drawn whether the layout changed or a problem is shown.
            effects.draw = .redraw
        case let .notice(text):
            model.showToast(text, at: now)
            effects.draw = .redraw
        case let .pushed(pushes):
            if model.receive(pushes, at: now) { effects.draw = .redraw }
        case .controlsRequested:
            break // the requests are taken by `send` for every message
        case let .commandFinished(run, failure):
            model.finish(run, failure: failure, at: now)
            effects.draw = run.action.inTerminal ? .repaintAll : .redraw
        case let .signal(number):
            reload(kinds: signalKinds[number] ?? [], signal: number, at: now)
            effects.draw = .redraw
        case let .sourcesChanged(paths):
            reloadReaders(of: paths, at: now)
        case let .catalogChanged(catalog):
            let before = Set(model.catalog.kinds)
            let added = catalog.kinds.filter { !before.contains($0) }.compactMap { catalog.descriptor(forKind: $0)?.displayName }
            let removed = before.subtracting(catalog.kinds).sorted().compactMap { model.catalog.descriptor(forKind: $0)?.displayName }
            if !added.isEmpty || !removed.isEmpty {
                let parts = [
                    added.isEmpty ? nil : "new in the gallery: \(added.joined(separator: ", "))",
                    removed.isEmpty ? nil : "no longer installed: \(removed.joined(separator: ", "))",
                ]
                model.showToast("Extensions changed: " + parts.compactMap { $0 }.joined(separator: "; "), at: now)
            }
            model.catalog = catalog
            model.hosted.engine.adoptCatalog(catalog, at: now)
            // Declared sources and parameter defaults are worked out again for the new widgets.
            sources = WidgetSources(folders: sources.folders)
            sourcesRevision = nil
            effects.catalog = catalog
            effects.draw = .redraw
        case let .settingsChanged(names):
            let new = names.filter { !model.home.notices.restartNeeded.contains($0) }
            guard !new.isEmpty else { return }
            model.home.notices.restartNeeded += new
            model.showToast("\(new.joined(separator: ", ")) changed: restart homescreen to apply (! says more)", at: now)
            effects.draw = .redraw
        case let .problemsFound(lines):
            guard let first = lines.first else { return }
            model.home.notices.startupProblems += lines
            model.showToast(first + " (! shows the problems)", at: now)
            effects.draw = .redraw
        }
    }

    /// An input event for the screens: the top one takes it (a key it does not take goes down).
    private func handle(_ event: InputEvent, at now: Date, into effects: inout HomeEffects) {
        let (action, screen) = stack.route(event, model: model, at: now)
        perform(action, from: screen, at: now, into: &effects)
    }

    /// Takes the answer of `call` and frees its worker: a timeline to the engine (settling the
    /// presses it follows), a press's outcome to the model (a URL it opens is launched as a
    /// link's), a snapshot or choices to the screen that asked for them (dropped when it is
    /// gone). Drawn when the answer shows (a screen's, or the timeline of an instance on screen) or ends a burst of
    /// work (``send(_:at:)``); an answer off screen while others run waits for a later frame,
    /// so a burst of a thousand first timelines costs a frame per answer on screen.
    private func answer(_ call: WidgetCall, with result: WidgetCallResult, at now: Date, into effects: inout HomeEffects) {
        model.hosted.work.finish(call.token)
        let shows: Bool
        if case let .timeline(timeline) = result, case let .timeline(request, _, _, _) = call.work {
            shows = model.engine.isOnScreen(request.instance.id)
            model.deliver(timeline, for: call.token, at: now)
            model.hosted.presses.timelineAnswered(for: request.instance.id, token: call.token)
        } else if let control = call.controlCall {
            shows = true
            if let url = model.finishControl(control, with: result, at: now) {
                effects.launch = AppLauncher(apps: model.config.apps).plan(opening: url)
            }
        } else if case let .performed(outcome) = result, let press = call.pressCall {
            shows = true
            if let url = model.finishPress(press, with: outcome, at: now) {
                HomeModel.logger.info("opening \(url.absoluteString) from a press in \(press.instance.rawValue)")
                effects.launch = AppLauncher(config: model.config).plan(opening: url)
            }
        } else {
            shows = stack.receive(result, for: call.token, model: model, at: now)
        }
        if shows { effects.draw = .redraw }
    }
}
