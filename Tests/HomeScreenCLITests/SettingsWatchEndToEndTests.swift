import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Settings read only at the start (issue 39): while the real binary runs, `homescreen
/// extension add` is applied at once (the gallery offers its widget, a restart is not asked
/// for), and a new `config.toml` is noticed at once: the status line says a restart applies
/// it, and the problems box says how.
struct SettingsWatchEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable && ExtensionFaultEndToEndTests.python != nil))
    func anExtensionAddedShowsInTheGalleryAndAConfigWrittenAsksForARestart() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-settings-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let command = "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60"
        let session = try await TmuxSession.start(command: command, environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("09:41")
        try await session.send("g")
        try await session.send("/")
        try await session.send("hello")
        _ = try await session.waitFor("No widget matches")
        try await session.send("Escape")
        try await session.send("Escape")
        _ = try await session.waitUntil("the gallery closed") { !$0.contains("Add a widget") }

        let script = ExtensionInstallTests.examples.appendingPathComponent("hello.py").path
        let added = try await BinaryRunner.run(["extension", "add", script], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        _ = try await session.waitFor("Extensions changed: new in the gallery: Hello")
        try await session.send("g")
        try await session.send("/")
        try await session.send("hello")
        let gallery = try await session.waitFor("A greeting and the time")
        #expect(!gallery.contains("No widget matches"))
        #expect(!gallery.contains("restart"))
        try await session.send("Escape")
        try await session.send("Escape")
        _ = try await session.waitUntil("the gallery closed") { !$0.contains("Add a widget") }

        let config = root.appendingPathComponent("config/homescreen/config.toml")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "mouse = false\n".write(to: config, atomically: true, encoding: .utf8)
        _ = try await session.waitFor("↻ restart to apply config.toml (!)")
        try await session.send("!")
        _ = try await session.waitUntil("the restart in the box") {
            LayoutFileSafetyTests.boxText($0).contains(
                "config.toml changed since the start: quit (q) and start homescreen again to apply it")
        }
        try await session.send("Escape")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}

/// A plugin's script edited while the screen runs reloads its widget at once (its `sources`);
/// a plugin added asks for a restart, as its kind is new.
struct PluginWatchEndToEndTests {
    @Test(.enabled(if: TmuxSession.isAvailable)) func anEditedPluginReloadsAndANewOneAsksForARestart() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-plugwatch-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        let plugins = root.appendingPathComponent("data/homescreen/plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let script = plugins.appendingPathComponent("hello.1h.sh")
        try ExecutableScript.write("#!/bin/sh\necho 'Greeting one'\n", to: script)
        try LayoutFile.save(
            HomeLayout(pages: [
                HomePage(items: [
                    .widget(WidgetItem(id: WidgetInstanceID(rawValue: "hello-1"), kind: "plugin.hello", family: .systemMedium))
                ])
            ]), to: root.appendingPathComponent("config/homescreen/home.toml"))
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(
            command: "\(binary) --clock 2026-11-21T09:41:00Z --speed 0; echo EXIT=$?; sleep 60", environment: environment)
        defer { session.close() }
        _ = try await session.waitFor("Greeting one")

        try ExecutableScript.write("#!/bin/sh\necho 'Greeting two'\n", to: script)
        let edited = try await session.waitFor("Greeting two")
        #expect(!edited.contains("restart"))

        try ExecutableScript.write("#!/bin/sh\necho 'Other'\n", to: plugins.appendingPathComponent("other.1h.sh"))
        _ = try await session.waitFor("↻ restart to apply plugins (!)")
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}
