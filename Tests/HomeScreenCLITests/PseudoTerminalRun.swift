import Foundation
import TestSupport

/// Runs the built `homescreen` in a pseudo-terminal that answers the start-up graphics query
/// as kitty does (or as a terminal without pictures does), with a small Python driver
/// (standard library only). It reads everything the program writes until the first frames
/// have settled (the log says the start is done: every instance placed and its first timeline
/// or cache in; then no output for `quietMilliseconds`), types each key of `keys` in turn and reads
/// until the screen settles again, then counts the bytes of an idle window (`idleMilliseconds`, read with a
/// bounded poll), then types `q` and waits for the end.
struct PseudoTerminalRun {
    /// How the pseudo-terminal answers.
    enum Answers: String {
        /// kitty: the graphics query (`i=31;OK`), then DA1.
        case kitty
        /// A terminal without pictures: DA1 only.
        case plain
        /// kitty over a slow link: both replies 300 ms late, after the program stopped waiting.
        case slowKitty
        /// A terminal without pictures on a white background: DA1, and OSC 11 answered
        /// `rgb:ffff/ffff/ffff` ended by BEL.
        case lightBackground
        /// The same on a black background: `rgb:0000/0000/0000` ended by ST (`ESC \`).
        case darkBackground
    }

    /// Everything written before the screen settled.
    var output: [UInt8]
    /// What was written after each key of `keys` was typed, until the screen settled again.
    var afterKeys: [[UInt8]]
    /// Bytes written during the idle window.
    var idleBytes: Int
    /// The exit status (or -1 when it had to be killed).
    var status: Int32
    /// The queries the program sent: kitty graphics queries, then DA1 requests.
    var kittyQueries: Int
    var deviceAttributeRequests: Int
    /// The background color queries (OSC 11) the program sent.
    var backgroundQueries: Int = 0

    var text: String { String(decoding: output, as: UTF8.self) }
    /// ``afterKeys`` as text.
    var afterKeysText: [String] { afterKeys.map { String(decoding: $0, as: UTF8.self) } }

    /// How many times `sequence` occurs in ``output``.
    func count(_ sequence: String) -> Int {
        text.components(separatedBy: sequence).count - 1
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
    }

