import Foundation
import Testing
import TestSupport
import WidgetEngine

@testable import BundledWidgets

/// The bundled `build` activity: running (elapsed time is live text from the start date, the
/// bar from the reported progress), succeeded and failed, in its compact and lock screen views.
struct BuildActivityTests {
    static let start = ISO8601DateFormatter().date(from: "2026-11-28T09:20:00Z") ?? .distantPast

    static func text(state: String, at seconds: TimeInterval) throws -> String {
        let descriptor = try #require(BundledWidgets.catalog(timeZone: Fixtures.utc).activity(forKind: "build"))
        let views = try descriptor.views(
            for: ActivityPayload(
                attributes: Data(#"{"name":"api","command":"make -j4","startedAt":"2026-11-28T09:20:00Z"}"#.utf8),
                state: Data(state.utf8), id: "0123456789ab"))
        let context = RenderContext(now: start.addingTimeInterval(seconds), palette: .monochrome, timeZone: Fixtures.utc)
        func row(_ node: ViewNode, _ width: Int, _ height: Int = 1) -> String {
            ViewRenderer.render(node, size: CellSize(width: width, height: height), context: context).text
        }
        return [
            "compact: [" + row(views.compactLeading, 8) + "][" + row(views.compactTrailing, 10) + "] minimal: [" + row(views.minimal, 4)
                + "]",
            row(views.lockScreen, 40, 2),
        ].joined(separator: "\n")
    }

    @Test func runningWithProgressMovesItsElapsedTimeWithoutAnUpdate() throws {
        let early = try Self.text(state: #"{"progress":0.42,"step":"5/12"}"#, at: 83)
        let later = try Self.text(state: #"{"progress":0.42,"step":"5/12"}"#, at: 84)
        #expect(early.contains("1:23"))
        #expect(later.contains("1:24"))
        Snapshot.assert(early, named: "build-activity-running")
    }

    @Test func endedItShowsTheStatusAndTheFinalTime() throws {
        let done = #"{"exitStatus":0,"progress":1,"endedAt":"2026-11-28T09:22:05Z"}"#
        let failed = #"{"exitStatus":2,"message":"error: no rule to make target","endedAt":"2026-11-28T09:21:00Z"}"#
        let succeeded = try Self.text(state: done, at: 600)
        #expect(succeeded.contains("2:05"))
        Snapshot.assert(succeeded + "\n" + (try Self.text(state: failed, at: 600)), named: "build-activity-ended")
    }

    /// `homescreen activity end ID` with no state: the last state and the end time the command
    /// adds. It must not look still running: ■ in place of ⚙, the elapsed time fixed.
    @Test func endedByAScriptWithoutAStatusLooksEnded() throws {
        let ended = try Self.text(state: #"{"progress":0.4,"endedAt":"2026-11-28T09:20:06Z"}"#, at: 600)
        #expect(!ended.contains("⚙"))
        #expect(ended.contains("■"))
        #expect(ended.contains("0:06"))
    }
}
