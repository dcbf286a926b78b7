import Foundation
import WidgetEngine

extension HomeScreen {
    /// The paths to watch now, when they changed since last told (nil: unchanged): worked out
    /// again only when the layout changed.
    func takeSources() -> Set<String>? {
        let revision = model.home.document.revision
        guard revision != sourcesRevision else { return nil }
        sourcesRevision = revision
        return sources.update(model.layout.instances, catalog: model.catalog) ? sources.paths : nil
    }

    /// `paths` changed on disk: the instances that read them reload, free of budget, a moment
    /// later (``TimelineEngine/reloadForSourceChange(_:at:)``).
    func reloadReaders(of paths: Set<String>, at now: Date) {
        let readers = sources.instances(reading: paths)
        for id in readers { model.hosted.engine.reloadForSourceChange(id, at: now) }
        HomeModel.logger.info("changed on disk: \(paths.sorted().joined(separator: ", ")); reloading \(readers.count) instance(s)")
    }
}
