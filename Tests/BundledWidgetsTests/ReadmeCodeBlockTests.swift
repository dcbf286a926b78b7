import Foundation
import Testing
import WidgetEngine

/// Every Swift example in README.md compiles: each ```swift block is, verbatim, in a source
/// file that is built, this package's (its tests build them) or `Examples/MyWidgets`' (CI
/// builds and tests it). A reader can copy any of them.
struct ReadmeCodeBlockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ```swift blocks of the README, in order.
    static func swiftBlocks() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
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

    /// The README lists exactly the SF Symbol names that have a terminal glyph, each with it.
    @Test func theSymbolListIsTheTable() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
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

    /// The README links only to what a clone has: nothing outside the repository.
    @Test func nothingOutsideTheRepositoryIsNamed() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("../shared"), "README.md names a path outside the repository")
        #expect(!readme.contains("Wrote the default layout to /tmp"), "README.md shows a test's path")
    }
}
