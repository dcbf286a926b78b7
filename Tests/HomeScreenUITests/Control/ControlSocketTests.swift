import BundledWidgets
import Foundation
import HomeScreenUI
import HostIO
import Logging
import Testing
import TestSupport
import WidgetEngine

/// The control socket: a listener on a temporary path answering the same client code the
/// `reload` and `donate` commands use; malformed messages; stale and live sockets; cleanup.
@MainActor
struct ControlSocketTests {
    let instant = Fixtures.instant

    private func folder() throws -> String { try ControlTestSocket.folder("hs-ctl") }

    private func send(_ message: ControlMessage, to path: String) async -> Result<ControlReply, ControlError> {
        await ControlTestSocket.send(message, to: path)
    }

    /// Writes raw bytes to the socket and reads the answer line, off the main actor.
    private func sendRaw(_ text: String, to path: String) async -> String {
        await Task.detached { () -> String in
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: Array(path.utf8))
            }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard connected == 0 else { return "connect failed" }
            _ = Array(text.utf8).withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
            shutdown(fd, Int32(SHUT_WR))
            var answer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1_024)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                answer += chunk[0..<count]
            }
            return String(decoding: answer, as: UTF8.self)
        }.value
    }

    @Test func aReloadReachesTheEngineAsAChargedWidgetCenterRequest() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let driver = await ScreenDriver()
        let asked = instant.addingTimeInterval(600)
        var received: [ControlMessage] = []
        let listener = try ControlListener(path: path) { message in
            received.append(message)
            return driver.screen.receive(message, at: asked)
        }
        defer { listener.close() }
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)

        let reply = try await send(.reload(kind: "clock"), to: path).get()
        #expect(received == [.reload(kind: "clock")])
        #expect(reply == ControlReply(ok: true, message: "asked 2 widgets of kind clock to reload (charged to their budgets)", count: 2))
        // clock-1 is on screen; clock-2 (page 2) goes once the visible call has answered.
        let due = driver.stepHoldingCalls(at: asked)
        let calls = due.filter { $0.instance.kind == "clock" }
        #expect(calls.map(\.instance.id.rawValue) == ["clock-1"])
        for call in due { await driver.run(call, deliverAt: asked) }
        let hidden = driver.stepHoldingCalls(at: asked).filter { $0.instance.kind == "clock" }
        #expect(hidden.map(\.instance.id.rawValue) == ["clock-2"])
        #expect((calls + hidden).allSatisfy { $0.reason == .widgetCenter })
        #expect(driver.screen.engine.budgetLeft(WidgetInstanceID(rawValue: "clock-1"), at: asked) == 71)

        let all = try await send(.reload(kind: nil), to: path).get()
        #expect(all.count == 8)
        let none = try await send(.reload(kind: "weather"), to: path).get()
        #expect(none == ControlReply(ok: false, message: "no widget of kind \"weather\" is on the home screen", count: 0))
    }

    @Test func malformedMessagesAreRejectedAndTheListenerGoesOn() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        let listener = try ControlTestSocket.RecordingListener(path: path)
        defer { listener.close() }
        for (line, reason) in [
            ("not json\n", "not a JSON object"), ("{\"command\":\"explode\"}\n", "unknown command \"explode\""),
            ("{\"kind\":\"clock\"}\n", "not a JSON object with a \"command\" string"),
            ("{\"command\":\"donate\"}\n", "donate needs a \"kind\""), ("", "not a JSON object"),
        ] {
            let answer = await sendRaw(line, to: path)
            let reply = ControlReply(line: answer.trimmingCharacters(in: .newlines))
            #expect(reply?.ok == false, "\(line)")
            #expect(reply?.message.contains(reason) == true, "\(line): \(answer)")
        }
        #expect(listener.received.isEmpty)
        #expect(try await send(.reload(kind: nil), to: path).get().message == "fine")
        #expect(listener.received == [.reload(kind: nil)])
    }

    @Test func aDonationThroughTheSocketIsStoredWithTypedValues() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = EngineStore(folder: URL(fileURLWithPath: root + "/state"))
        let screen = Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0,
                store: store, screenSize: .init(width: 80, height: 40)))
        let listener = try ControlListener(path: root + "/homescreen.sock") { screen.receive($0, at: Fixtures.instant) }
        defer { listener.close() }
        let reply = try await send(.donate(kind: "pullrequests", configuration: ["showDrafts=false"]), to: root + "/homescreen.sock").get()
        #expect(reply.ok, "\(reply.message)")
        #expect(
            store.loadDonations().donations == [
                InteractionDonation(
                    kind: "pullrequests", configuration: ["showDrafts": .boolean(false)],
                    date: Fixtures.instant)
            ])
        let bad = try await send(.donate(kind: "pullrequests", configuration: ["nope=1"]), to: root + "/homescreen.sock").get()
        #expect(!bad.ok)
        #expect(bad.message.contains("nope"))
        #expect(store.loadDonations().donations.count == 1)
    }

    @Test func nothingListeningIsNotRunning() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = await send(.reload(kind: nil), to: root + "/homescreen.sock")
        #expect(throws: ControlError.notRunning(path: root + "/homescreen.sock")) { try result.get() }
    }

    @Test func aStaleSocketIsReplacedALiveOneAndOtherFilesAreLeftAlone() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/homescreen.sock"
        // A crashed run: a bound socket file nobody listens on any more.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        close(stale)
        let listener = try ControlListener(path: path) { _ in ControlReply(ok: true, message: "new") }
        #expect(try await send(.reload(kind: nil), to: path).get().message == "new")
        // A second home screen finds the first one listening and leaves its socket alone.
        #expect(throws: ControlError.alreadyListening(path: path)) {
            _ = try ControlListener(path: path) { _ in ControlReply(ok: true, message: "second") }
        }
        #expect(try await send(.reload(kind: nil), to: path).get().message == "new")
        listener.close()
        #expect(!FileManager.default.fileExists(atPath: path))
        // A plain file at the path is not ours to remove.
        try "keep".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: ControlError.notOurs(path: path, reason: "exists and is not a socket")) {
            _ = try ControlListener(path: path) { _ in ControlReply(ok: true, message: "") }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }

    @Test func theSocketPathFollowsXDGRuntimeDirThenTheStateFolderThenTmp() {
        #expect(
            ControlSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/1000", "HOME": "/home/ada"])
                == "/run/user/1000/homescreen.sock")
        #expect(ControlSocketPath.resolve(environment: ["HOME": "/home/ada"]) == "/home/ada/.local/state/homescreen/homescreen.sock")
        #expect(ControlSocketPath.resolve(environment: ["XDG_STATE_HOME": "/s"]) == "/s/homescreen/homescreen.sock")
        let long = "/" + String(repeating: "x", count: 120)
        #expect(
            ControlSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": long, "XDG_STATE_HOME": long]) == "/tmp/homescreen-\(getuid()).sock")
        #expect(ControlSocketPath.resolve(environment: ["HOME": ""]) == "/tmp/homescreen-\(getuid()).sock")
    }

    @Test(arguments: [
        ControlMessage.reload(kind: nil), .reload(kind: "clock"), .donate(kind: "news", configuration: ["topic=tech", "n=2"]),
        .dismissActivity(id: "0123456789ab"), .activityRecord(id: "0123456789ab"),
    ])
    func messagesGoThroughTheirLine(message: ControlMessage) throws {
        #expect(try ControlMessage(line: message.line) == message)
        #expect(!message.line.contains("\n"))
    }

    /// A running activity's change travels as an ``ActivityUpdate`` in base64: a few hundred
    /// bytes where the whole record's JSON took thousands; a line without it, or with bytes
    /// that are not an update of this version, is malformed with the reason.
    @Test func anActivityUpdateGoesThroughItsShortLineAndDamagedOnesAreRefused() throws {
        let record = try ActivityStripTests.record(state: #"{"progress":0.5}"#)
        let message = ControlMessage.activityUpdate(ActivityUpdate(record))
        #expect(try ControlMessage(line: message.line) == message)
        #expect(!message.line.contains("\n"))
        #expect(message.line.utf8.count * 2 < ControlMessage.activity(record).line.utf8.count, "\(message.line)")
        do {
            _ = try ControlMessage(line: #"{"command":"activity-update","update":"not base64!"}"#)
            Issue.record("a line without an update in base64 was taken")
        } catch {
            #expect(error.reason == "activity-update needs an \"update\" in base64")
        }
        #expect(throws: ControlMessage.Malformed.self) {
            try ControlMessage(line: #"{"command":"activity-update","update":"\#(Data("HSIC-not-an-update".utf8).base64EncodedString())"}"#)
        }
        #expect(message.summary == "activity-update 0123456789ab")
        #expect(message.logLevel == .debug)
    }
}
