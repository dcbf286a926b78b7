import Foundation

/// Small Python programs that behave as extensions do, well or badly.
enum FakeExtension {
    /// The argument vector of a program running `body` after ``prelude`` (given to Python as
    /// `-c`: no file is left behind).
    static func script(_ body: String) -> [String] {
        ["/usr/bin/env", "python3", "-c", prelude + body]
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
