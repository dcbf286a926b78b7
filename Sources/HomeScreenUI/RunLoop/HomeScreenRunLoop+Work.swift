import CThreadPriority
import Dispatch
import Foundation
import Logging
import WidgetEngine

/// Who does the run loop's work off the main actor instead of the loop itself: starts the
/// calls into widget code and reads the last run's caches, handing each result back as a
/// message (``HomeScreenRunLoop/send(_:)``). The test pilot is one: it holds the calls and
/// reads the caches when a test says.
@MainActor
public protocol BackgroundWork: AnyObject {
    /// Starts `call`; its answer comes back as ``HomeMessage/answered(_:_:)`` or
    /// ``HomeMessage/abandoned(_:)``.
    func start(_ call: WidgetCall)
    /// Reads the caches `reading` names; they come back as
    /// ``HomeMessage/cachesRead(_:finishesReading:)`` and ``HomeMessage/donationsRead(_:)``.
    func readCaches(_ reading: CacheReading)
}

extension HomeScreenRunLoop {
    /// Runs a call into widget code off the main actor and hands its answer back as a
    /// message. A call that outlives its limit is abandoned (the engine has already marked a
    /// timeline failed; a gallery preview keeps its placeholder); its worker is free again
    /// all the same.
    ///
    /// The waiting is on the one coordination queue; the widget code runs on a private queue
    /// of its own (``RealTimeLimit``). The work queue starts at most as many calls as it has
    /// workers, so at most that many threads run widget code (see ``WorkQueue``).
    func start(_ call: WidgetCall) {
        if let background { return background.start(call) }
        let runner = self.runner
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) { [weak self] in
            let result = await call.run(with: runner)
            await MainActor.run { [weak self] in self?.finished(call, with: result) }
        }
    }

    /// Takes a call's answer (nil: abandoned at its limit).
    private func finished(_ call: WidgetCall, with result: WidgetCallResult?) {
        guard let result else {
            Self.logger.warning(
                "abandoned \(call.summary) at its limit (\(call.limit)); \(runner.abandoned.stillRunning) abandoned calls still run")
            send(.abandoned(call))
            return
        }
        send(.answered(call, result))
    }

    /// Decodes the last run's caches off the main actor on a thread of its own, each batch
    /// sent as a message. The page on screen's come first, one by one and smallest first,
    /// each shown as soon as it is decoded: the first frame is held only until every tile
    /// there has something to show (reading and decoding a page's binary caches takes well
    /// under a millisecond), or at most ``firstFrameHold``. Of the others only the heads are
    /// decoded (what scheduling needs: the policy, relevance, budget; their entries are read
    /// when their page is shown), once the first frame is drawn and at the lowest priority,
    /// so that they never slow the first frame or the first page's providers on a machine
    /// with few cores. An instance with a current cache is not reloaded because the program
    /// started.
    func readCaches(_ reading: CacheReading) {
        if let background { return background.readCaches(reading) }
        guard let store = screen.store else { return }
        drawing.shownIDs = reading.shown
        drawing.holdsFirstFrame = true
        let firstFrameDrawn = DispatchSemaphore(value: 0)
        drawing.firstFrameDrawn = firstFrameDrawn
        let reader = Thread { [weak self] in
            let donations = store.loadDonations()
            let activities = store.loadActivities()
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    _ = self?.send(.donationsRead(donations))
                    _ = self?.send(.activitiesRead(activities))
                }
            }
            let files = reading.shown.map { (id: $0, file: store.read($0)) }
            // The missing ones in one message: their placeholders are made together (on
            // every core: a first start has no cache at all).
            let missing: [HomeScreen.CacheRead] = files.filter { $0.file == nil }.map { ($0.id, nil) }
            if !missing.isEmpty {
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { _ = self?.send(.cachesRead(missing, finishesReading: false)) }
                }
            }
            let present = files.compactMap { read in read.file.map { (id: read.id, file: $0) } }
            for (id, file) in present.sorted(by: { $0.file.data.count < $1.file.data.count }) {
                let read: HomeScreen.CacheRead = (id, store.decode(file))
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { _ = self?.send(.cachesRead([read], finishesReading: false)) }
                }
            }
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.releaseFirstFrame() }
            }
            // The rest after the first frame (or, when no frame comes, after half a second: a
            // program launched from the screen may hold the terminal).
            _ = firstFrameDrawn.wait(timeout: .now() + .milliseconds(500))
            if thread_priority_lower_to_lowest() != 0 {
                Logger(label: "homescreen.runloop").debug("cannot lower the cache reader's priority (errno \(errno))")
            }
            let hidden = HomeScreen.loadCaches(reading.hidden, from: store, headsOnly: true)
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { _ = self?.send(.cachesRead(hidden, finishesReading: true)) }
            }
        }
        reader.name = "homescreen.caches"
        reader.start()
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.firstFrameHold) { [weak self] in
            MainActor.assumeIsolated { self?.releaseFirstFrame() }
        }
    }

    /// Draws the first frame if it is still held (the page's caches are read, or the reader
    /// is late).
    private func releaseFirstFrame() {
        guard drawing.holdsFirstFrame else { return }
        drawing.holdsFirstFrame = false
        draw(at: clock.now)
    }
}
