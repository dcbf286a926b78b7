import Foundation

/// Small Python programs that behave as extensions do, well or badly.
enum FakeExtension {
    /// A script in a fresh folder; returns its argument vector.
    static func script(_ body: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-ext-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("extension.py")
        try (prelude + body).write(to: file, atomically: true, encoding: .utf8)
        return ["/usr/bin/env", "python3", file.path]
    }

    /// Reads requests and hands each to `answer(request)`.
    static let prelude = """
        import json, os, sys, time

        def send(message):
            sys.stdout.write(json.dumps(message) + "\\n")
            sys.stdout.flush()

        def result(request, body):
            send({"version": 1, "id": request["id"], "result": body})

        def entry(text):
            return {"date": 0, "view": {"kind": "text", "runs": [{"kind": "verbatim", "text": text}]}}

        def timeline(text):
            return {"kind": "timeline", "timeline": {"entries": [entry(text)], "policy": {"kind": "never"}}}


        """
}
