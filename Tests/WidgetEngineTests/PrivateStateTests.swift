import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Testing
import WidgetEngine

/// Private state: 0600 files in 0700 folders; folders an earlier version made 0755 are
/// tightened; stale temporary files of the store go at start.
struct PrivateStateTests {
    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func cachesAndDonationsAreWrittenForTheOwnerOnly() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("xdg-state/homescreen")
        let store = EngineStore(folder: folder)
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        try store.saveDonations(DonationStore())
        #expect(mode(root.appendingPathComponent("xdg-state").path) == 0o700)
        #expect(mode(folder.path) == 0o700)
        #expect(mode(folder.appendingPathComponent("instances").path) == 0o700)
        #expect(mode(folder.appendingPathComponent("instances/\(id.rawValue).cache").path) == 0o600)
        #expect(mode(folder.appendingPathComponent("donations.json").path) == 0o600)
    }

    @Test func anEarlierVersionsOpenFoldersAndFilesAreTightened() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("homescreen")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("instances"), withIntermediateDirectories: true)
        for path in [root.path, folder.path, folder.appendingPathComponent("instances").path] { chmod(path, 0o755) }
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        let cache = folder.appendingPathComponent("instances/\(id.rawValue).cache")
        try Data("old".utf8).write(to: cache)
        chmod(cache.path, 0o644)
        let store = EngineStore(folder: folder)
        try store.save(h.engine.takeChangedInstances(), from: h.engine)
        #expect(mode(root.path) == 0o755) // not ours: left as it is
        #expect(mode(folder.path) == 0o700)
        #expect(mode(folder.appendingPathComponent("instances").path) == 0o700)
        #expect(mode(cache.path) == 0o600)
    }

    @Test func theStoresStaleTemporaryFilesGo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let instances = root.appendingPathComponent("instances")
        try FileManager.default.createDirectory(at: instances, withIntermediateDirectories: true)
        let stale = [
            instances.appendingPathComponent(".clock-1.cache.\(UUID().uuidString).tmp"),
            root.appendingPathComponent(".donations.json.\(UUID().uuidString).tmp"),
        ]
        let kept = [
            instances.appendingPathComponent("clock-1.cache"), root.appendingPathComponent("homescreen.log"),
            root.appendingPathComponent(".home.toml.\(UUID().uuidString).tmp"),
        ]
        for url in stale + kept { try Data().write(to: url) }
        #expect(Set(EngineStore(folder: root).removeStaleTemporaries()) == Set(stale.map(\.path)))
        #expect(kept.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    }
}
