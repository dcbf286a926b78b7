import ArgumentParser
import Foundation
import HostIO
import WidgetEngine

/// `homescreen activity start|update|end|dismiss|list`: live activities from any shell.
struct ActivityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity",
        abstract: "Start, update and end live activities from scripts (shown in the home screen's strip).",
        discussion: """
            Changes go to the running home screen through its control socket; with none running they are kept \
            in $XDG_STATE_HOME/homescreen/activities.json, which the next home screen shows. See docs/cli.md.
            """,
        subcommands: [
            ActivityStartCommand.self, ActivityUpdateCommand.self, ActivityEndCommand.self, ActivityDismissCommand.self,
            ActivityListCommand.self,
        ])
}

/// Options that start and update share.
struct ActivityContentOptions: ParsableArguments {
    @Option(name: .long, help: "Mark the activity stale after this long without an update (30s, 5m, 1h).")
    var staleAfter: String?

    @Option(name: .long, help: "Its relevance: higher comes first in the strip (default 0).")
    var relevance: Double = 0

    func staleDate(from now: Date) throws -> Date? {
        guard let staleAfter else { return nil }
        guard let seconds = DurationParser.parse(staleAfter), seconds > 0 else {
            throw UsageError(message: "--stale-after: \"\(staleAfter)\" is not a duration such as 30s, 5m or 1h")
        }
        return now.addingTimeInterval(seconds)
    }
}

/// `homescreen activity start KIND [--attributes JSON] [--state JSON]`: prints the new id.
struct ActivityStartCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Start a live activity and print its id.")

    @Argument(help: "The activity kind (the bundled one is build).")
    var kind: String

    @Option(name: .long, help: "Its attributes, a JSON object (\"startedAt\" is added when missing).")
    var attributes = "{}"

    @Option(name: .long, help: "Its first state, a JSON object.")
    var state = "{}"

    @OptionGroup var content: ActivityContentOptions

    func run(widgets: ProgramWidgets) async throws {
        let now = ActivityDelivery.second(Date())
        print(
            try await Self.start(
                kind: kind, attributes: attributes, state: state, staleDate: try content.staleDate(from: now),
                relevance: content.relevance, catalog: widgets.catalog, at: now))
    }

    /// Starts an activity; answers its id.
    static func start(
        kind: String, attributes: String, state: String, staleDate: Date? = nil, relevance: Double = 0, catalog: WidgetCatalog,
        at now: Date
    ) async throws -> String {
        var object = try ActivityDelivery.object(attributes, option: "--attributes")
        if object["startedAt"] == nil { object["startedAt"] = ActivityDelivery.stamp(now) }
        let delivery = ActivityDelivery(catalog: catalog)
        let record = try await delivery.evaluated(
            ActivityRecord(
                id: ActivityID.make(), kind: kind, attributes: try ActivityDelivery.text(object),
                state: try ActivityDelivery.text(try ActivityDelivery.object(state, option: "--state")), views: .empty, started: now,
                staleDate: staleDate, relevance: relevance),
            at: now)
        _ = try await delivery.deliver(record, at: now)
        return record.id
    }
}

