import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Presses run in the widget's own process, through the extension protocol's `performIntent`:
/// a Python extension's button and toggle, and a Swift extension's buttons (the bundled
/// widgets as `homescreen-widgets`), each followed by a timeline that shows what it did. One at
/// a time, and with deadlines for a loaded machine: each starts a program, and the suite waits
/// for what it checks, not for a start within the home screen's 5 s.
@Suite(.serialized)
struct ExtensionPressTests {
    /// The home screen's deadlines are not under test here.
    static let patientDeadlines: [String: Double] = [
        "describe": 120, "placeholder": 60, "snapshot": 60, "timeline": 120, "options": 60, "performIntent": 120,
    ]

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Extensions")

    private func scratch() throws -> URL {
        let folder = URL(fileURLWithPath: "/tmp/hs-xpress-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func client(_ arguments: [String], folder: URL) -> ExtensionClient {
        var environment = ExtensionClient.minimalEnvironment()
        environment["XDG_CACHE_HOME"] = folder.path
        environment["XDG_STATE_HOME"] = folder.path
        environment["HOME"] = folder.path
        return ExtensionClient(.init(name: "press", arguments: arguments, environment: environment, deadlines: Self.patientDeadlines))
    }

    private func render(_ catalog: WidgetCatalog, _ kind: String) async throws -> RenderedView {
        try await WidgetRenderer.render(kind: kind, in: catalog, family: .systemSmall, context: Fixtures.plainContext())
    }

    @Test func aPythonExtensionsButtonAndToggle() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = client([Self.examples.appendingPathComponent("hello.py").path], folder: folder)
        defer { client.stop() }
        let catalog = WidgetCatalog(try await ExtensionCatalog.descriptors(from: client).get())
        let before = try await render(catalog, "hello")
        #expect(before.text.contains("Waved 0 times"))
        let wave = try #require(before.pressTargets.first { $0.label == "Wave" })
        #expect(try await WidgetRenderer.press(wave, kind: "hello", in: catalog).get() == IntentOutcome())
        let loud = try #require(before.pressTargets.first { $0.label == "Loud" })
        #expect(loud.control == .toggle(isOn: false))
        _ = try await WidgetRenderer.press(loud, kind: "hello", in: catalog).get()
        let after = try await render(catalog, "hello")
        #expect(after.text.contains("Waved 1 times") && after.text.contains("HELLO, WORLD!"))
        #expect(after.pressTargets.first { $0.label == "Loud" }?.control == .toggle(isOn: true))
        Snapshot.assert(after.text, named: "hello-py-after-presses")
    }

    @Test func aShellExtensionsButton() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = client(["/bin/sh", Self.examples.appendingPathComponent("hello.sh").path], folder: folder)
        defer { client.stop() }
        let catalog = WidgetCatalog(try await ExtensionCatalog.descriptors(from: client).get())
        let before = try await render(catalog, "hello-sh")
        #expect(before.text.contains("Not pinged yet"))
        let ping = try #require(before.pressTargets.first { $0.label == "Ping" })
        _ = try await WidgetRenderer.press(ping, kind: "hello-sh", in: catalog, at: Fixtures.instant).get()
        let after = try await render(catalog, "hello-sh")
        #expect(after.text.contains("Pinged at 9:41"), "\(after.text)")
    }

    @Test func aSwiftExtensionRunsTheIntentInItsProcess() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = client([BinaryRunner.productsFolder.appendingPathComponent("homescreen-widgets").path], folder: folder)
        defer { client.stop() }
        let catalog = WidgetCatalog(try await ExtensionCatalog.descriptors(from: client).get())
        let idle = try await render(catalog, "timer")
        let start = try #require(idle.pressTargets.first { $0.label == "Start" })
        let pid = client.processID
        _ = try await WidgetRenderer.press(start, kind: "timer", in: catalog, at: Fixtures.instant).get()
        // The intent ran in the extension: its state file is in the extension's state folder.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("homescreen/timers/Timer.json").path))
        #expect(client.processID == pid)
        let running = try await render(catalog, "timer")
        #expect(running.pressTargets.map(\.label) == ["Pause", "Reset"])
    }

    @Test func aFailedPressInAnExtensionIsTheIntentsOwnReason() async throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let todo = folder.appendingPathComponent("todo.txt")
        try "Buy oat milk\n".write(to: todo, atomically: true, encoding: .utf8)
        let client = client([BinaryRunner.productsFolder.appendingPathComponent("homescreen-widgets").path], folder: folder)
        defer { client.stop() }
        let catalog = WidgetCatalog(try await ExtensionCatalog.descriptors(from: client).get())
        let shown = try await WidgetRenderer.render(
            kind: "reminders", in: catalog, family: .systemMedium, configuration: ["path": .string(todo.path)],
            context: Fixtures.plainContext())
        let item = try #require(shown.pressTargets.first { $0.label.contains("oat milk") })
        try "Buy oat milk and bread\n".write(to: todo, atomically: true, encoding: .utf8)
        let result = await WidgetRenderer.press(item, kind: "reminders", in: catalog, configuration: ["path": .string(todo.path)])
        #expect(
            result
                == .failure(.threw("todo.txt changed since it was shown (line 1 now reads “Buy oat milk and bread”); nothing was written")))
    }
}

/// `@main struct …: WidgetBundle` (`WidgetBundle.main()`): a program that serves its widgets,
/// and says how to add it when run by hand.
@Suite(.serialized)
struct WidgetBundleMainTests {
    static var program: String { BinaryRunner.productsFolder.appendingPathComponent("homescreen-port-extension").path }

    @Test func theBundleIsAnExtensionWhosePressesRunInIt() async throws {
        let folder = URL(fileURLWithPath: "/tmp/hs-main-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ExtensionClient.minimalEnvironment()
        environment["XDG_CACHE_HOME"] = folder.path
        let client = ExtensionClient(
            .init(name: "port", arguments: [Self.program], environment: environment, deadlines: ExtensionPressTests.patientDeadlines))
        defer { client.stop() }
        let catalog = WidgetCatalog(try await ExtensionCatalog.descriptors(from: client).get())
        #expect(catalog.kinds == ["tally"])
        let before = try await WidgetRenderer.render(kind: "tally", in: catalog, family: .systemSmall, context: Fixtures.plainContext())
        let count = try #require(before.pressTargets.first)
        _ = try await WidgetRenderer.press(count, kind: "tally", in: catalog).get()
        let after = try await WidgetRenderer.render(kind: "tally", in: catalog, family: .systemSmall, context: Fixtures.plainContext())
        #expect(before.text.contains("0 presses") && after.text.contains("1 presses"))
    }

    @Test func runByHandItSaysHowToAddIt() async throws {
        let output = try await ChildProcess.run(Self.program, ["--help"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("This is a homescreen widget extension. It serves 1 widget:\n  tally  Tally"))
        #expect(output.stdout.contains("homescreen extension add \(Self.program)"))
    }
}
