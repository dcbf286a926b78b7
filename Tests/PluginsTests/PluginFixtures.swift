import Foundation
import Synchronization
@testable import Plugins
import Testing
import TestSupport
import WidgetEngine

/// The plugins written for the tests (`Fixtures/plugins`, `Fixtures/hostile`), the commands
/// they call mocked (`Fixtures/bin`: `curl`, `date`, `df`, … answer from fixtures, never the
/// network or the clock) and the data they read (`Fixtures/data`).
enum PluginFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let plugins = folder.appendingPathComponent("plugins")
    static let hostile = folder.appendingPathComponent("hostile")
    static let data = folder.appendingPathComponent("data")

    /// The environment the plugins are run from: the mocked commands first on `PATH`.
    static let host: [String: String] = {
        var host = ProcessInfo.processInfo.environment.filter { ["PATH", "LANG", "LC_ALL", "TZ"].contains($0.key) }
        host["PATH"] = folder.appendingPathComponent("bin").path + ":" + (host["PATH"] ?? "/usr/bin:/bin")
        host["HOME"] = FileManager.default.temporaryDirectory.path
        host["LANG"] = "C.UTF-8"
        host["TZ"] = "UTC"
        return host
    }()

    /// The twenty plugins, by file name.
    static let twenty = [
        "weather.30m.sh", "cpu.5s.sh", "battery.2m.sh", "git.1m.sh", "todo.10m.py", "clock.1s.sh", "stocks.5m.py",
        "uptime.1m.sh", "disk.10m.sh", "network.30s.sh", "docker.1m.sh", "pomodoro.1s.py", "notifications.5m.sh",
        "music.10s.sh", "emoji.1h.sh", "colors.1d.sh", "worldclock.1m.sh", "vpn.1m.sh", "calendar.15m.py", "ping.30s.sh",
    ]

    /// The variables each plugin is configured with in the tests (what the settings sheet sets).
    static func configuration(for name: String, repository: URL? = nil) -> ConfigValues {
        switch name {
        case "cpu.5s.sh": ["VAR_PROC": .string(data.appendingPathComponent("proc").path)]
        case "battery.2m.sh": ["VAR_SUPPLY": .string(data.appendingPathComponent("power").path)]
        case "todo.10m.py": ["VAR_FILE": .string(data.appendingPathComponent("todo.txt").path)]
        case "stocks.5m.py": ["VAR_QUOTES": .string(data.appendingPathComponent("stocks.json").path)]
        case "git.1m.sh": repository.map { ["VAR_REPO": .string($0.path)] } ?? [:]
        default: [:]
        }
    }

    /// The plugin `name` of `folder`.
    static func plugin(_ name: String, in folder: URL = plugins) throws -> Plugin {
        try #require(Plugin.read(folder.appendingPathComponent(name))).get()
    }

    /// Its widget, run in this process from ``host``.
    static func descriptor(
        _ name: String, in folder: URL = plugins, schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule
    ) throws -> WidgetDescriptor {
        PluginWidget.descriptor(of: try plugin(name, in: folder), schedule: schedule, host: host)
    }

    /// `name` rendered in `family` as `homescreen render` draws it, at ``Fixtures/instant``.
    static func render(
        _ name: String, in folder: URL = plugins, family: WidgetFamily, configuration: ConfigValues = [:]
    ) async throws -> RenderedView {
        let descriptor = try descriptor(name, in: folder)
        return try await WidgetRenderer.render(
            kind: descriptor.kind, in: WidgetCatalog([descriptor]), family: family, configuration: configuration,
            context: Fixtures.plainContext())
    }

    /// A git repository with one commit and three kinds of change, made for the git plugin.
    static func repository() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-plugin-git-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let git = { (arguments: [String]) throws in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git(["init", "-q", "-b", "main"])
        try "first\n".write(to: folder.appendingPathComponent("kept.txt"), atomically: true, encoding: .utf8)
        try "old\n".write(to: folder.appendingPathComponent("changed.txt"), atomically: true, encoding: .utf8)
        try git(["add", "."])
        try git(["commit", "-q", "-m", "first"])
        try "new\n".write(to: folder.appendingPathComponent("changed.txt"), atomically: true, encoding: .utf8)
        try "brand new\n".write(to: folder.appendingPathComponent("added.txt"), atomically: true, encoding: .utf8)
        return folder
    }
}

extension PluginFixtures {
    /// Waits for `done` (a real program's output), checking every 5 ms for at most 20 s.
    static func poll(_ done: () -> Bool) async {
        for _ in 0..<4_000 where !done() {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// What a live widget pushed, kept for a test.
final class PushLog: Sendable {
    private let pushes = Mutex<[WidgetPush]>([])

    var sink: LiveUpdates.Sink { { push in self.pushes.withLock { $0.append(push) } } }
    var all: [WidgetPush] { pushes.withLock { $0 } }
}
