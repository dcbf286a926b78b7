@testable import BundledWidgets
import Foundation
import Testing

/// `git status --porcelain=v2 --branch` output as git writes it, read into counts.
struct PorcelainStatusParserTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/git")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    static let cases: [(String, GitStatus)] = [
        (
            "feature.txt",
            GitStatus(
                branch: "feature/parser", commit: "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b",
                upstream: "origin/feature/parser", ahead: 2, behind: 1, staged: 3, changed: 2, untracked: 2, conflicted: 1)
        ),
        (
            "clean.txt",
            GitStatus(branch: "main", commit: "9f8e7d6c5b4a39281706f5e4d3c2b1a098765432", upstream: "origin/main", ahead: 0, behind: 0)
        ),
        ("detached.txt", GitStatus(branch: nil, commit: "0badc0ffee0badc0ffee0badc0ffee0badc0ffee", changed: 1)),
        ("initial.txt", GitStatus(branch: "main", commit: nil, untracked: 2)),
        ("gone-upstream.txt", GitStatus(branch: "topic", commit: "1234567890abcdef1234567890abcdef12345678", upstream: "origin/topic")),
    ]

    @Test(arguments: cases)
    func parsesFixture(_ file: String, _ expected: GitStatus) throws {
        #expect(try PorcelainStatusParser.parse(try Self.fixture(file)) == expected)
    }

    @Test(arguments: [("feature.txt", "feature/parser"), ("detached.txt", "detached at 0badc0f"), ("initial.txt", "main (no commits)")])
    func describesHead(_ file: String, _ expected: String) throws {
        #expect(try PorcelainStatusParser.parse(try Self.fixture(file)).headDescription == expected)
    }

    @Test(arguments: [
        ("malformed.txt", "line 3: a changed entry has 5 fields, expected at least 9")
    ])
    func malformedFixtureNamesItsLine(_ file: String, _ expected: String) throws {
        let text = try Self.fixture(file)
        let failure = #expect(throws: PorcelainStatusParser.Failure.self) { try PorcelainStatusParser.parse(text) }
        #expect(failure?.description == expected)
    }

    @Test(arguments: [
        ("# branch.ab 2 1", "line 1: branch.ab \"2 1\" is not +AHEAD -BEHIND"),
        ("1 MMM N... 100644 100644 100644 a b path", "line 1: status \"MMM\" is not two letters XY"),
        ("u UU N... 100644 100644 100644 path", "line 1: an unmerged entry has 7 fields, expected at least 11"),
        ("## main...origin/main", "line 1: \"## main...origin/main\" is not a porcelain v2 line (git older than 2.11?)"),
    ])
    func badLinesAreNamed(_ text: String, _ expected: String) {
        #expect(throws: PorcelainStatusParser.Failure(line: 1, message: String(expected.dropFirst("line 1: ".count)))) {
            try PorcelainStatusParser.parse(text)
        }
    }

    @Test func unknownHeadersAndEmptyOutputAreFine() throws {
        #expect(try PorcelainStatusParser.parse("") == GitStatus())
        #expect(try PorcelainStatusParser.parse("# stash 4\n# something.new 1\n").isClean)
    }
}
