import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
    import Glibc
#endif

/// The real program in a pseudo-terminal: how it finds the terminal's picture protocol at
/// start, that a photo tile is sent once with kitty's protocol (chafa's encoding, or the
/// program's own without chafa) and an idle screen then sends nothing, and that in tmux the
/// photo is cells.
struct PictureTerminalTests {
    static let clock = ["--clock", "2026-11-21T09:41:00Z", "--speed", "0"]

    /// A clean environment in a folder of its own, with a terminal type.
    /// A clean environment for the pseudo-terminal runs. The fake terminal always answers the
    /// graphics query, so the wait for it is long (it ends at the answer): a busy machine must
    /// not turn an answer into "did not answer in time". The late-reply test sets its own.
    static func environment(root: URL, _ extra: [String: String] = [:]) -> [String: String] {
        BinaryRunner.cleanEnvironment(root: root).merging(["TERM": "xterm-256color", "HOMESCREEN_GRAPHICS_WAIT": "5000"]) { $1 }
            .merging(extra) { $1 }
    }

    static func makeRoot() throws -> URL {
        let root = URL(fileURLWithPath: "/tmp/hs-pty-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("run"), withIntermediateDirectories: true)
        return root
    }

    static func log(root: URL) -> String {
        (try? String(contentsOf: root.appendingPathComponent("home/.local/state/homescreen/homescreen.log"), encoding: .utf8)) ?? ""
    }

    /// A home of the test's own under `root` with a clock and a photo: an extension (Python)
    /// whose one entry is a 16 × 16 picture filling its small tile.
    static func installPhoto(root: URL, environment: [String: String]) async throws {
        let script = root.appendingPathComponent("photo.py")
        try photoExtension.write(to: script, atomically: true, encoding: .utf8)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let added = try await ChildProcess.run(
            binary, ["extension", "add", "/usr/bin/python3", "--name", "photo", "--", script.path], environment: environment)
        try #require(added.status == 0, "\(added.stdout)\(added.stderr)")
        let layout = root.appendingPathComponent("home/.config/homescreen/home.toml")
        try FileManager.default.createDirectory(at: layout.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        [[page]]

        [[page.widget]]
        id = "clock-1"
        kind = "clock"
        family = "small"
        column = 0
        row = 0

        [[page.widget]]
        id = "photo-1"
        kind = "photo"
        family = "small"
        column = 2
        row = 0

        """.write(to: layout, atomically: true, encoding: .utf8)
    }

    static let photoExtension = #"""
        import base64, json, sys

        pixels = bytearray()
        for y in range(16):
            for x in range(16):
                pixels += bytes([x * 16, y * 16, 128, 255])
        picture = {"width": 16, "height": 16, "rgba": base64.b64encode(bytes(pixels)).decode(), "columns": 8, "rows": 4,
                   "aspectRatio": 2.0, "resizable": True}

        def entry(date):
            return {"date": date, "view": {"kind": "image", "source": {"kind": "picture", "name": "photo"}, "lines": [],
                    "picture": picture}}

        for line in sys.stdin:
            request = json.loads(line)
            call = request["call"]
            if call["kind"] == "describe":
                result = {"kind": "widgets", "widgets": [{"widget": "photo", "displayName": "Photo",
                          "families": ["systemSmall"], "placeholders": {"systemSmall": entry(0)}}]}
            elif call["kind"] == "snapshot":
                result = {"kind": "entry", "entry": entry(int(call["context"]["date"]))}
            elif call["kind"] == "timeline":
                result = {"kind": "timeline", "timeline": {"entries": [entry(int(call["context"]["date"]))], "policy": {"kind": "never"}}}
            else:
                result = {"kind": "error", "message": "not supported"}
            print(json.dumps({"version": 1, "id": request["id"], "result": result}), flush=True)
        """#

    /// Whether chafa is installed (`libchafa.so.0`).
    static var chafaIsInstalled: Bool {
        guard let handle = dlopen("libchafa.so.0", RTLD_LAZY | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }

    enum Encoder: String, CaseIterable, Sendable {
        case chafa, own

        /// Chafa's only where it is installed (CI installs it; a fresh machine has only the own).
        static var available: [Encoder] { chafaIsInstalled ? allCases : [.own] }
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable), arguments: Encoder.available)
    func aPhotoIsSentOnceWithKittysProtocolAndNothingWhileIdle(encoder: Encoder) async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(root: root, encoder == .own ? ["HOMESCREEN_CHAFA": "off"] : [:])
        try await Self.installPhoto(root: root, environment: environment)
        let run = try await PseudoTerminalRun.run(Self.clock, answers: .kitty, environment: environment, root: root)
        let log = Self.log(root: root)
        #expect(log.contains("pictures: kitty (the terminal answered the kitty graphics query)"), "\(log)")
        // One picture, sent once, at the photo tile's top-left cell (row 3, column 54 of 100:
        // the second slot column, inside the tile's border and padding).
        #expect(run.count("\u{1B}_Ga=T,f=32,") == 1, "\(run.text.debugDescription)")
        #expect(run.count("\u{1B}7\u{1B}[3;54H\u{1B}_Ga=T,f=32,") == 1)
        switch encoder {
        case .chafa: #expect(run.count("c=18,r=8,m=1") == 1)
        case .own:
            #expect(run.count("s=16,v=16,c=18,r=8,C=1,q=2,") == 1)
            #expect(log.contains("chafa is not loaded (HOMESCREEN_CHAFA=off): kitty's protocol from the program's own encoder"))
        }
        // Nothing at all while idle (the virtual clock stands still); `q` still quits.
        #expect(run.idleBytes == 0)
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func aSheetOverThePhotoDeletesItClosingItDrawsItAgainAndCtrlLRedrawsIt() async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = Self.environment(root: root, ["HOMESCREEN_CHAFA": "off"])
        try await Self.installPhoto(root: root, environment: environment)
        // `?` opens the help over the middle of the screen, photo included; `?` again closes it;
        // Ctrl-L repaints the screen.
        let run = try await PseudoTerminalRun.run(Self.clock, answers: .kitty, environment: environment, root: root, keys: "??\u{0C}")
        #expect(run.count("\u{1B}_Ga=T,") == 1)
        try #require(run.afterKeysText.count == 3)
        let (opened, closed, repainted) = (run.afterKeysText[0], run.afterKeysText[1], run.afterKeysText[2])
        #expect(opened.contains("\u{1B}_Ga=d,d=P,x=54,y=3,q=2\u{1B}\\"), "\(opened.debugDescription)")
        #expect(!opened.contains("a=T"))
        #expect(closed.components(separatedBy: "\u{1B}7\u{1B}[3;54H\u{1B}_Ga=T,").count - 1 == 1, "\(closed.debugDescription)")
        #expect(!closed.contains("a=d"))
        #expect(repainted.components(separatedBy: "\u{1B}_Ga=d,d=A,q=2\u{1B}\\").count - 1 == 1, "\(repainted.debugDescription)")
        #expect(repainted.components(separatedBy: "\u{1B}7\u{1B}[3;54H\u{1B}_Ga=T,").count - 1 == 1)
        #expect(run.idleBytes == 0)
        #expect(run.status == 0)
    }

    /// Sixel and iTerm2 are chafa's: drawn with it, cells without it (and the log says why).
    @Test(.enabled(if: PseudoTerminalRun.isAvailable), arguments: ["sixel", "iterm"], Encoder.available)
    func sixelAndITermNeedChafa(choice: String, encoder: Encoder) async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        var extra = ["HOMESCREEN_GRAPHICS": choice]
        if encoder == .own { extra["HOMESCREEN_CHAFA"] = "off" }
        let environment = Self.environment(root: root, extra)
        try await Self.installPhoto(root: root, environment: environment)
        let run = try await PseudoTerminalRun.run(Self.clock, answers: .plain, environment: environment, root: root)
        let start = choice == "sixel" ? "\u{1B}P0;1;0q" : "\u{1B}]1337;File=inline=1;width=18;height=8"
        let log = Self.log(root: root)
        #expect(run.kittyQueries == 0)
        switch encoder {
        case .chafa:
            #expect(log.contains("pictures: \(choice) (\(choice) was chosen)"), "\(log)")
            #expect(run.count("\u{1B}7\u{1B}[3;54H" + start) == 1, "\(run.text.debugDescription)")
        case .own:
            #expect(log.contains("but chafa is not loaded (HOMESCREEN_CHAFA=off): cells (install libchafa0 for \(choice))"), "\(log)")
            #expect(run.count(start) == 0)
        }
        #expect(run.idleBytes == 0)
        #expect(run.status == 0)
    }

    /// The photo tile's cells on a 100 × 30 screen: 18 half blocks on rows 3 to 10.
    static func photoCells(in screen: String) -> Int {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        return (2..<10).filter { $0 < rows.count && rows[$0].count >= 71 && rows[$0][53..<71].allSatisfy { $0 == "▀" } }.count
    }

    @Test(.enabled(if: TmuxSession.isAvailable && PseudoTerminalRun.isAvailable))
    func inTmuxThePhotoIsCells() async throws {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let signal = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: signal) }
        let go = signal.appendingPathComponent("go").path
        // The program starts once the photo is installed in the session's home. `TMUX` is what
        // tmux sets (the session's clean environment leaves it out).
        let session = try await TmuxSession.start(
            command: "sh -c 'until [ -e \(go) ]; do sleep 0.05; done; exec \(binary) \(Self.clock.joined(separator: " "))'",
            environment: ["TMUX": "/tmp/tmux-test/default,1,0"], width: 100, height: 30)
        defer { session.close() }
        try await Self.installPhoto(root: session.root, environment: BinaryRunner.cleanEnvironment(root: session.root))
        #expect(FileManager.default.createFile(atPath: go, contents: nil))
        let screen = try await session.waitUntil("the photo's cells") { Self.photoCells(in: $0) == 8 }
        #expect(Self.photoCells(in: screen) == 8)
        let log = Self.log(root: session.root)
        #expect(log.contains("pictures: cells (inside tmux pictures show as cells"), "\(log)")
        try await session.send("q")
    }

    /// `--graphics kitty` inside tmux: drawn through tmux's passthrough when it is allowed, cells
    /// when not (tmux's default).
    @Test(.enabled(if: TmuxSession.isAvailable && PseudoTerminalRun.isAvailable), arguments: [true, false])
    func aChosenProtocolInTmuxNeedsPassthrough(allowed: Bool) async throws {
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let signal = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: signal) }
        let go = signal.appendingPathComponent("go").path
        // `TMUX` names the session's own server (written to `go` once it runs), for the
        // program's `tmux show -gv allow-passthrough`.
        let session = try await TmuxSession.start(
            command:
                "sh -c 'until [ -s \(go) ]; do sleep 0.05; done; TMUX=$(cat \(go)) exec \(binary) --graphics kitty \(Self.clock.joined(separator: " "))'",
            environment: ["PATH": "/usr/local/bin:/usr/bin:/bin"], width: 100, height: 30)
        defer { session.close() }
        try await Self.installPhoto(root: session.root, environment: BinaryRunner.cleanEnvironment(root: session.root))
        let set = try await ChildProcess.run(
            "tmux", ["-S", session.socket, "set", "-g", "allow-passthrough", allowed ? "on" : "off"],
            environment: BinaryRunner.cleanEnvironment(root: session.root))
        try #require(set.status == 0, "\(set.stderr)")
        try "\(session.socket),1,0".write(toFile: go, atomically: true, encoding: .utf8)
        _ = try await session.waitUntil("the photo's cells") { Self.photoCells(in: $0) == 8 }
        let log = Self.log(root: session.root)
        let expected =
            allowed
            ? "pictures: kitty (kitty was chosen, through tmux's passthrough)"
            : "pictures: cells (kitty was chosen, but tmux's allow-passthrough is not on: cells)"
        #expect(log.contains(expected), "\(log)")
        try await session.send("q")
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func kittyIsFoundByItsReplyAndTheRepliesDoNotReachTheKeys() async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        // 80 columns: one page of the default layout, with nothing live on it (at 100 columns
        // page 2's System widget updates its sparklines every second, which is not idle).
        let run = try await PseudoTerminalRun.run(
            Self.clock, answers: .kitty, environment: Self.environment(root: root), root: root, width: 80)
        #expect(run.kittyQueries == 1)
        #expect(run.deviceAttributeRequests == 1)
        #expect(Self.log(root: root).contains("pictures: kitty (the terminal answered the kitty graphics query)"))
        // The replies were read as replies, not keys: the `?` of the DA1 reply would have opened
        // the help, and `q` would then close it instead of quitting.
        #expect(run.idleBytes == 0)
        #expect(run.status == 0)
    }

    @Test(.enabled(if: PseudoTerminalRun.isAvailable))
    func repliesThatComeLateAreNotKeysEither() async throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try await PseudoTerminalRun.run(
            Self.clock, answers: .slowKitty, environment: Self.environment(root: root, ["HOMESCREEN_GRAPHICS_WAIT": "80"]), root: root,
            width: 80)
        #expect(Self.log(root: root).contains("pictures: cells (the terminal did not answer the query in time)"))
        // The `?` of the late DA1 reply did not open the help: `q` quits.
        #expect(run.status == 0)
        #expect(run.idleBytes == 0)
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
