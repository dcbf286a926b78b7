import Foundation
import Testing
import TestSupport
import WidgetEngine

/// `@AppStorage` in a widget's view reads the widget's own defaults file when the view is
/// resolved (`WidgetDefaults`).
struct AppStorageTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appstorage-\(UUID().uuidString)")

    private func render(with store: WidgetDefaults) async throws -> String {
        let descriptor = ReadingGoalWidget().body.descriptor
        let context = TimelineProviderContext(
            family: .systemSmall, profile: .iPhone, isPreview: false, colorScheme: .dark, date: Fixtures.instant)
        var environment = Fixtures.environment
        environment.defaultsStore = store
        let timeline = try await descriptor.provider.timeline(in: context, environment: environment)
        let view = try #require(timeline.entries.first).view
        return ViewRenderer.render(view, size: CellSize(width: 22, height: 3), context: Fixtures.plainContext()).text
    }

    @Test func withoutAFileTheDefaultsShow() async throws {
        let text = try await render(with: WidgetDefaults(url: folder.appendingPathComponent("port-reading-goal.json")))
        #expect(text.contains("12 of 20 pages"))
        #expect(!text.contains("Streak"))
    }

    @Test func storedValuesAreReadAtResolution() async throws {
        let url = folder.appendingPathComponent("port-reading-goal.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"dailyGoal": 30, "unit": "minutes", "showsStreak": true}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try await render(with: WidgetDefaults(url: url))
        Snapshot.assert(text, named: "port-reading-goal-stored")
        #expect(text.contains("12 of 30 minutes"))
        #expect(text.contains("Streak: 4 days"))
    }

    @Test func aValueOfAnotherTypeReadsAsTheDefault() async throws {
        let url = folder.appendingPathComponent("port-reading-goal.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"dailyGoal": "thirty", "unit": "chapters"}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await render(with: WidgetDefaults(url: url)).contains("12 of 20 pages"))
    }

    @Test func changesAreWrittenAtomicallyAndReadBack() throws {
        let url = folder.appendingPathComponent("deep/port-reading-goal.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = WidgetDefaults(url: url)
        store.setValue(.int(25), forKey: "dailyGoal")
        store.setValue(.string("minutes"), forKey: "unit")
        store.setValue(nil, forKey: "unit")
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == "{\n  \"dailyGoal\" : 25\n}")
        #expect(WidgetDefaults(url: url).value(forKey: "dailyGoal") == .int(25))
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func anUnreadableFileIsNeverOverwritten() throws {
        let url = folder.appendingPathComponent("port-reading-goal.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("[1, 2".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = WidgetDefaults(url: url)
        #expect(store.value(forKey: "dailyGoal") == nil)
        store.setValue(.int(5), forKey: "dailyGoal")
        #expect(store.value(forKey: "dailyGoal") == .int(5))
        #expect(try String(contentsOf: url, encoding: .utf8) == "[1, 2")
    }

    @Test func eachKindHasOneFileInTheStateFolder() {
        let folders = UserFolders(environment: ["HOME": "/home/ana", "XDG_STATE_HOME": "/var/state"])
        let store = WidgetDefaults.store(forKind: "port-reading-goal", in: folders)
        #expect(store?.url.path == "/var/state/homescreen/defaults/port-reading-goal.json")
        #expect(store === WidgetDefaults.store(forKind: "port-reading-goal", in: folders))
        #expect(WidgetDefaults.store(forKind: "../escape", in: folders) == nil)
    }

    @Test func aStateHoldsItsInitialValueAndBindsToIt() {
        let state = State(wrappedValue: 3)
        let binding = state.projectedValue
        binding.wrappedValue = 4
        #expect(state.wrappedValue == 4)
        #expect(Binding.constant(7).wrappedValue == 7)
    }
}
