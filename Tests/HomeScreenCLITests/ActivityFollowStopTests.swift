import Foundation
@testable import HomeScreenCLI
import HostIO
import Synchronization
import Testing
import TestSupport
import WidgetEngine

/// `activity update ID --follow` stops at once when a refusal's reason says no later line could
/// apply (the activity has ended or is gone), and only then: it reads the reply's `"reason"`
/// (or, with no home screen running, the state file's), never the words, which are for people.
struct ActivityFollowStopTests {
    static let id = "0123456789ab"
    static let input = #"printf '{"progress":0.25}\n{"progress":0.5}\n' | "$0" activity update "$1" --follow"#

    @Test func theDecisionIsTheReasonsNotTheWords() {
        #expect(ActivityUpdateCommand.stopsFollowing(after: CommandFailure(message: "over and out", reason: .activityEnded)))
        #expect(ActivityUpdateCommand.stopsFollowing(after: CommandFailure(message: "who?", reason: .activityNotFound)))
        #expect(!ActivityUpdateCommand.stopsFollowing(after: CommandFailure(message: "activity \(Self.id) has ended")))
        #expect(!ActivityUpdateCommand.stopsFollowing(after: CommandFailure(message: "no activity \(Self.id)")))
        #expect(!ActivityUpdateCommand.stopsFollowing(after: UsageError(message: "no activity: has ended")))
    }

    /// Follows two lines against a socket refusing every update with `refusal`; answers the
    /// run and how many updates reached the socket. `keepsOpen`: a home screen from before
    /// activity feeds, which keeps a connection open but refuses a feed.
    private func follow(refusedWith refusal: ControlReply, keepsOpen: Bool = false) async throws -> (ChildProcess.Output, Int) {
        let root = URL(fileURLWithPath: "/tmp/hs-fol-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("run"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: root) }
        let record = ActivityRecord(
            id: Self.id, kind: "build", attributes: #"{"name":"feed"}"#, state: "{}", views: .empty,
            started: Date(timeIntervalSince1970: 1_700_000_000))
        let updates = Mutex(0)
        // A server of its own thread: it answers `activity-record` with the record, refuses to
        // keep the connection open (an older home screen: one connection per update) and
        // refuses every update.
        let server = try SocketReplyServer(path: root.appendingPathComponent("run/homescreen.sock").path, keepsOpen: keepsOpen) {
            message in
            switch message {
            case .activityRecord: return ControlReply(ok: true, message: "activity \(Self.id)", activity: record)
            case .activityUpdate:
                updates.withLock { $0 += 1 }
                return refusal
            default: return ControlReply(ok: false, message: "not here")
            }
        }
        defer { server.close() }
        let run = try await ChildProcess.run(
            "/bin/sh", ["-c", Self.input, BinaryRunner.productsFolder.appendingPathComponent("homescreen").path, Self.id],
            environment: BinaryRunner.cleanEnvironment(root: root))
        return (run, updates.withLock { $0 })
    }

    @Test func aRefusalWithTheReasonStopsWhateverItsWords() async throws {
        let (run, updates) = try await follow(refusedWith: ControlReply(ok: false, message: "the game is over", reason: .activityEnded))
        #expect(run.status == 1)
        #expect(run.stderr == "homescreen: standard input, line 1: the game is over\n", "\(run.stderr)")
        #expect(updates == 1)
        let (gone, goneUpdates) = try await follow(refusedWith: ControlReply(ok: false, message: "who?", reason: .activityNotFound))
        #expect(gone.status == 1)
        #expect(gone.stderr == "homescreen: standard input, line 1: who?\n", "\(gone.stderr)")
        #expect(goneUpdates == 1)
    }

    @Test func aRefusalWithoutAReasonGoesOnWhateverItsWords() async throws {
        let words = "activity \(Self.id) refused: activity \(Self.id) has ended; it takes no more changes"
        let (run, updates) = try await follow(refusedWith: ControlReply(ok: false, message: words))
        #expect(run.status == 1)
        #expect(
            run.stderr == "homescreen: standard input, line 1: \(words)\nhomescreen: standard input, line 2: \(words)\n", "\(run.stderr)")
        #expect(updates == 2)
        let (unknown, unknownUpdates) = try await follow(refusedWith: ControlReply(ok: false, message: "no activity \(Self.id)"))
        #expect(unknown.status == 1)
        #expect(unknownUpdates == 2, "\(unknown.stderr)")
    }

    /// A home screen from before activity feeds closes the connection on the request: each
    /// update then goes as a message, on a new connection kept open, and none is lost.
    @Test func aHomeScreenWithoutFeedsGetsEveryUpdateAsAMessage() async throws {
        let (run, updates) = try await follow(refusedWith: ControlReply(ok: true, message: "updated"), keepsOpen: true)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(updates == 2)
    }

    /// With no home screen running, the state file's refusal of an ended activity stops it too.
    @Test func withNoHomeScreenAnEndedActivityInTheFileStopsIt() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-fol-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("run"), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = BinaryRunner.cleanEnvironment(root: root)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let started = try await ChildProcess.run(
            binary, ["activity", "start", "build", "--attributes", #"{"name":"solo"}"#], environment: environment)
        let id = started.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(started.status == 0 && id.count == 12, "\(started.stderr)")
        let ended = try await ChildProcess.run(binary, ["activity", "end", id], environment: environment)
        try #require(ended.status == 0, "\(ended.stderr)")
        let run = try await ChildProcess.run("/bin/sh", ["-c", Self.input, binary, id], environment: environment)
        #expect(run.status == 1)
        #expect(
            run.stderr == "homescreen: standard input, line 1: activity \(id) has ended; it takes no more changes\n", "\(run.stderr)")
    }
}
