import CellGrid
import Foundation
import Testing
import TestSupport

/// `homescreen render` and `list`, run as the real binary.
struct RenderCommandTests {
    @Test(arguments: [("small", 22, 10), ("medium", 46, 10), ("large", 46, 22), ("extraLarge", 94, 22)])
    func outputIsExactlyTheFamilySize(_ family: String, _ width: Int, _ height: Int) async throws {
        let result = try await BinaryRunner.run(["render", "showcase", "--family", family, "--at", "2026-11-21T09:41", "--color", "never"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == height)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == width })
    }

    @Test func renderMatchesTheSnapshot() async throws {
        let result = try await BinaryRunner.run([
            "render", "showcase", "--family", "large", "--at", "2026-11-21T09:41:00Z", "--color", "never",
        ])
        Snapshot.assert(result.stdout, named: "render-showcase-large")
    }

    @Test func placeholderPrintsTheSkeleton() async throws {
        let result = try await BinaryRunner.run(["render", "clock", "--placeholder", "--at", "2026-11-21T09:41Z", "--color", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("▆▆▆"))
        #expect(!result.stdout.contains("Nov"))
    }

    @Test func privacyMasksTheSecret() async throws {
        let live = try await BinaryRunner.run(["render", "showcase", "--family", "large", "--at", "2026-11-21T09:41Z", "--color", "never"])
        let locked = try await BinaryRunner.run([
            "render", "showcase", "--family", "large", "--privacy", "--at", "2026-11-21T09:41Z", "--color", "never",
        ])
        #expect(live.stdout.contains("4242"))
        #expect(!locked.stdout.contains("4242"))
    }

    @Test func colorAlwaysWritesEscapesAndNeverDoesNot() async throws {
        let colored = try await BinaryRunner.run(
            ["render", "clock", "--at", "2026-11-21T09:41Z", "--color", "always", "--theme", "light"],
            environment: ["COLORTERM": "truecolor"])
        #expect(colored.stdout.contains("\u{1B}[0;"))
        #expect(colored.stdout.contains("48;2;255;255;255")) // the light theme's white tile
        let plain = try await BinaryRunner.run(["render", "clock", "--at", "2026-11-21T09:41Z", "--color", "never"])
        #expect(!plain.stdout.contains("\u{1B}"))
        // auto: standard output is a pipe here, so no color.
        let auto = try await BinaryRunner.run(["render", "clock", "--at", "2026-11-21T09:41Z"])
        #expect(!auto.stdout.contains("\u{1B}"))
    }

    @Test func accessoryFamiliesRenderVibrantAndTheModeCanBeChosen() async throws {
        let environment = ["COLORTERM": "truecolor"]
        let arguments = ["render", "countdown", "--family", "rectangular", "--at", "2026-11-21T09:41Z", "--color", "always"]
        let vibrant = try await BinaryRunner.run(arguments, environment: environment)
        #expect(vibrant.status == 0)
        // Every direct color written is a gray: "38;2;R;G;B" and "48;2;R;G;B" with R = G = B.
        let colors = try Regex(#"[34]8;2;(\d+);(\d+);(\d+)"#)
        let matches = vibrant.stdout.matches(of: colors)
        #expect(!matches.isEmpty)
        #expect(matches.allSatisfy { $0.output[1].substring == $0.output[2].substring && $0.output[2].substring == $0.output[3].substring })
        let full = try await BinaryRunner.run(arguments + ["--rendering-mode", "fullColor"], environment: environment)
        #expect(full.status == 0)
        #expect(full.stdout != vibrant.stdout)
        let accented = try await BinaryRunner.run(
            ["render", "showcase", "--at", "2026-11-21T09:41Z", "--color", "always", "--rendering-mode", "accented"],
            environment: environment)
        #expect(accented.stdout.contains("48;2;13;40;69")) // the dark theme's tinted material
        let bad = try await BinaryRunner.run(["render", "clock", "--rendering-mode", "sepia"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--rendering-mode \"sepia\" is not a rendering mode; use fullColor, accented or vibrant"))
    }

    @Test func entryPicksATimelineEntry() async throws {
        let first = try await BinaryRunner.run([
            "render", "clock", "--family", "inline", "--at", "2026-11-21T09:41Z", "--entry", "0", "--color", "never",
        ])
        let later = try await BinaryRunner.run([
            "render", "clock", "--family", "inline", "--at", "2026-11-21T09:41Z", "--entry", "5", "--color", "never",
        ])
        #expect(first.stdout.contains("09:41"))
        #expect(later.stdout.contains("09:46"))
    }

    @Test(arguments: [
        (["render", "nope"], "unknown widget kind \"nope\"; known kinds: clock, showcase"),
        (["render", "clock", "--family", "huge"], "unknown family \"huge\""),
        (["render", "clock", "--family", "extraLarge"], "does not come in extraLarge; it supports small, medium, large, inline"),
        (["render", "clock", "--at", "tomorrow"], "--at \"tomorrow\" is not an instant"),
        (["render", "clock", "--theme", "nosuch"], "no such theme"),
        (["render", "clock", "--bogus"], "Unknown option '--bogus'"),
        (["render", "showcase", "--entry", "9"], "--entry 9 is out of range"),
    ])
    func badInputIsOneLineOnStandardErrorWithStatus2(_ arguments: [String], _ message: String) async throws {
        let result = try await BinaryRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("homescreen: "))
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func listShowsEveryKindWithItsFamilies() async throws {
        let result = try await BinaryRunner.run(["list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("clock  Clock"))
        #expect(result.stdout.contains("families: small, medium, large, extraLarge"))
    }

    @Test func helpExitsZero() async throws {
        let result = try await BinaryRunner.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--placeholder"))
    }
}

/// `homescreen timeline`, `list` parameters and `--config`.
struct TimelineCommandTests {
    @Test func trophiesScheduleMatchesTheRules() async throws {
        let result = try await BinaryRunner.run([
            "timeline", "trophies", "--family", "small", "--for", "6h", "--from", "2026-11-21T09:41:00Z",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        Snapshot.assert(result.stdout, named: "timeline-trophies-6h")
    }

    @Test func jsonOutputIsARecordList() async throws {
        let result = try await BinaryRunner.run([
            "timeline", "health", "--for", "3h", "--from", "2026-11-21T09:41:00Z",
            "--config", "hurtAt=2026-11-21T08:30:00Z", "--json",
        ])
        #expect(result.status == 0)
        let records = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        #expect(records?.first?["event"] as? String == "request")
        #expect(records?.contains { $0["event"] as? String == "reload" && $0["reason"] as? String == "policy" } == true)
    }

    @Test func oneEntryIsOneEntry() async throws {
        let result = try await BinaryRunner.run([
            "timeline", "pullrequests", "--for", "1m", "--from", "2026-11-21T00:00:00Z",
            "--config", "path=/nonexistent/pulls.json",
        ])
        #expect(result.stdout.contains("received  1 entry, policy after"), "\(result.stdout)")
        #expect(!result.stdout.contains("1 entries"))
    }

    @Test func anUnlimitedBudgetNeverDefers() async throws {
        let limited = try await BinaryRunner.run(["timeline", "pullrequests", "--for", "24h", "--from", "2026-11-21T00:00:00Z"])
        let unlimited = try await BinaryRunner.run([
            "timeline", "pullrequests", "--for", "24h", "--from", "2026-11-21T00:00:00Z",
            "--budget", "unlimited",
        ])
        #expect(limited.stdout.contains("deferred until"))
        #expect(!unlimited.stdout.contains("deferred until"))
        #expect(unlimited.stdout.components(separatedBy: "  reload    ").count - 1 == 288) // every 5 minutes for a day
    }

    @Test(arguments: [
        (["timeline", "nope"], "unknown widget kind \"nope\""),
        (["timeline", "trophies", "--for", "soon"], "--for \"soon\" is not a duration"),
        (["timeline", "trophies", "--budget", "lots"], "--budget \"lots\" is not a count"),
        (["timeline", "trophies", "--family", "large"], "does not come in large"),
        (["timeline", "trophies", "--config", "x=1"], "--config x: no such parameter; this widget has no parameters"),
        (["render", "pullrequests", "--config", "showDrafts=maybe"], "--config showDrafts: \"maybe\" is not true or false"),
        (["render", "pullrequests", "--config", "colour=red"], "no such parameter; the parameters are path, showDrafts"),
        (["render", "pullrequests", "--config", "path"], "expected key=value"),
    ])
    func badInputIsOneLineWithStatus2(_ arguments: [String], _ message: String) async throws {
        let result = try await BinaryRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func aFailingProviderExitsWith1() async throws {
        let result = try await BinaryRunner.run(["render", "health", "--at", "2026-11-21T09:41Z", "--config", "hurtAt=yesterday"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("hurtAt \"yesterday\" is not an ISO 8601 instant"))
    }

    @Test func renderUsesTheConfiguration() async throws {
        let result = try await BinaryRunner.run([
            "render", "pullrequests", "--family", "medium", "--at", "2026-11-21T09:41Z",
            "--config", "path=/nonexistent/pulls.json", "--color", "never",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("pulls.json does not exist"))
    }

    @Test func listShowsParametersInDeclarationOrder() async throws {
        let result = try await BinaryRunner.run(["list"])
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let path = lines.firstIndex { $0.hasPrefix("parameter path:") }
        let drafts = lines.firstIndex { $0.hasPrefix("parameter showDrafts:") }
        #expect(path != nil && drafts != nil && (path ?? 0) < (drafts ?? 0))
        #expect(result.stdout.contains("parameter showDrafts: Show drafts (boolean, default true)"))
        #expect(result.stdout.contains("parameter path: JSON file (string, default \"$XDG_DATA_HOME/homescreen/pulls.json\")"))
    }
}

/// The Photos widget through the real binary: its hourly timeline with relevance, and a
/// rendering of the fixture pictures.
struct PhotosCommandTests {
    static let pictures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../WidgetUITests/Fixtures/pictures").standardizedFileURL.path

    @Test func theTimelineIsHourlyWithARelevanceForEachNewPicture() async throws {
        let result = try await BinaryRunner.run([
            "timeline", "photos", "--family", "small", "--for", "3h", "--from", "2026-11-21T09:41:00Z", "--config",
            "folder=\(Self.pictures)",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        Snapshot.assert(result.stdout, named: "timeline-photos-3h")
    }

    @Test func renderShowsTheHoursPictureAndItsName() async throws {
        let result = try await BinaryRunner.run([
            "render", "photos", "--family", "medium", "--at", "2026-11-21T09:41:00Z", "--color", "never", "--config",
            "folder=\(Self.pictures)",
        ])
        #expect(result.status == 0)
        Snapshot.assert(result.stdout, named: "render-photos-medium")
    }
}
