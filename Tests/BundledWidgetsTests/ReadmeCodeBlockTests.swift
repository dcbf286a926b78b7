import Foundation
import Testing
import WidgetEngine

/// Every Swift example in README.md and the guides in docs/ compiles: each ```swift block is,
/// verbatim, in a source file that is built, this package's (its tests build them) or
/// `Examples/MyWidgets`' (CI builds and tests it). A reader can copy any of them.
struct ReadmeCodeBlockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file in docs/, as paths from the repository's root.
    static func documents() throws -> [String] {
        let guides = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + guides
    }

    /// The ```swift blocks of every document, in order.
    static func swiftBlocks() throws -> [String] {
        try documents().flatMap { try swiftBlocks(in: $0) }
    }

    /// The ```swift blocks of one document (a path from the repository's root), in order.
    static func swiftBlocks(in document: String) throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var blocks: [String] = [], current: [String]? = nil
        for line in readme.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The Swift sources that are built: this package's targets and the example package.
    static func builtSources() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        for folder in ["Sources", "Widgets", "Tests", "Examples/MyWidgets"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent == ".build" { walker.skipDescendants() }
                guard url.pathExtension == "swift", !url.path.contains("/.build/") else { continue }
                files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files
    }

    @Test func everySwiftBlockIsInAFileThatIsBuilt() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count >= 7)
        #expect(try !Self.swiftBlocks(in: "README.md").isEmpty, "the README shows no widget")
        #expect(try Self.swiftBlocks(in: "docs/writing-widgets.md").count >= 6)
        let sources = try Self.builtSources()
        for block in blocks {
            #expect(!block.contains("{ ... }") && !block.contains("\n    ...\n"), "an abridged example:\n\(block)")
            #expect(sources.contains { $0.text.contains(block) }, "not in any built source file:\n\(block)")
        }
    }

    /// The example package's manifest is a file of its own: SwiftPM reads its first line.
    @Test func thePackageManifestStartsWithItsToolsVersion() throws {
        let manifests = try Self.swiftBlocks().filter { $0.contains("import PackageDescription") }
        #expect(!manifests.isEmpty)
        #expect(manifests.allSatisfy { $0.hasPrefix("// swift-tools-version:") })
    }

    /// The widget guide lists exactly the SF Symbol names that have a terminal glyph, each with it.
    @Test func theSymbolListIsTheTable() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("docs/writing-widgets.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<summary>The SF Symbol names with a terminal glyph</summary>"))
        let end = try #require(readme.range(of: "</details>", range: start.upperBound..<readme.endIndex))
        let list = readme[start.upperBound..<end.lowerBound].split(whereSeparator: \.isNewline).joined(separator: " ")
        var listed: [String: String] = [:]
        for item in list.components(separatedBy: ", ") {
            let parts = item.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ","))).split(separator: "`")
            guard parts.count == 2 else { continue }
            listed[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        #expect(listed == SymbolTable.glyphs)
    }

    /// The README and the guides link only to what a clone has: nothing outside the repository.
    @Test func nothingOutsideTheRepositoryIsNamed() throws {
        for document in try Self.documents() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            #expect(!text.contains("../shared"), "\(document) names a path outside the repository")
            #expect(!text.contains("Wrote the default layout to /tmp"), "\(document) shows a test's path")
        }
    }

    /// Every relative link of the README and the guides points at a file of the repository, and
    /// every `#anchor` at a heading of its target: moving a section cannot leave a link dangling.
    @Test func everyRelativeLinkLeadsSomewhere() throws {
        let link = /\]\(([^)\s]+)\)/
        for document in try Self.documents() {
            let base = Self.root.appendingPathComponent(document).deletingLastPathComponent()
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for match in text.matches(of: link) {
                let target = String(match.1)
                guard !target.contains("://") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? Self.root.appendingPathComponent(document) : base.appendingPathComponent(String(parts[0]))
                #expect(FileManager.default.fileExists(atPath: file.standardizedFileURL.path), "\(document): \(target) does not exist")
                guard parts.count == 2, file.pathExtension == "md" else { continue }
                let headings = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                    .filter { $0.hasPrefix("#") }.map(Self.anchor)
                #expect(headings.contains(String(parts[1])), "\(document): \(target) names no heading")
            }
        }
    }

    /// The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as `-`.
    static func anchor(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }
}
