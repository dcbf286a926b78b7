import Foundation
import Testing

/// The theme follows the terminal's background: the real binary in a pseudo-terminal that
/// answers OSC 11 light, dark, or not at all.
struct TerminalBackgroundEndToEndTests {
    static let clock = ["--clock", "2026-11-21T09:41:00Z", "--speed", "0"]

    static func log(root: URL) -> String {
        (try? String(contentsOf: root.appendingPathComponent("home/.local/state/homescreen/homescreen.log"), encoding: .utf8)) ?? ""
    }

    /// Runs the screen with `arguments` in a terminal answering as `answers`, types `?` twice
    /// (the help must open and close: no key is lost behind the answer) and quits.
    static func run(
        _ arguments: [String], answers: PseudoTerminalRun.Answers, config: String? = nil, clock: [String] = Self.clock
    ) async throws -> (
        PseudoTerminalRun, String
    ) {
        let root = try PictureTerminalTests.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        if let config {
            let folder = root.appendingPathComponent("home/.config/homescreen")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try config.write(to: folder.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        }
        let run = try await PseudoTerminalRun.run(
            clock + arguments, answers: answers, environment: PictureTerminalTests.environment(root: root), root: root, idleMilliseconds: 0,
            keys: "??")
        return (run, log(root: root))
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aLightBackgroundSwitchesTheDarkThemeToItsLightVariant() async throws {
        let (run, log) = try await Self.run([], answers: .lightBackground)
        #expect(run.backgroundQueries == 1)
        #expect(log.contains("the terminal's background calls for a light theme: light"), "\(log)")
        // Focus reports are asked for, and turned off again on the way out.
        #expect(run.count("\u{1B}[?1004h") == 1)
        #expect(run.afterKeysText.first?.contains("homescreen keys") == true, "\(run.afterKeysText)")
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aDarkBackgroundSwitchesTheLightThemeToItsDarkVariant() async throws {
        let (run, log) = try await Self.run(["--theme", "light"], answers: .darkBackground)
        #expect(run.backgroundQueries == 1)
        #expect(log.contains("the terminal's background calls for a dark theme: dark"), "\(log)")
        #expect(run.afterKeysText.first?.contains("homescreen keys") == true, "\(run.afterKeysText)")
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aSilentTerminalKeepsTheThemeAfterTheDeadlineAndLosesNoKey() async throws {
        // The deadline is on the screen's clock: this one runs, from the same instant.
        let (run, log) = try await Self.run(
            ["--theme", "light"], answers: .plain, clock: ["--clock", "2026-11-21T09:41:00Z", "--speed", "1"])
        #expect(run.backgroundQueries == 1)
        #expect(log.contains("the terminal did not tell its background within 0.5 s; light stays"), "\(log)")
        #expect(run.afterKeysText.first?.contains("homescreen keys") == true, "\(run.afterKeysText)")
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aFixedModeAsksNothingAndUsesItsVariant() async throws {
        let (run, log) = try await Self.run([], answers: .lightBackground, config: "theme_mode = \"dark\"\n")
        #expect(run.backgroundQueries == 0)
        #expect(run.count("\u{1B}[?1004h") == 0)
        #expect(!log.contains("the terminal's background"), "\(log)")
        #expect(run.status == 0)
    }
}
