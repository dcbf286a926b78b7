import ArgumentParser
import Foundation
import HomeScreenUI
import WidgetEngine
import CMalloc
import HostIO

/// The entry point of a `homescreen` binary: parses the command line and runs the command
/// with the given widgets.
///
/// Another package builds its own `homescreen` with its widgets added to the bundled ones:
/// ```swift
/// // Sources/my-homescreen/main.swift
/// import BundledWidgets
/// import HomeScreenCLI
/// HomeScreenProgram.main(widgets: BundledWidgets().descriptors + MyWidgets().descriptors)
/// ```
public enum HomeScreenProgram {
    /// Runs the command line in `arguments` and exits: 0 on success, 1 when a command
    /// reports a failure, 2 for bad input (an unknown kind, family, option or instant) with a
    /// one-line message on standard error and nothing on standard output.
    ///
    /// Call it from a synchronous `main.swift` (no `await`): the main thread then runs
    /// ``MainThreadLoop``, which drains the main actor's queue and reads the terminal itself,
    /// so a key or a tick of the home screen wakes one thread.
    ///
    /// `widgets` is gathered on the main thread while another parses the command line: both
    /// take milliseconds at start (mostly the runtime's first searches of the program's protocol
    /// conformances), and neither needs the other. The command runs once the widgets are gathered,
    /// and is handed them (with the installed extensions' added, but for `extension …`).
    ///
    /// The home screen runs the widgets' code out of process, in this binary started as
    /// `homescreen extension serve` (`--in-process` runs it in the home screen).
    /// `controls` are the home screen's controls (iOS 18 `ControlWidget`s); their intents run
    /// in this process. `activities`, when given, are the live activities among `widgets`:
    /// the `activity` commands then make only those (making every widget and control costs a
    /// short-lived command about as much as the rest of its work).
    public static func main(
        widgets: @autoclosure () -> [WidgetDescriptor], controls: @autoclosure () -> [ControlDescriptor] = [],
        activities: @autoclosure () -> [WidgetDescriptor]? = nil, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        // The tmux status line, many times a minute: from the cache, before anything else.
        if arguments.first == "status", StatusCommand.answerFromCache(Array(arguments.dropFirst())) { exit(0) }
        limitMallocArenas()
        let outcome = MainActor.assumeIsolated { CommandOutcome() }
        // Not on the global executor: see PrivateQueueExecutor (an idle home screen must not wake).
        Task.detached(executorPreference: PrivateQueueExecutor.coordination) {
            var failure: (any Error)?
            do {
                let command = try parse(arguments)
                // The home screen's settings need no widget: read while the main thread
                // gathers them.
                let settings = command == nil ? StartSettings.read(state: ConfigPaths.stateFolder()) : nil
                // The main actor runs once the main thread reaches its run loop, after the
                // widgets are gathered.
                let catalog = await MainActor.run { outcome.catalog }
                let widgets = ProgramWidgets(linked: catalog)
                try await run(command, widgets: widgets, settings: settings)
            } catch {
                failure = error
            }
            await outcome.finish(failure)
        }
        let catalog =
            if arguments.first == "activity", let activities = activities() {
                makeCatalog(of: activities, controls: [])
            } else {
                makeCatalog(of: widgets(), controls: controls())
            }
        let failure = MainActor.assumeIsolated { () -> (any Error)? in
            outcome.catalog = catalog
            MainThreadLoop.shared.run(until: { outcome.finished })
            return outcome.error
        }
        if let failure { finish(with: failure) }
        exit(0)
    }

