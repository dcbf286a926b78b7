import Foundation
import Testing
import TestSupport

/// Every `$ homescreen …` command README.md or a guide in docs/ shows with its output gives that output: each is
/// run as the real binary (UTC, an empty home folder) and compared line by line. Trailing
/// spaces and blank lines at the end are not compared; a `...` line in the README stands for
/// any number of lines.
struct ReadmeCommandTests {
    struct Example: CustomStringConvertible {
        var arguments: [String]
        var expected: [String]
        var description: String { "homescreen " + arguments.joined(separator: " ") }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file in docs/.
    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let guides = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md")] + guides.map { docs.appendingPathComponent($0) }
    }

    /// The commands of the documents' plain code blocks, each with the lines shown under it.
    static func examples() throws -> [Example] {
        try documents().flatMap { try examples(in: $0) }
    }

    /// The commands of one document's plain code blocks, each with the lines shown under it.
    static func examples(in document: URL) throws -> [Example] {
        let readme = try String(contentsOf: document, encoding: .utf8)
        var examples: [Example] = []
        var inBlock = false, inPlainBlock = false
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inPlainBlock = !inBlock && line == "```"
                inBlock.toggle()
                continue
            }
            guard inBlock, inPlainBlock else { continue }
            if line.hasPrefix("$ ") {
                // Another program's commands (the example package's) are not this binary's.
                examples.append(
                    Example(
                        arguments: line.hasPrefix("$ homescreen ") ? line.dropFirst(13).split(separator: " ").map(String.init) : [],
                        expected: []))
            } else if !examples.isEmpty {
                examples[examples.count - 1].expected.append(line)
            }
        }
        return examples.filter { !$0.arguments.isEmpty }
    }

    /// True when `actual` is `expected`, each `...` in it standing for any lines.
    static func matches(_ actual: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "..." {
            return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], expected.dropFirst()) }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(actual.dropFirst(), expected.dropFirst())
    }

    static func trimmed(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    @Test func theReadmeShowsCommands() throws {
        #expect(try !Self.examples(in: Self.root.appendingPathComponent("README.md")).isEmpty)
        #expect(try Self.examples().count >= 2)
    }

    @Test(arguments: try examples())
    func eachCommandGivesTheOutputShown(_ example: Example) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("readme-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(
            example.arguments,
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": "", "XDG_STATE_HOME": "", "XDG_CACHE_HOME": "",
                "XDG_RUNTIME_DIR": "", "TZ": "Etc/UTC",
            ])
        let actual = Self.trimmed(result.stdout.components(separatedBy: "\n"))
        let expected = Self.trimmed(example.expected)
        #expect(
            Self.matches(actual[...], expected[...]),
            "\(example)\n--- README\n\(expected.joined(separator: "\n"))\n--- actual\n\(actual.joined(separator: "\n"))")
    }
}
