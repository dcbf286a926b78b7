import BundledWidgets
import Foundation
import HostIO
import Testing
import TestSupport
import WidgetEngine

struct LayoutFileStorageTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
    }

    @Test func saveCreatesTheFolderWritesAtomicallyAndLoadReadsItBack() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("config/homescreen")
        let url = folder.appendingPathComponent("layout.toml")
        let layout = HomeLayout.demo
        try LayoutFile.save(layout, to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["layout.toml"])
        #expect(try String(contentsOf: url, encoding: .utf8) == LayoutFile.encode(layout))
        #expect(try LayoutFile.load(url, catalog: BundledWidgets.testCatalog) == layout)

        var changed = layout
        changed.pages.removeLast()
        let first = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber
        try LayoutFile.save(changed, to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["layout.toml"])
        // A new file renamed into place, not the old one rewritten (AtomicFileTests test the rest).
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber != first)
        #expect(try LayoutFile.load(url, catalog: nil) == changed)
        #expect(LayoutFile.check(layoutAt: url, catalog: BundledWidgets.testCatalog).isEmpty)
    }

    @Test func loadingAMissingFileNamesIt() {
        let url = temporaryFolder().appendingPathComponent("layout.toml")
        let error = #expect(throws: ConfigError.self) { try LayoutFile.load(url, catalog: nil) }
        #expect(error?.description == "\(url.path): does not exist")
        #expect(
            LayoutFile.check(layoutAt: url, catalog: BundledWidgets.testCatalog) == [ConfigError(file: url.path, message: "does not exist")]
        )
    }

    @Test func checkReportsEveryProblemWithThePath() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("layout.toml")
        let text = LayoutValidationTests.valid
            .replacingOccurrences(of: "column = 2", with: "column = -1")
            .replacingOccurrences(of: "showDrafts = false", with: "showDrafts = 1")
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(
            LayoutFile.check(layoutAt: url, catalog: BundledWidgets.testCatalog).map(\.description) == [
                "\(url.path):13: page[0].stack[0].column: -1 is negative; columns count from 0 at the left",
                "\(url.path):33: page[0].widget[1].config.showDrafts: 1 is an integer, not a boolean",
            ])
        let error = #expect(throws: ConfigError.self) { try LayoutFile.load(url, catalog: BundledWidgets.testCatalog) }
        #expect(error?.line == 13)
        #expect(error?.field == "page[0].stack[0].column")
    }
}