    static func run(
        _ arguments: [String], answers: Answers, environment: [String: String], root: URL, width: Int = 100, height: Int = 30,
        quietMilliseconds: Int = 700, idleMilliseconds: Int = 1500, keys: String = ""
    ) async throws -> PseudoTerminalRun {
        let script = root.appendingPathComponent("pty-driver.py")
        try driver.write(to: script, atomically: true, encoding: .utf8)
        let binary = BinaryRunner.productsFolder.appendingPathComponent("homescreen").path
        // The start is done when the log summarises it ("placed 2 instances: 0 from cache, 2
        // reloaded"): output stopping before then is a slow widget, not a settled screen.
        let log = (environment["XDG_STATE_HOME"] ?? root.appendingPathComponent("home/.local/state").path) + "/homescreen/homescreen.log"
        let result = try await ChildProcess.run(
            "/usr/bin/python3",
            [
                script.path, answers.rawValue, "\(width)", "\(height)", "\(quietMilliseconds)", "\(idleMilliseconds)", keys, log,
                " from cache, ", binary,
            ] + arguments,
            environment: environment)
        guard result.status == 0, let data = Data(base64Encoded: result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)),
            let report = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let output = (report["output"] as? String).flatMap({ Data(base64Encoded: $0) }),
            let afterKeys = (report["after_keys"] as? [String])?.compactMap({ Data(base64Encoded: $0) })
        else { throw Failure(description: "the driver failed (\(result.status)): \(result.stderr)") }
        // A screen that never settled (or a log that never said the start was done) is not a
        // result to count bytes in.
        if let unsettled = report["unsettled"] as? [String], !unsettled.isEmpty {
            throw Failure(description: "the screen did not settle: \(unsettled.joined(separator: ", ")) (log: \(log))")
        }
        return PseudoTerminalRun(
            output: [UInt8](output), afterKeys: afterKeys.map { [UInt8]($0) }, idleBytes: report["idle_bytes"] as? Int ?? -1,
            status: Int32(report["status"] as? Int ?? -1),
            kittyQueries: report["kitty_queries"] as? Int ?? -1, deviceAttributeRequests: report["da1_requests"] as? Int ?? -1,
            backgroundQueries: report["osc11_queries"] as? Int ?? -1)
    }

    /// The driver. Every wait is bounded; the child is killed if it outlives them.
    static let driver = #"""
        import base64, fcntl, json, os, pty, select, signal, struct, sys, termios, time

        answers, cols, rows, quiet_ms, idle_ms = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
        keys = sys.argv[6].encode()
        log_path, started = sys.argv[7], sys.argv[8]
        command = sys.argv[9:]
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, cols * 10, rows * 20))
            os.execv(command[0], command)

        output = bytearray()
        pending = b""
        kitty_queries = 0
        da1_requests = 0
        osc11_queries = 0

        delay = 0.3 if answers == "slowKitty" else 0
        answers_due = []

        def answer(reply):
            answers_due.append((time.monotonic() + delay, reply))

        def read_for(seconds):
            """Reads until `seconds` pass; returns the bytes read. Answers queries as they come
            (after `delay`)."""
            global pending, kitty_queries, da1_requests, osc11_queries
            got = bytearray()
            deadline = time.monotonic() + seconds
            while True:
                now = time.monotonic()
                while answers_due and answers_due[0][0] <= now:
                    os.write(fd, answers_due.pop(0)[1])
                left = deadline - now
                if left <= 0:
                    return got, True
                if answers_due:
                    left = min(left, max(0, answers_due[0][0] - now))
                ready, _, _ = select.select([fd], [], [], left)
                if not ready:
                    continue
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return got, False
                if not chunk:
                    return got, False
                got += chunk
                pending += chunk
                while True:
                    o = pending.find(b"\x1b]11;?\x1b\\")
                    if o >= 0:
                        osc11_queries += 1
                        if answers == "lightBackground":
                            answer(b"\x1b]11;rgb:ffff/ffff/ffff\x07")
                        elif answers == "darkBackground":
                            answer(b"\x1b]11;rgb:0000/0000/0000\x1b\\")
                        pending = pending[:o] + pending[o + 8:]
                        continue
                    q = pending.find(b"\x1b_G")
                    d = pending.find(b"\x1b[c")
                    if q >= 0 and (d < 0 or q < d) and b"a=q" in pending[q:q + 64] and pending.find(b"\x1b\\", q) > 0:
                        kitty_queries += 1
                        if answers in ("kitty", "slowKitty"):
                            answer(b"\x1b_Gi=31;OK\x1b\\")
                        pending = pending[pending.find(b"\x1b\\", q) + 2:]
                    elif d >= 0:
                        da1_requests += 1
                        answer(b"\x1b[?62;22c")
                        pending = pending[d + 3:]
                    else:
                        pending = pending[-64:]
                        break

        def has_started():
            """True once the log says the start is done."""
            try:
                with open(log_path, encoding="utf-8", errors="replace") as log:
                    return started in log.read()
            except OSError:
                return False

        unsettled = []

        def settle(into, first):
            """Reads into `into` until `quiet_ms` pass without output (at most 30 s); the first
            frames must have begun and the start be done. A wait that ends otherwise (the
            30 s, or the program's end) is recorded in `unsettled`."""
            start = time.monotonic()
            alive = True
            while alive and time.monotonic() - start < 30:
                got, alive = read_for(quiet_ms / 1000)
                into += got
                if not got and (not first or (into and has_started())):
                    return alive
            unsettled.append("the first frames" if first else "after key %d" % len(after_keys))
            return alive

        # The first frames, then what each key changes.
        after_keys = []
        alive = settle(output, True)
        for key in keys:
            if not alive:
                break
            os.write(fd, bytes([key]))
            after_keys.append(bytearray())
            alive = settle(after_keys[-1], False)
        idle = bytearray()
        if alive:
            idle, alive = read_for(idle_ms / 1000)
        status = -1
        if alive:
            os.write(fd, b"q")
            end = time.monotonic() + 10
            while alive and time.monotonic() < end:
                _, alive = read_for(0.2)
        for _ in range(100):
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(code)
                break
            time.sleep(0.1)
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        report = {"output": base64.b64encode(bytes(output)).decode(), "after_keys": [base64.b64encode(bytes(k)).decode() for k in after_keys],
                  "idle_bytes": len(idle), "status": status,
                  "kitty_queries": kitty_queries, "da1_requests": da1_requests, "osc11_queries": osc11_queries, "unsettled": unsettled}
        print(base64.b64encode(json.dumps(report).encode()).decode())
        """#
}
