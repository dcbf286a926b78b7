import CellGrid
import Foundation
import Testing
import TestSupport
@testable import WidgetEngine

/// The fault suite (README, "Fault suite: tried, survived, content kept"): for each way an
/// extension can misbehave, a home screen of the bundled clock beside the faulty widget, its
/// first answer good, then the fault a minute later. The home screen stays up, the clock shows
/// the new minute, the faulty tile keeps its last good content (marked when the request
/// failed), the failure is recorded in words a user understands, no extension process is left
/// running, and the state folder loses nothing.
@MainActor
struct FaultSuiteTests {
    @Test(arguments: Fault.allCases)
    func theHomeScreenSurvivesAndKeepsTheLastGoodContent(_ fault: Fault) async throws {
        let harness = try await FaultHarness(fault)
        #expect(harness.faultTile.contains("good 1"), "\(harness.text)")
        let clockAtStart = harness.clockTile
        let kept = try harness.keepUserFile()
        let before = harness.stateFiles()
        #expect(before.count == 3, "\(before.keys.sorted())") // both instances' caches and the user's file
        // The policy asks again in 60 s; the engine's spacing of reloads may put it later.
        let reload = try #require(harness.nextFaultReload)
        #expect(reload >= FaultHarness.faultFrom)

        await harness.step(to: reload)

        #expect(harness.clockTile != clockAtStart, "the clock keeps ticking: \(harness.clockTile)")
        #expect(harness.faultTile.contains(fault.shows), "\(harness.text)")
        if let failure = fault.failure {
            let recorded = try #require(harness.lastFailure, "no failure recorded for \(fault)")
            #expect(recorded.hasPrefix(failure), "\(recorded)")
            #expect(!recorded.contains("\n") && !recorded.contains("\u{1B}"), "one line of text: \(recorded)")
            #expect(harness.faultMarker == "!", "the tile is marked: \(harness.text)")
        } else {
            #expect(harness.lastFailure == nil, "\(harness.lastFailure ?? "")")
        }
        // The state folder: every file still there and readable, the fault's cache still the
        // last good timeline (or the answer taken).
        let after = harness.stateFiles()
        #expect(Set(before.keys).isSubset(of: after.keys), "\(after.keys.sorted())")
        #expect(after[kept.name] == kept.data)
        #expect(harness.store.load(FaultHarness.clockID)?.timeline != nil)
        let cached = harness.store.load(FaultHarness.faultID)?.timeline?.entries.map { $0.view.plainText } ?? []
        #expect(cached.contains { $0.contains(fault.shows) }, "\(cached)")
        // Nothing left running: a hang or a busy loop was killed with its process group.
        #expect(await harness.noProcessLeft(), "\(harness.processIDs)")
    }

    /// A program that crashes at every start: each retry fails the same way, the clock goes on,
    /// the tile keeps "good 1", no process is left behind, and the fifth failure in a row
    /// stops it until the user reloads it.
    @Test func anExtensionThatCrashesInALoopFailsEachRetryAndNothingElse() async throws {
        let harness = try await FaultHarness(.crashloop)
        var failures = 0
        for _ in 0..<4 {
            let reload = try #require(harness.nextFaultReload)
            await harness.step(to: reload)
            failures = harness.screen.engine.states[FaultHarness.faultID]?.consecutiveFailures ?? 0
        }
        #expect(failures == 4)
        #expect(harness.lastFailure == "the extension exited with status 70 before answering: “crashing at start”")
        #expect(harness.faultTile.contains("good 1"))
        #expect(harness.faultMarker == "!")
        // The fifth failure in a row stops it: marked ✗, nothing more is asked of it.
        let fifth = try #require(harness.nextFaultReload)
        await harness.step(to: fifth)
        #expect(harness.screen.engine.states[FaultHarness.faultID]?.isStopped == true)
        #expect(harness.faultMarker == "✗")
        #expect(harness.nextFaultReload == nil)
        #expect(harness.faultTile.contains("good 1"))
        #expect(await harness.noProcessLeft())
    }

    /// Escape sequences in an extension's text are drawn as visible text: none reaches the
    /// screen buffer or the terminal's output raw.
    @Test func escapeSequencesInTextAreDrawnAsText() async throws {
        let harness = try await FaultHarness(.escape)
        let reload = try #require(harness.nextFaultReload)
        await harness.step(to: reload)
        let tile = harness.faultTile
        #expect(tile.contains("esc") && tile.contains("red") && tile.contains("end"), "\(tile)")
        #expect(tile.contains("\u{FFFD}[2J"), "each control character is drawn as �: \(tile)")
        let controls = tile.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) }
        #expect(controls.isEmpty, "\(controls.map(\.value))")
        let output = ANSIEncoder(depth: .direct).encode(harness.screen.frame(at: reload).buffer)
        #expect(!output.contains("\u{1B}[2J") && !output.contains("\u{1B}]0;") && !output.contains("\u{7}"))
        #expect(!output.unicodeScalars.contains("\u{9B}"))
    }
}
