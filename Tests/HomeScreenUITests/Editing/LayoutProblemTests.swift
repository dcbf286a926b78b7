import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// A layout file that fails to load while the screen runs, for any reason, stops saving until
/// it loads again, and the screen keeps saying so (issue 19, items 1 and 6).
@MainActor
struct LayoutProblemTests {
    /// The file as the user's editor wrote it: a Latin-1 comment (`é` as the byte 0xE9) and a
    /// third page.
    static func latin1File(_ h: EditHarness) -> Data {
        var text = Data("# caf".utf8)
        text.append(0xE9)
        text.append(contentsOf: Data("\n".utf8))
        text.append(contentsOf: Data((LayoutFile.encode(EditHarness.sampleLayout) + "\n[[page]]\n").utf8))
        return text
    }

    @Test func aFileThatIsNotUTF8StopsSavingAndSaysSo() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let bytes = Self.latin1File(h)
        try bytes.write(to: h.file)
        #expect(!h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.layoutDestination == nil)
        #expect(h.screen.toast?.text.hasPrefix("home.toml: is not UTF-8 text (line 1); save it as UTF-8") == true)
        // An edit stays in memory; the file keeps every byte (and its third page).
        h.select("alpha-1")
        h.press(.character("e"), .shiftRight, .escape)
        #expect(h.screen.layout != EditHarness.sampleLayout)
        #expect(try Data(contentsOf: h.file) == bytes)
        #expect(
            h.screen.problems == [
                "Edits are not saved: layout not loaded from \(h.file.path): is not UTF-8 text (line 1); save it "
                    + "as UTF-8; the running layout stays and the file is left as it is"
            ])
        // Fixed (saved as UTF-8): it loads, and edits are saved again.
        try Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: "é").utf8).write(to: h.file)
        #expect(h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.layout.pages.count == 3)
        #expect(h.screen.problems.isEmpty)
        h.select("alpha-1")
        h.press(.character("e"), .shiftRight)
        #expect(h.fileText == LayoutFile.encode(h.screen.layout))
    }

    @Test func fixingAFileBackToTheTextLastReadLoadsIt() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let good = h.fileText
        try Self.latin1File(h).write(to: h.file)
        #expect(!h.screen.reloadLayoutFile(at: h.now))
        try good.write(to: h.file, atomically: true, encoding: .utf8) // the editor's undo
        _ = h.screen.reloadLayoutFile(at: h.now)
        #expect(h.screen.layoutDestination == h.file)
        #expect(h.screen.problems.isEmpty)
    }

    @Test(arguments: ["empty", "directory", "unreadable"])
    func anyFileThatDoesNotLoadStopsSaving(way: String) async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        switch way {
        case "empty": try Data().write(to: h.file)
        case "directory":
            try FileManager.default.removeItem(at: h.file)
            try FileManager.default.createDirectory(at: h.file, withIntermediateDirectories: false)
        default: try FileManager.default.removeItem(at: h.file) // gone
        }
        #expect(!h.screen.reloadLayoutFile(at: h.now))
        #expect(h.screen.layoutDestination == nil)
        let expected =
            [
                "empty": "has no pages; a layout needs at least one [[page]] table", "directory": "is a directory",
                "unreadable": "does not exist",
            ][way] ?? ""
        #expect(h.screen.problems.first?.contains("\(h.file.path)") == true)
        #expect(h.screen.problems.first?.contains(expected) == true, "\(h.screen.problems)")
        h.select("alpha-1")
        h.press(.character("e"), .shiftRight, .escape)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: h.file.path, isDirectory: &isFolder)
        #expect(way == "unreadable" ? !exists : exists)
        #expect(way == "directory" ? isFolder.boolValue : true)
        if way == "empty" { #expect(try Data(contentsOf: h.file).isEmpty) }
    }

    @Test func theProblemMarkStaysAfterTheToastAndBangShowsTheFullText() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout, size: CellSize(width: 80, height: 40))
        try "[[page]]\n[[page.widget]]\nid = \"a\"\nkind = \"alpha\"\nfamily = \"huge\"\ncolumn = 0\nrow = 0\n"
            .write(to: h.file, atomically: true, encoding: .utf8)
        #expect(!h.screen.reloadLayoutFile(at: h.now))
        #expect(h.statusBar.contains("⚠ 1 problem (!)"))
        h.step(to: 60) // the toast is long gone
        #expect(h.screen.toast == nil)
        #expect(h.statusBar.contains("⚠ 1 problem (!)"))
        h.press(.character("!"))
        let box = h.text
        #expect(box.contains("problems (! or Esc closes)"))
        // The whole text, wrapped inside the box: the path, line and field, and what happens.
        let flattened = box.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }.joined(
            separator: " ")
        #expect(flattened.contains("\"huge\" is not a family"))
        #expect(flattened.contains("the running layout stays and the file is left as it is"))
        h.press(.character("!"))
        #expect(!h.text.contains("problems (! or Esc closes)"))
        // Fixed: the mark goes.
        try LayoutFile.save(EditHarness.sampleLayout, to: h.file)
        _ = h.screen.reloadLayoutFile(at: h.now)
        #expect(!h.statusBar.contains("problem"))
        h.press(.character("!"))
        #expect(h.screen.toast?.text == "No problems: the layout is the file's and every theme loaded")
    }

    @Test func aReadOnlyFileIsNotReplacedAndTheEditStaysInMemory() async throws {
        let h = try await EditHarness(layout: EditHarness.sampleLayout)
        let before = h.fileText
        #expect(chmod(h.file.path, 0o444) == 0)
        h.select("alpha-1")
        h.press(.character("e"), .shiftRight)
        #expect(h.fileText == before)
        #expect(h.screen.layout != EditHarness.sampleLayout)
        #expect(h.screen.toast?.text == "Could not save: \(h.file.path) is read-only (mode 0444) (! shows why)")
        #expect(
            h.screen.problems == ["Could not save the layout: \(h.file.path) is read-only (mode 0444); the edit is kept in memory only"])
        #expect(h.statusBar.contains("⚠ 1 problem (!)"))
        // Writable again: the next edit saves, and the problem goes.
        #expect(chmod(h.file.path, 0o644) == 0)
        h.press(.shiftLeft)
        #expect(h.fileText == LayoutFile.encode(h.screen.layout))
        #expect(h.screen.problems.isEmpty)
    }

    @Test func aWrapKeepsEveryCharacterAndFitsTheWidth() {
        let text = "layout not loaded from /home/ada/.config/homescreen/a-very-long-folder-name-indeed/home.toml:3: x"
        let lines = ProblemsScreen.wrap(text, width: 20)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""))
    }
}
