import Foundation
import Testing
import BundledWidgets
import WidgetEngine

/// The documents that list the bundled widgets list each of them once, and the number they
/// give in words is the number they list.
struct BundledWidgetDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first column of every table row of `document` whose first cell is code (`` `clock` ``).
    static func tableKinds(in document: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`", maxSplits: 1).first.map(String.init)
        }
    }

    static let bundledKinds = BundledWidgets.catalog(folders: UserFolders(environment: ["HOME": "/nonexistent"]))
        .descriptors.map(\.kind).sorted()

    @Test(arguments: ["README.md", "docs/bundled-widgets.md"])
    func everyBundledWidgetHasOneRow(_ document: String) throws {
        let kinds = try Self.tableKinds(in: document).filter { Self.bundledKinds.contains($0) }
        #expect(kinds.sorted() == Self.bundledKinds, "\(document) lists \(kinds)")
    }

    @Test func theCountInWordsIsTheCountListed() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/bundled-widgets.md"), encoding: .utf8)
        let spelled = NumberFormatter()
        spelled.numberStyle = .spellOut
        spelled.locale = Locale(identifier: "en_US")
        let words = try #require(spelled.string(from: NSNumber(value: Self.bundledKinds.count)))
        #expect(text.contains("\(words.prefix(1).uppercased() + words.dropFirst()) widgets ship with homescreen"))
    }

    /// docs/archive-format.md's table of node kinds names each kind once.
    @Test func theArchiveFormatListsEachNodeKindOnce() throws {
        let kinds = try Self.tableKinds(in: "docs/archive-format.md")
        let repeated = Dictionary(grouping: kinds, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated == [], "listed more than once: \(repeated)")
        #expect(kinds.contains("divider") && kinds.contains("progress"))
    }
}
