import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import HostIO
import Testing

struct ProcessRunnerTests {
    @Test func theProgramIsFoundOnPathGetsItsArgumentsAndStartsClean() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("out.txt")
        let signals = folder.appendingPathComponent("signals.txt")
        let url = "homescreen://open?id=7&x=a b"
        let runner = ProcessRunner()

        // "sh", not "/bin/sh": found on PATH. The URL arrives as one argument, spaces and all.
        #expect(await runner.run(["sh", "-c", "printf '%s' \"$1\" > \"$2\"", "sh", url, output.path]) == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == url)

        // Every signal at its default and none blocked, whatever the home screen ignores. The run
        // loop ignores SIGWINCH (to take it through Dispatch) as here; its default action is to be
        // ignored too, so nothing else in the test process changes.
        signal(SIGWINCH, SIG_IGN)
        #expect(await runner.run(["sh", "-c", "exec grep -E '^Sig(Ign|Blk)' /proc/self/status > \"$1\"", "sh", signals.path]) == 0)
        // (Signals 32 and 33 are glibc's own, which no program handles; the test runner ignores them.)
        let masks = try String(contentsOf: signals, encoding: .utf8).split(separator: "\n").compactMap { line -> (String, UInt64)? in
            let parts = line.split(separator: "\t")
            guard parts.count == 2, let mask = UInt64(parts[1], radix: 16) else { return nil }
            return (String(parts[0]), mask)
        }
        #expect(masks.map(\.0) == ["SigBlk:", "SigIgn:"])
        #expect(masks.allSatisfy { $0.1 & 0x7fff_ffff == 0 })
    }

    @Test func statusesComeBackAndAProgramThatCannotStartIs127() async {
        let runner = ProcessRunner()
        #expect(await runner.run(["sh", "-c", "exit 3"]) == 3)
        #expect(await runner.run(["sh", "-c", "kill -TERM $$"]) == 128 + 15)
        #expect(await runner.run(["homescreen-no-such-program-\(UUID().uuidString)", "https://example.com"]) == 127)
        #expect(await runner.run([]) == 127)
        #expect(await runner.run([""]) == 127)
    }
}