    /// The same, for a program whose `main` is async (`await HomeScreenProgram.main(...)`):
    /// everything works, but libdispatch's workers drain the main queue, so each tick of the
    /// home screen wakes two threads instead of one, and each key three.
    public static func main(
        widgets: [WidgetDescriptor], controls: [ControlDescriptor] = [], arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Never {
        limitMallocArenas()
        let catalog = makeCatalog(of: widgets, controls: controls)
        do {
            try await run(try parse(arguments), widgets: ProgramWidgets(linked: catalog))
            exit(0)
        } catch {
            finish(with: error)
        }
    }

    /// Lets every thread allocate from one malloc arena. glibc gives each thread that finds the
    /// arena busy one of its own (up to eight a core), and the home screen starts a dozen threads
    /// at once for the first provider calls: each arena kept its own free pages (about half a
    /// megabyte of peak RSS together), for a process whose threads allocate little and rarely
    /// at once.
    private static func limitMallocArenas() {
        #if os(Linux)
            _ = mallopt(M_ARENA_MAX, 1)
        #endif
    }

    /// The catalog of `widgets`, its problems (a kind given twice, ...) on standard error.
    /// Widgets that say no build of their own are of this program's (its size and
    /// modification time, read once): a new binary reloads their cached timelines.
    private static func makeCatalog(of widgets: [WidgetDescriptor], controls: [ControlDescriptor]) -> WidgetCatalog {
        var catalog = WidgetCatalog(widgets, controls: controls)
        if let stamp = ExecutableStamp.running { catalog.stampBuild(stamp.build) }
        for problem in catalog.problems {
            FileHandle.standardError.write(Data("homescreen: \(problem)\n".utf8))
        }
        return catalog
    }

    /// False for the `extension` commands, which work on the extensions themselves; every
    /// other command (and the home screen) sees the installed extensions' widgets.
    private static func usesInstalledExtensions(_ command: (any ParsableCommand)?) -> Bool {
        !(command is any ExtensionSubcommand)
    }

    /// The command `arguments` ask for; nil for the home screen with every option at its
    /// default, which needs no parsing (see ``RunOptions``).
    private static func parse(_ arguments: [String]) throws -> (any ParsableCommand)? {
        arguments.isEmpty ? nil : try HomeScreenCommand.parseAsRoot(arguments)
    }

    private static func run(_ parsed: (any ParsableCommand)?, widgets linked: ProgramWidgets, settings: StartSettings? = nil) async throws {
        // The home screen's start never waits on an extension program (describing stale ones
        // comes after its first frame); every other command waits, as it needs the answers.
        let opensTheScreen = parsed == nil || parsed is RunCommand
        let widgets =
            opensTheScreen
            ? linked.addingInstalledExtensionsWithoutWaiting()
            : usesInstalledExtensions(parsed) ? await linked.addingInstalledExtensions() : linked
        guard var command = parsed else {
            return try await RunOptions().run(widgets: widgets, settings: settings)
        }
        if let catalogCommand = command as? any CatalogCommand {
            try await catalogCommand.run(widgets: widgets)
        } else if var asyncCommand = command as? any AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
    }

    /// Exits with the status and message `error` calls for.
    private static func finish(with error: any Error) -> Never {
        switch error {
        case let error as UsageError:
            fail(error.message)
        case let error as CommandFailure:
            FileHandle.standardError.write(Data("homescreen: \(error.message)\n".utf8))
            exit(1)
        case let code as ExitCode:
            exit(code.rawValue)
        default:
            let code = HomeScreenCommand.exitCode(for: error)
            if code == .success {
                print(HomeScreenCommand.fullMessage(for: error))
                exit(0)
            }
            let message = HomeScreenCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            fail(message)
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("homescreen: \(message)\n".utf8))
        exit(2)
    }
}

/// What the main thread and the command's task share: the widgets, gathered on the main
/// thread while the command line is parsed, and how the command run on the main run loop ended.
@MainActor
private final class CommandOutcome {
    var catalog = WidgetCatalog([])
    private(set) var finished = false
    private(set) var error: (any Error)?

    func finish(_ error: (any Error)?) {
        self.error = error
        finished = true
    }
}

/// A command that ran but could not do its work (a widget's provider failed): one line on
/// standard error, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    /// For a refused change of an activity: why later changes would be refused too (the home
    /// screen's ``ControlReply/reason``, or the state file's ``ActivityFailure/reason``).
    var reason: ActivityFailure.Reason?
    /// For an update fed earlier and refused (``ActivityUpdateSender``): the line of input it
    /// came from, when the sender was told.
    var line: Int?

    init(message: String, reason: ActivityFailure.Reason? = nil, line: Int? = nil) {
        self.message = message
        self.reason = reason
        self.line = line
    }

    var description: String { message }
}

/// Bad input on the command line: reported in one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
