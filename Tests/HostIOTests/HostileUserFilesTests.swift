import Foundation
import Testing
import TestSupport
import WidgetEngine
@testable import HostIO

/// Every file and folder the home screen reads, made a named pipe, a link to `/dev/zero`, a link
/// to itself or a loop of two links (issue 33, root cause 4): each is a problem naming its path,
/// found at once (a named pipe read as before blocked the start for good), and left as it was.
struct HostileUserFilesTests {
    static let catalog = WidgetCatalog([])

    @Test(arguments: HostileFile.allCases) func aLayoutIsAProblemOfTheFile(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.toml")
        try hostile.make(at: file)
        #expect(throws: ConfigError(file: file.path, message: hostile.reason)) {
            try LayoutFile.load(file, catalog: Self.catalog, snapshots: nil)
        }
        #expect(LayoutFile.check(layoutAt: file, catalog: Self.catalog) == [ConfigError(file: file.path, message: hostile.reason)])
        #expect(HostileFile.state(of: file).hasPrefix(hostile == .namedPipe ? "fifo" : "link to"))
    }

    @Test(arguments: HostileFile.allCases) func configTomlIsAProblemOfTheFile(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        try hostile.make(at: file)
        #expect(HomeConfigFile.check(at: file) == [ConfigError(file: file.path, message: hostile.reason)])
        #expect(throws: ConfigError(file: file.path, message: hostile.reason)) { try HomeConfigFile.load(file) }
    }

    @Test(arguments: HostileFile.allCases) func aThemeIsAProblemAndTheOthersLoad(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.toml")
        try hostile.make(at: file)
        let catalog = ThemeCatalog(userFolder: folder)
        #expect(catalog.problems == [ConfigError(file: file.path, message: hostile.reason)])
        #expect(catalog.themes.contains { $0.name == "dark" })
    }

    @Test func aFileWhereTheThemesFolderShouldBeIsAProblem() throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("themes")
        try Data("not a folder".utf8).write(to: themes)
        #expect(ThemeCatalog(userFolder: themes).problems == [ConfigError(file: themes.path, message: "is a file, not a folder")])
    }

    @Test func aFileWhereTheExtensionsFolderShouldBeIsAProblem() throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let extensions = folder.appendingPathComponent("extensions")
        try Data("not a folder".utf8).write(to: extensions)
        let scan = InstalledExtensions(folder: extensions).scan()
        #expect(scan.extensions.isEmpty)
        #expect(scan.problems == ["extensions: \(extensions.path) is a file, not a folder; no extension is loaded"])
    }

    @Test(arguments: HostileFile.allCases) func anExtensionsManifestIsAProblemOfThatExtension(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = folder.appendingPathComponent("hello")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let manifest = place.appendingPathComponent("manifest.toml")
        try hostile.make(at: manifest)
        let scan = InstalledExtensions(folder: folder).scan()
        #expect(scan.extensions.isEmpty)
        #expect(scan.problems == ["extension hello: \(manifest.path) \(hostile.reason)"])
    }

    @Test(arguments: HostileFile.allCases) func aStoredDescriptionIsDescribedAgain(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try hostile.make(at: folder.appendingPathComponent(StoredDescription.fileName))
        #expect(StoredDescription.load(from: folder) == nil)
    }

    @Test(arguments: HostileFile.allCases) func aCacheIsSetAsideAndTheWidgetReloads(_ hostile: HostileFile) throws {
        let folder = try HostileFile.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let instances = folder.appendingPathComponent("instances")
        try FileManager.default.createDirectory(at: instances, withIntermediateDirectories: true)
        try hostile.make(at: instances.appendingPathComponent("a.cache"))
        #expect(store.read(WidgetInstanceID(rawValue: "a")) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: instances.path)
        #expect(names.contains { $0.hasPrefix("a.corrupt-") }, "\(names)")
    }
}
