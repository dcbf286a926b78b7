import Foundation
import Testing

/// The real program in a pseudo-terminal: how it finds the terminal's picture protocol at
/// start, and that an idle screen sends nothing.
struct PictureTerminalTests {
    static let clock = ["--clock", "2026-11-21T09:41:00Z", "--speed", "0"]

    /// A clean environment in a folder of its own, with a terminal type.
    static func environment(root: URL, _ extra: [String: String] = [:]) -> [String: String] {
        BinaryRunner.cleanEnvironment(root: root).merging(["TERM": "xterm-256color"]) { $1 }.merging(extra) { $1 }
    }

    static func makeRoot() throws -> URL {
        let root = URL(fileURLWithPath: "/tmp/hs-pty-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("run"), withIntermediateDirectories: true)
        return root
    }

    static func log(root: URL) -> String {
        (try? String(contentsOf: root.appendingPathComponent("home/.local/state/homescreen/homescreen.log"), encoding: .utf8)) ?? ""
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func kittyIsFoundByItsReplyAndTheRepliesDoNotReachTheKeys() async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try await PseudoTerminalRun.run(Self.clock, answers: .kitty, environment: Self.environment(root: root), root: root)
        #expect(run.kittyQueries == 1)
        #expect(run.deviceAttributeRequests == 1)
        #expect(Self.log(root: root).contains("pictures: kitty (the terminal answered the kitty graphics query)"))
        // The replies were read as replies: no sheet opened, nothing redrawn while idle, and
        // `q` still quits.
        #expect(run.idleBytes == 0)
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aTerminalWithoutPicturesGetsCells() async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try await PseudoTerminalRun.run(Self.clock, answers: .plain, environment: Self.environment(root: root), root: root)
        #expect(run.kittyQueries == 1)
        #expect(Self.log(root: root).contains("pictures: cells (the terminal has no picture protocol)"))
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aChoiceSkipsTheQuery() async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(root: root, ["HOMESCREEN_GRAPHICS": "cells"])
        let run = try await PseudoTerminalRun.run(Self.clock, answers: .kitty, environment: environment, root: root)
        #expect(run.kittyQueries == 0)
        #expect(run.deviceAttributeRequests == 0)
        #expect(Self.log(root: root).contains("pictures: cells (cells were chosen)"))
    }
}
