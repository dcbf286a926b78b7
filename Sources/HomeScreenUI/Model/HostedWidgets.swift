import Foundation
import Logging
import WidgetEngine

/// The widgets the home screen hosts: the engine that schedules their timelines, the calls
/// into their code waiting for a worker or running, the presses of their buttons and toggles,
/// and where their state is kept between runs. ``HomeModel`` drives it; nothing here knows the layout's pages or the screens.
@MainActor
final class HostedWidgets {
    /// The timelines, budgets and schedules of every placed instance.
    var engine: TimelineEngine
    /// Calls into widget code waiting for a worker, and those running.
    var work: WorkQueue
    /// The presses of buttons and toggles, per instance: queued, running, drawn ahead.
    var presses = Presses()
    /// Where and when the engine's caches are written.
    var persistence: InstancePersistence
    /// The engine's events as the log says them: a burst's repeated lines summarised.
    var logSummary = EngineLogSummary()
    /// True from a start with a store until every instance is placed
    /// (``HomeModel/placeRemaining(at:)``).
    var placesRemaining = false

    init(engine: TimelineEngine, store: EngineStore?, workers: Int) {
        self.engine = engine
        work = WorkQueue(workers: workers)
        persistence = InstancePersistence(store: store)
    }

    /// Saves the instances that changed (and `also` these) unless caches are being read.
    func persist(also: Set<WidgetInstanceID> = []) {
        persistence.save(engine.takeChangedInstances().union(also), of: engine)
        // Once saved, the timelines of instances off screen leave memory (not while the last
        // run's caches are read: nothing is saved then).
        if persistence.store != nil, persistence.unsavedWhileReading == nil { engine.evictHiddenTimelines() }
    }

    /// Reads back from disk the timelines of `ids` whose entries left memory (instances
    /// coming on screen): one page's cache files, decoded here (six small clocks' hours of
    /// minutes take about half a millisecond).
    func resumeArchivedTimelines(of ids: some Sequence<WidgetInstanceID>, at now: Date) {
        let archived = engine.archivedTimelines(among: ids)
        guard !archived.isEmpty else { return }
        for id in archived { engine.resume(persistence.load(id), for: id, at: now) }
    }

    /// Logs what the engine did: per-instance lines of a burst at debug (``EngineLogSummary``
    /// says them once per kind when the burst ends), the others at info.
    func logEngineEvents() {
        for line in logSummary.take(engine.takeEvents()) { HomeModel.logger.log(level: line.level, "\(line.message)") }
    }
}
