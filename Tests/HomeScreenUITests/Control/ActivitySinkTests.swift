import BundledWidgets
import Foundation
import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// `Activity.request/update/end` in a program reach the running home screen: each change that
/// `ActivityCenter` posts goes through an ``ActivityControlSink`` (the program's own views
/// evaluated into a whole record) and the owner-checked control socket, and the strip shows it;
/// with no home screen running the change is kept in `activities.json`.
@MainActor
struct ActivitySinkTests {
    static let catalog = WidgetCatalog(KettleLiveActivity().descriptors)

    /// The changes `activity` posted (ActivityCenter keeps them while no receiver is set; the
    /// sink is handed them here rather than installed, so other suites' activities are not taken).
    static func changes(of id: String) -> [ActivityChange] {
        ActivityCenter.posted.filter {
            switch $0 {
            case let .start(_, changed, _, _, _, _), let .update(changed, _, _, _, _), let .end(changed, _, _): changed == id
            }
        }
    }

    @Test func aProgramsActivityIsStartedUpdatedAndEndedOnTheScreen() async throws {
        let root = try ControlTestSocket.folder("hs-sink")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = EngineStore(folder: URL(fileURLWithPath: root + "/state"))
        let screen = ActivityStripTests.pilot(store: store)
        await screen.start()
        let now = Fixtures.instant.addingTimeInterval(83)
        let path = root + "/homescreen.sock"
        let listener = try ControlListener(path: path) { screen.receive($0, at: now) }
        defer { listener.close() }
        let sink = ActivityControlSink(
            catalog: Self.catalog, send: { message throws(ControlError) in try await ControlTestSocket.send(message, to: path).get() },
            file: nil, clock: { now })

        let activity = try Activity.request(
            attributes: KettleAttributes(name: "kettle"), content: ActivityContent(state: .init(degrees: 40), staleDate: nil))
        for change in Self.changes(of: activity.id) { sink.receive(change) }
        await sink.flush()
        #expect(sink.outcomes.count == 1 && !sink.outcomes[0].hasPrefix("refused"), "\(sink.outcomes)")
        #expect(screen.frameText.split(separator: "\n").first?.contains("☕ kettle 40°") == true, "\(screen.frameText)")

        await activity.update(ActivityContent(state: .init(degrees: 85), staleDate: nil))
        await activity.end(ActivityContent(state: .init(degrees: 100), staleDate: nil), dismissalPolicy: .default)
        for change in Self.changes(of: activity.id).dropFirst() { sink.receive(change) }
        await sink.flush()
        #expect(sink.outcomes.count == 3 && !sink.outcomes.contains { $0.hasPrefix("refused") }, "\(sink.outcomes)")
        let top = screen.frameText.split(separator: "\n").first.map(String.init) ?? ""
        #expect(top.contains("☕ kettle 100°"), "\(top)")
        screen.tick(at: now.addingTimeInterval(1))
        let kept = try #require(store.loadActivities().record(activity.id))
        #expect(kept.ended == now && kept.kind == "KettleAttributes")
        #expect(kept.views.compactTrailing == ViewResolver.resolve(Text("100°")))
    }

    @Test func withNoHomeScreenTheChangeIsKeptAndAnUnknownKindIsRefused() async throws {
        let root = try ControlTestSocket.folder("hs-sink")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = EngineStore(folder: URL(fileURLWithPath: root + "/state"))
        let path = root + "/homescreen.sock"
        let sink = ActivityControlSink(
            catalog: Self.catalog, send: { message throws(ControlError) in try await ControlTestSocket.send(message, to: path).get() },
            file: ActivityFile(store: store), clock: { Fixtures.instant })
        sink.receive(
            .start(
                kind: "KettleAttributes", id: "00000000beef", attributes: Data(#"{"name":"pot"}"#.utf8),
                state: Data(#"{"degrees":20}"#.utf8), staleDate: nil, relevance: 0))
        sink.receive(
            .start(kind: "Teapot", id: "00000000cafe", attributes: Data("{}".utf8), state: Data("{}".utf8), staleDate: nil, relevance: 0))
        sink.receive(.update(id: "000000000bad", state: Data("{}".utf8), staleDate: nil, relevance: 0, alert: nil))
        await sink.flush()
        #expect(sink.outcomes[0].hasPrefix("kept in "), "\(sink.outcomes)")
        #expect(sink.outcomes[1] == #"refused: unknown activity kind "Teapot"; known kinds: KettleAttributes"#)
        #expect(sink.outcomes[2] == "refused: no activity 000000000bad was started here")
        #expect(store.loadActivities().records.map(\.id) == ["00000000beef"])
    }
}