/// `homescreen activity update ID --state JSON`, or `--follow`: one state per line of
/// standard input.
struct ActivityUpdateCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Give a running live activity a new state (the whole state, as on iOS).",
        discussion: """
            With --follow, reads one state (a JSON object) per line of standard input and sends each as it comes, over \
            one connection to the home screen, until the end of the input (which does not end the activity). The screen \
            takes them when it draws (at most once a second while the activity's strip counts seconds; the last of \
            them is shown), and answers only a refusal. A bad line is reported on standard error with its line number \
            and skipped; the exit status is then 1. It stops at once when the activity has ended or is gone.
            """)

    @Argument(help: "The id `activity start` printed.")
    var id: String

    @Option(name: .long, help: "The new state, a JSON object.")
    var state: String?

    @Flag(name: .long, help: "Read one state per line of standard input and send each, until the input ends.")
    var follow = false

    @Option(name: .long, help: "An alert shown once with this update, as a toast (not under do not disturb).")
    var alert: String?

    @OptionGroup var content: ActivityContentOptions

    func validate() throws {
        if follow {
            guard state == nil else { throw ValidationError("give --state or --follow, not both") }
            guard alert == nil else { throw ValidationError("--alert goes with one --state, not with --follow") }
        } else if state == nil {
            throw ValidationError("give the new state with --state JSON, or --follow to read states from standard input")
        }
    }

    func run(widgets: ProgramWidgets) async throws {
        guard let state else { return try await follow(catalog: widgets.catalog) }
        let now = ActivityDelivery.second(Date())
        let delivery = ActivityDelivery(catalog: widgets.catalog)
        var record = try await delivery.record(id)
        record.state = try ActivityDelivery.text(try ActivityDelivery.object(state, option: "--state"))
        record.updated = max(now, record.started)
        record.relevance = content.relevance
        record.staleDate = try content.staleDate(from: now)
        record.alert = alert
        print(try await delivery.deliverChange(try await delivery.evaluated(record, at: now), at: now))
    }

    /// `--follow`: each line of standard input sent as it comes (empty lines skipped).
    private func follow(catalog: WidgetCatalog) async throws {
        let sender = try await ActivityUpdateSender(id: id, catalog: catalog)
        defer { sender.close() }
        _ = try content.staleDate(from: Date()) // a bad --stale-after is refused before the first line
        var number = 0
        var failed = 0
        while let line = readLine(strippingNewline: true) {
            number += 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let now = ActivityDelivery.second(Date())
            do {
                _ = try await sender.update(
                    state: line, relevance: content.relevance, staleDate: try content.staleDate(from: now), line: number, at: now)
            } catch {
                failed += 1
                Self.report(error, line: number)
                if Self.stopsFollowing(after: error) { throw ExitCode(1) }
            }
        }
        do {
            try sender.finish()
        } catch {
            failed += 1
            Self.report(error, line: number)
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Says on standard error that the line `number` (or the earlier one a refusal names) failed.
    private static func report(_ error: any Error, line number: Int) {
        let line = (error as? CommandFailure)?.line ?? number
        FileHandle.standardError.write(Data("homescreen: standard input, line \(line): \(error)\n".utf8))
    }

    /// Whether `--follow` stops at `error` rather than read the next line: when the refusal's
    /// reason says no later line could apply (the activity has ended or is gone). Decided on
    /// the reason, never on the words, which are for people and may change.
    static func stopsFollowing(after error: any Error) -> Bool {
        switch (error as? CommandFailure)?.reason {
        case .activityEnded, .activityNotFound: true
        case nil: false
        }
    }
}

/// `homescreen activity end ID [--state JSON] [--dismiss-after 5m | --dismiss-now]`.
struct ActivityEndCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "end", abstract: "End a live activity: its final state stays on screen until dismissed or its dismissal time.")

    @Argument(help: "The id `activity start` printed.")
    var id: String

    @Option(name: .long, help: "The final state, a JSON object (default: the last one); \"endedAt\" is added when missing.")
    var state: String?

    @Option(name: .long, help: "Leave the screen after this long (default 4h, as iOS; at most 4h).")
    var dismissAfter: String?

    @Flag(name: .long, help: "Leave the screen at once.")
    var dismissNow = false

    func run(widgets: ProgramWidgets) async throws {
        let now = ActivityDelivery.second(Date())
        print(
            try await Self.end(
                id: id, state: state, dismissAfter: dismissAfter, dismissNow: dismissNow, catalog: widgets.catalog, at: now))
    }

    /// Ends `id`; answers what happened.
    static func end(
        id: String, state: String?, dismissAfter: String?, dismissNow: Bool, catalog: WidgetCatalog, at now: Date
    ) async throws -> String {
        let policy: ActivityUIDismissalPolicy
        if dismissNow {
            policy = .immediate
        } else if let dismissAfter {
            guard let seconds = DurationParser.parse(dismissAfter) else {
                throw UsageError(message: "--dismiss-after: \"\(dismissAfter)\" is not a duration such as 30s, 5m or 1h")
            }
            policy = .after(now.addingTimeInterval(seconds))
        } else {
            policy = .default
        }
        let delivery = ActivityDelivery(catalog: catalog)
        var record = try await delivery.record(id, latestState: state == nil)
        var object = try ActivityDelivery.object(state ?? record.state, option: "--state")
        if object["endedAt"] == nil { object["endedAt"] = ActivityDelivery.stamp(now) }
        record.state = try ActivityDelivery.text(object)
        record.updated = max(now, record.started)
        record.ended = max(now, record.started)
        record.dismissal = policy.dismissalDate(endedAt: max(now, record.started))
        return try await delivery.deliverChange(try await delivery.evaluated(record, at: now), at: now)
    }
}

/// `homescreen activity dismiss ID`.
struct ActivityDismissCommand: CatalogCommand {
    static let configuration = CommandConfiguration(commandName: "dismiss", abstract: "Take a live activity off the screen.")

    @Argument(help: "The activity's id.")
    var id: String

    func run(widgets: ProgramWidgets) async throws {
        guard ActivityID.isValid(id) else { throw UsageError(message: "\"\(id)\" is not an activity id (12 hexadecimal digits)") }
        print(try await ActivityDelivery(catalog: widgets.catalog).dismiss(id, at: Date()))
    }
}

/// `homescreen activity list`.
struct ActivityListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the live activities kept: id, kind, state, start.")

    func run() throws {
        guard let folder = ConfigPaths.stateFolder() else { return }
        let now = Date()
        for record in EngineStore(folder: folder).loadActivities().shown(at: now) {
            print("\(record.id)  \(record.kind)  \(record.activityState(at: now).rawValue)  \(ActivityDelivery.stamp(record.started))")
        }
    }
}
