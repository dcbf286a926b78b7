import ArgumentParser
@testable import HomeScreenCLI
import Testing

/// `homescreen` with no arguments skips the argument parser: what it runs must be what the
/// parser would have given.
struct RunOptionsTests {
    @Test func noArgumentsIsTheRunCommandWithItsDefaults() throws {
        let parsed = try HomeScreenCommand.parseAsRoot([])
        let run = try #require(parsed as? RunCommand)
        #expect(run.options == RunOptions())
    }

    @Test func optionsReachTheRunOptions() throws {
        let parsed = try HomeScreenCommand.parseAsRoot([
            "--layout", "a.toml", "--theme", "light", "--clock", "2026-12-24T08:00",
            "--speed", "60", "--color", "never", "--log-level", "debug", "--workers", "3",
        ])
        let run = try #require(parsed as? RunCommand)
        #expect(
            run.options
                == RunOptions(
                    layout: "a.toml", theme: "light", clock: "2026-12-24T08:00", speed: 60,
                    color: .never, logLevel: "debug", workers: 3))
    }
}
