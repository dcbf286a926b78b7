import Foundation
@testable import Plugins
import Testing
import TestSupport
@testable import WidgetEngine

/// Plugins that misbehave: each run fails in the user's words (the tile keeps what it showed
/// and is marked, see ``PluginScreenTests``), and nothing they print reaches the terminal raw.
struct PluginHostileTests {
    private func timeline(_ name: String, schedule: @escaping ExtensionClient.Schedule = ExtensionClient.realTimeSchedule)
        async throws(ProviderFailure) -> ArchivedTimeline
    {
        let descriptor: WidgetDescriptor
        do {
            descriptor = try PluginFixtures.descriptor(name, in: PluginFixtures.hostile, schedule: schedule)
        } catch {
            throw .threw("no fixture \(name)")
        }
        return try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemMedium, date: Fixtures.instant), environment: Fixtures.environment)
    }

    @Test func escapesAreDrawnAsTextOrDropped() async throws {
        let text = try await PluginFixtures.render("escapes.1m.sh", in: PluginFixtures.hostile, family: .systemMedium).text
        Snapshot.assert(text, named: "hostile-escapes")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{7}"))
        #expect(text.contains("Title here\\u{7}"), "BEL shown; clearing, the cursor move and the title dropped: \(text)")
        #expect(text.contains("Line \\u{1B}[5mblink"), "ansi=false shows the escapes: \(text)")
        #expect(text.contains("Line blink red"), "ansi on: styles taken, escapes gone: \(text)")
    }

    @Test(arguments: ["flood.1m.sh", "endless.1m.sh"])
    func tooMuchOutputStopsThePlugin(_ name: String) async {
        await #expect(throws: ProviderFailure.extensionFailed("the plugin \(name) printed more than 1 MB and was stopped")) {
            _ = try await timeline(name)
        }
    }

    @Test func aPluginThatNeverExitsIsStoppedAtItsDeadline() async throws {
        let schedule = ManualSchedule()
        let running = Task { () async -> Result<ArchivedTimeline, ProviderFailure> in
            do throws(ProviderFailure) {
                return .success(try await timeline("hang.1m.sh", schedule: schedule.schedule))
            } catch {
                return .failure(error)
            }
        }
        await schedule.waitForJobs(1)
        #expect(schedule.delays == [PluginRun.deadline])
        schedule.fireAll()
        #expect(await running.value == .failure(.extensionFailed("the plugin hang.1m.sh ran past 25 s and was stopped")))
    }

    @Test func aPluginThatExitsNonzeroFailsWithItsFirstErrorLine() async {
        await #expect(throws: ProviderFailure.extensionFailed("the plugin fails.1m.sh exited with status 3: “no sensors found”")) {
            _ = try await timeline("fails.1m.sh")
        }
    }

    @Test func invalidUTF8IsShownWithReplacementCharacters() async throws {
        let text = try await PluginFixtures.render("badutf8.1m.sh", in: PluginFixtures.hostile, family: .systemMedium).text
        #expect(text.contains("bad �� bytes �("), "\(text)")
        #expect(text.contains("ok"))
    }

    /// The `bash=` item's arguments, shell metacharacters and all, reach the program as
    /// written: `echo` prints them; nothing is touched.
    @Test func shellMetacharactersInABashItemAreArgumentsNotShell() async throws {
        let rendered = try await PluginFixtures.render("metachars.1m.sh", in: PluginFixtures.hostile, family: .systemMedium)
        let link = try #require(rendered.links.first)
        let action = try #require(CommandAction(url: link.url))
        #expect(action.arguments == ["/bin/echo", "; touch pwned", "$(touch pwned)", "| cat", "it's"])
        #expect(!action.inTerminal)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-meta-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = PluginFixtures.host
        environment["PWD"] = folder.path
        let output = try await ScriptCommand(arguments: action.arguments, environment: environment).run(deadline: 10).get()
        #expect(output == "; touch pwned $(touch pwned) | cat it's\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path))
        #expect(!FileManager.default.fileExists(atPath: "pwned"))
    }
}
