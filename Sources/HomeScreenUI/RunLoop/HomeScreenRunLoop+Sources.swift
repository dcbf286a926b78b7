import Dispatch
import Foundation
import HostIO
import Terminal
import WidgetEngine

extension HomeScreenRunLoop {
    /// Input read on the main thread's own wait (``MainThreadLoop``) where it runs, else from a
    /// Dispatch source on the main queue; Dispatch sources for `SIGWINCH` and the quit signals.
    func installSources() {
        if MainThreadLoop.shared.isRunning {
            MainThreadLoop.shared.watchInput(terminal.inputFileDescriptor) { [weak self] in
                self?.drawing.paused == false
            } read: { [weak self] in
                self?.readInput()
            }
            sources.mainThreadLoop = MainThreadLoop.shared
        } else {
            let input = DispatchSource.makeReadSource(fileDescriptor: terminal.inputFileDescriptor, queue: .main)
            input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
            input.resume()
            sources.dispatch.append(input)
        }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resized() } }
        resize.resume()
        sources.dispatch.append(resize)
        for quitSignal in Self.quitSignals {
            signal(quitSignal, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: quitSignal, queue: .main)
            source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.quit() } }
            source.resume()
            sources.dispatch.append(source)
        }
    }

    /// Sends every input event available as a message, all at the clock's one reading, and
    /// performs their effects together (one frame for a burst of keys). A key that quits or
    /// launches a program ends the burst.
    private func readInput() {
        guard !drawing.paused else { return }
        drawing.holdsFirstFrame = false
        let now = clock.now
        var effects = HomeEffects()
        for event in terminal.readEvents() {
            let message: HomeMessage
            switch event {
            case let .key(key): message = .key(key)
            case let .mouse(mouse): message = .mouse(mouse)
            case let .paste(text): message = .paste(text)
            case .resize: message = .resize(terminal.handleResize())
            case let .backgroundColor(color): message = .terminalBackground(color)
            case .focusIn: message = .focusIn
            }
            effects.absorb(screen.send(message, at: now))
            if effects.quit || effects.launch != nil { break }
        }
        apply(effects, at: now)
    }

    /// `SIGWINCH`: the terminal's new size.
    private func resized() {
        guard !drawing.paused else { return }
        drawing.holdsFirstFrame = false
        send(.resize(terminal.handleResize()))
    }

    /// Listens on the control socket: a running activity's plain update is answered on the
    /// socket's own thread (``ActivityInbox``); every other request is a message, answered on
    /// the main queue. When another home screen already listens there, this one runs without a
    /// socket (and says so). Where the main thread's own loop runs, activities' feeds are taken
    /// too (``ActivityFeeds``): read at each wake, and waited on only while the loop sleeps long.
    func startControl() {
        guard let path = sources.controlPath else { return }
        let inbox = screen.activityInbox
        let loop = sources.mainThreadLoop
        loop?.watchFeeds {
            inbox.feedsToWaitOn
        } readable: { [weak self] in
            self?.feedsReadable()
        }
        do {
            sources.control = try ControlListener(
                path: path, answerHere: { inbox.answer($0) }, feeds: loop == nil ? nil : inbox.feeds
            ) { [weak self] message in
                defer { inbox.handedOnAnswered() }
                guard let self else { return ControlReply(ok: false, message: "the home screen is closing") }
                return self.send(.control(message)).reply ?? ControlReply(ok: false, message: "the home screen did not answer")
            }
        } catch {
            Self.logger.warning("no control socket: \(error)")
            send(.notice("homescreen reload cannot reach this screen: \(error)"))
        }
    }

    /// A feed sent while the loop slept long: its update is taken now (and drawn by the next
    /// second); while a program owns the terminal, its bytes are read and kept for later, and a
    /// feed its client ended is taken and closed (``ActivityInbox/readAhead()``).
    private func feedsReadable() {
        guard !drawing.paused else { return screen.activityInbox.readAhead() }
        send(.tick(monotonic: clock.monotonic))
    }

    /// Reads the layout again when its file changes on disk (an inotify read source on the
    /// main queue; no polling).
    func watchLayoutFile() {
        guard let file = screen.layoutSourceFile, let watcher = PathWatcher(file: file) else { return }
        watcher.start { [weak self] _ in self?.send(.layoutFileChanged) }
        sources.layoutFile = watcher
    }

    /// Watches the files and folders widgets read: a change is a message naming them (an
    /// inotify read source on the main queue; no polling).
    func watchWidgetFiles() {
        guard let watcher = PathWatcher(label: "homescreen.source-watcher") else { return }
        watcher.watch(sources.widgetPaths)
        watcher.start { [weak self] paths in self?.send(.sourcesChanged(paths)) }
        sources.widgetFiles = watcher
    }

    /// Takes the paths to watch now (``HomeEffects/sources``).
    func watch(_ paths: Set<String>) {
        sources.widgetPaths = paths
        sources.widgetFiles?.watch(paths)
    }

    /// Watches ``settingsFiles``: a change is a message naming what changed, so the status
    /// line says a restart applies it. The screen's own files among them
    /// (``WatchedSetting/isOwnFile(_:)``) do not count, nor a folder made on the way to a file
    /// still missing, nor an edit in a folder whose entries only count.
    func watchSettings() {
        let settings = settingsFiles
        guard !settings.isEmpty, let watcher = PathWatcher(label: "homescreen.settings-watcher", ignores: WatchedSetting.isOwnFile)
        else { return }
        watcher.watch(Set(settings.keys))
        var states = settings.mapValues { _ in [String]() }
        for (path, setting) in settings { states[path] = setting.state(of: path) }
        watcher.start { [weak self] paths in
            guard let self else { return }
            var changed: [String] = []
            var catalogChanged = false
            for path in paths {
                guard let setting = settings[path] else { continue }
                let state = setting.state(of: path)
                // Entries compared; a file counts when it exists now or did before.
                let counts = setting.entriesOnly ? state != states[path] : !(state.isEmpty && states[path]?.isEmpty != false)
                states[path] = state
                guard counts else { continue }
                if setting.changesCatalog, self.catalogSource != nil { catalogChanged = true } else { changed.append(setting.name) }
            }
            if catalogChanged { self.remakeCatalog() }
            if !changed.isEmpty { self.send(.settingsChanged(changed.sorted())) }
        }
        sources.settings = watcher
    }

    /// Makes the catalog again off the main actor (``catalogSource``) and hands it to the
    /// screen; a change while one is being made makes one more after it.
    func remakeCatalog() {
        guard let source = catalogSource else { return }
        guard !sources.remakingCatalog else {
            sources.catalogStale = true
            return
        }
        sources.remakingCatalog = true
        Task.detached(executorPreference: PrivateQueueExecutor(label: "homescreen.catalog")) { [weak self] in
            let catalog = await source()
            await MainActor.run { [weak self] in
                guard let self else { return }
                self.send(.catalogChanged(catalog))
                self.sources.remakingCatalog = false
                if self.sources.catalogStale {
                    self.sources.catalogStale = false
                    self.remakeCatalog()
                }
            }
        }
    }
}
