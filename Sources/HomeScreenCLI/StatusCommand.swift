import ArgumentParser
import Foundation
import HostIO
import WidgetEngine

/// `homescreen status [--kind K | --instance ID]`: an `accessoryInline` widget's current text
/// in tmux's markup, for `#(homescreen status)` in `status-right`.
///
/// It reads the cache the running home screen writes when a timeline arrives (or the last
/// run's), and shows the entry whose date is the latest not after now: no widget code runs,
/// no catalog is gathered (``answerFromCache(_:)`` answers before ``HomeScreenProgram`` does
/// anything else). Only when nothing usable is kept, or the timeline's policy is due and no
/// running home screen keeps it, does the command ask the widget's provider for a new
/// timeline (``run(widgets:)``), and keep it for the next calls.
struct StatusCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print an inline widget's current text with tmux color markup, for tmux's status line.",
        discussion: """
            In tmux.conf: set -g status-right '#(homescreen status --kind clock)'. \
            Without --kind or --instance: the first kind of `status` in config.toml, else the layout's first inline widget. \
            The running home screen keeps the timelines of the kinds named in `status`; the text comes from \
            their cache and no widget code runs, unless nothing is kept or the timeline is due and no home screen keeps it.
            """)

    @Option(name: .long, help: "The first inline widget of this kind in the layout, else this kind's status widget.")
    var kind: String?

    @Option(name: .long, help: "This widget: an inline widget's id in the layout, or status-KIND.")
    var instance: String?

    @Option(name: .long, help: "The layout file (default: home.toml in the config folder).")
    var layout: String?

    @Flag(name: .long, help: "Print the text without tmux markup.")
    var plain = false

    @Option(name: .long, help: "The instant to show, ISO 8601 (default: now), as `render --at`.")
    var at: String?

    /// Answers from the cache when it is usable: true when the text was printed (the program
    /// then exits), false when the command must run as any other (bad arguments, a refresh).
    static func answerFromCache(_ arguments: [String]) -> Bool {
        guard let command = try? StatusCommand.parse(arguments), let now = try? command.instant(), let read = try? command.read(at: now),
            let cache = read.cache, !read.source.needsRefresh(cache, at: read.now, homeScreenRuns: homeScreenRuns)
        else { return false }
        command.print(cache, at: read.now)
        return true
    }

    func run(widgets: ProgramWidgets) async throws {
        let read = try self.read(at: try instant())
        var cache = read.cache
        if read.source.needsRefresh(cache, at: read.now, homeScreenRuns: Self.homeScreenRuns) {
            cache = try await refresh(read.source.instance, in: widgets.catalog, store: read.store, at: read.now) ?? cache
        }
        guard let cache else { return }
        print(cache, at: read.now)
    }

    /// `--at`, else now.
    private func instant() throws -> Date {
        guard let at else { return Date() }
        guard let parsed = InstantParser.parse(at) else {
            throw UsageError(message: "--at \"\(at)\" is not an instant; use \(InstantParser.accepted)")
        }
        return parsed
    }

    private static func homeScreenRuns() -> Bool {
        ControlClient.isListening(at: ControlSocketPath.resolve())
    }

    /// What the command reads: the instance, the store and its cache.
    private struct Read {
        var source: StatusSource
        var store: EngineStore
        var cache: CachedInstance?
        var now: Date
    }

    private func read(at now: Date) throws -> Read {
        if kind != nil, instance != nil { throw UsageError(message: "give --kind or --instance, not both") }
        let choice: StatusSource.Choice = instance.map { .instance($0) } ?? kind.map { .kind($0) } ?? .automatic
        guard let folder = ConfigPaths.stateFolder() else {
            throw CommandFailure(message: "there is no state folder (set HOME or XDG_STATE_HOME)")
        }
        let store = EngineStore(folder: folder)
        let layoutFile =
            layout.map { URL(fileURLWithPath: UserFolders.process.expanding($0)) }
            ?? ConfigPaths.configFolder()?.appendingPathComponent("home.toml")
        do {
            let (source, cache) = try StatusSource.read(
                choice, config: HomeConfigFile.defaultURL(), layout: layoutFile, store: store, at: now)
            return Read(source: source, store: store, cache: cache, now: now)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// Asks the widget for a new timeline and keeps it in the store (nil: the widget failed,
    /// and what was kept is shown).
    private func refresh(_ instance: WidgetInstance, in catalog: WidgetCatalog, store: EngineStore, at now: Date) async throws
        -> CachedInstance?
    {
        guard let descriptor = catalog.descriptor(forKind: instance.kind) else {
            throw UsageError(message: WidgetRenderer.Failure.unknownKind(instance.kind, known: catalog.kinds).description)
        }
        guard descriptor.supports(.accessoryInline) else {
            throw UsageError(message: "\(instance.kind) has no accessoryInline family; the status line shows inline widgets")
        }
        let timeline: ArchivedTimeline
        do {
            timeline = try await WidgetRenderer.timeline(
                kind: instance.kind, in: catalog, family: .accessoryInline, configuration: instance.configuration,
                context: StatusText.context(at: now))
        } catch {
            FileHandle.standardError.write(Data("homescreen: \(error)\n".utf8))
            return nil
        }
        let kept = store.load(instance.id)
        let cache = CachedInstance(
            instance: instance, build: descriptor.build, receivedAt: now, ledger: kept?.ledger ?? ReloadLedger(),
            relevance: kept?.relevance ?? RelevanceTracker(), timeline: timeline)
        do {
            try store.write([(instance.id, cache)])
        } catch {
            FileHandle.standardError.write(Data("homescreen: cannot keep the status widget's timeline: \(error)\n".utf8))
        }
        return cache
    }

    private func print(_ cache: CachedInstance, at now: Date) {
        guard let line = StatusText.line(of: cache, at: now, markup: !plain) else { return }
        Swift.print(line)
    }
}
