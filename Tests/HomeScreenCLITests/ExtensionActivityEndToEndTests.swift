import Foundation
import Testing
import TestSupport

/// A live activity that an installed extension declares (issue 35), on the real binary in
/// tmux: a Python program installed with `homescreen extension add` declares `deploy`; shell
/// scripts start, update and end it while the home screen runs, its views evaluated by that
/// program (`evaluateActivity`), and the strip and the `a` sheet show each state.
struct ExtensionActivityEndToEndTests {
    static let program = """
        #!/usr/bin/env python3
        import json, sys
        def text(value):
            return {"kind": "text", "runs": [{"kind": "verbatim", "text": value}]}
        for line in sys.stdin:
            request = json.loads(line)
            call = request["call"]
            if call["kind"] == "describe":
                result = {"kind": "widgets", "widgets": [],
                          "activities": [{"activity": "deploy", "displayName": "Deploy", "description": "A deployment."}]}
            elif call["kind"] == "evaluateActivity":
                service = json.loads(call["attributes"])["service"]
                step = json.loads(call["state"]).get("step", "queued")
                mark = "done" if call.get("isEnded") else "up"
                result = {"kind": "activity", "views": {
                    "lockScreen": text(mark + " " + service + " " + step),
                    "compactLeading": text(mark + " " + service), "compactTrailing": text("step " + step),
                    "minimal": text(step), "expanded": {"bottom": text("deploying " + service + " at " + step)}}}
            else:
                result = {"kind": "error", "message": "no " + call["kind"]}
            print(json.dumps({"version": 1, "id": request["id"], "result": result}), flush=True)
        """

    @Test(.enabled(if: TmuxSession.isAvailable)) func aScriptDrivesAnInstalledExtensionsActivity() async throws {
        let root = URL(fileURLWithPath: "/tmp/hs-extact-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ExtensionFaultEndToEndTests.environment(root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let script = root.appendingPathComponent("deployer.py")
        try ExecutableScript.write(Self.program, to: script)
        let added = try await BinaryRunner.run(["extension", "add", script.path], environment: environment)
        try #require(added.status == 0, "\(added.stdout)\(added.stderr)")
        #expect(added.stdout.contains("live activity deploy (Deploy): homescreen activity start deploy"))
        let listed = try await BinaryRunner.run(["extension", "list"], environment: environment)
        #expect(listed.stdout.contains("    live activities: deploy\n"), "\(listed.stdout)")

        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        let session = try await TmuxSession.start(command: "\(binary); echo EXIT=$?; sleep 60", environment: environment, height: 30)
        defer { session.close() }
        _ = try await session.waitFor("q quit")

        var shell = environment
        shell["PATH"] = "/usr/local/bin:/usr/bin:/bin"
        shell["TZ"] = "UTC"
        shell["XDG_RUNTIME_DIR"] = session.root.appendingPathComponent("run").path
        func sh(_ line: String, _ arguments: String...) async throws -> ChildProcess.Output {
            try await ChildProcess.run("/bin/sh", ["-c", line, binary] + arguments, environment: shell)
        }

        let unknown = try await sh(#""$0" activity start deplyo --attributes '{"service":"api"}'"#)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains(#"unknown activity kind "deplyo"; known kinds: "#) && unknown.stderr.contains("deploy"))

        let started = try await sh(#""$0" activity start deploy --attributes '{"service":"api"}' --state '{"step":"1/3"}'"#)
        try #require(started.status == 0, "\(started.stdout)\(started.stderr)")
        let id = started.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(id.count == 12)
        let first = try await session.waitFor("step 1/3")
        #expect(first.split(separator: "\n").first?.contains("up api") == true, "\(first)")

        let updated = try await sh(#""$0" activity update "$1" --state '{"step":"2/3"}'"#, id)
        #expect(updated.status == 0, "\(updated.stderr)")
        _ = try await session.waitFor("step 2/3")
        try await session.send("a")
        _ = try await session.waitFor("deploying api at 2/3")
        try await session.send("Escape")

        let ended = try await sh(#""$0" activity end "$1" --state '{"step":"3/3"}'"#, id)
        #expect(ended.status == 0, "\(ended.stderr)")
        #expect(ended.stdout.contains("activity \(id) ended"))
        let last = try await session.waitFor("done api")
        #expect(last.contains("step 3/3"))
        try await session.send("q")
        _ = try await session.waitFor("EXIT=0")
    }
}
