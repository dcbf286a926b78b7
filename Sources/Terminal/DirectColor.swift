import CNcursesw
import CellGrid
import Foundation

/// Direct (24-bit) color as other terminal programs detect it, for a terminal whose terminfo
/// entry does not say it has it (`xterm-256color` in a terminal that sets `COLORTERM`).
///
/// Curses draws colors only as the entry says; an entry with 256 colors gets 256. So when the
/// terminal has direct color but its entry does not (no `RGB` flag and fewer than 2^24
/// colors), a small entry is compiled once with `tic` into the cache folder: the same
/// terminal (`use=`) with `RGB`, 2^24 colors and `setaf`/`setab` that write `38;2;r;g;b` (as
/// ncurses' own `xterm-direct2`), and curses starts with it. The environment the launched
/// programs see is not changed.
public enum DirectColor {
    /// What the user asked for: detect (`auto`), always direct (`--color truecolor`), or
    /// never (`--color 256` and below).
    public enum Request: Equatable, Sendable {
        case detect, always, never
    }

    /// Whether the terminal has direct color: an entry with `RGB`, 2^24 colors or tmux's
    /// `Tc`, or `COLORTERM` set to `truecolor` or `24bit`.
    static func isDetected(colors: Int, rgb: Bool, tc: Bool, environment: [String: String]) -> Bool {
        if rgb || tc || colors >= 0x100_0000 { return true }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit"
    }

    /// The terminfo source of the direct-color entry `name` built on `term`.
    static func entrySource(name: String, term: String) -> String {
        let part = "%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d"
        return """
            \(name)|\(term) with direct color (homescreen),
            \tRGB, colors#0x1000000, pairs#0x10000, ccc@, initc@,
            \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e38;2;\(part)%;m,
            \tsetab=\\E[%?%p1%{8}%<%t4%p1%d%e48;2;\(part)%;m,
            \tuse=\(term),

            """
    }

    /// The terminal type to start curses with, and the terminfo folder it is in; nil for
    /// `TERM` as it is (the entry already has direct color, the terminal does not, or the
    /// entry could not be made: then 256 colors, as before).
    static func entry(request: Request, environment: [String: String], cache: URL?) -> (name: String, folder: URL)? {
        guard request != .never, let term = environment["TERM"], !term.isEmpty,
            term.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" || $0 == "+" })
        else { return nil }
        var colors: Int32 = 0
        var rgb: Int32 = 0
        var tc: Int32 = 0
        guard hs_probe_terminfo(term, &colors, &rgb, &tc) == 0 else { return nil }
        if rgb != 0 || colors >= 0x100_0000 { return nil } // curses already draws direct color
        guard request == .always || isDetected(colors: Int(colors), rgb: false, tc: tc != 0, environment: environment),
            let folder = cache?.appendingPathComponent("terminfo")
        else { return nil }
        let name = "hs-direct-\(term)"
        let compiled = ["\(name.prefix(1))", String(format: "%02x", name.utf8.first ?? 0)].map {
            folder.appendingPathComponent($0).appendingPathComponent(name)
        }
        if compiled.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) { return (name, folder) }
        return compile(entrySource(name: name, term: term), into: folder) ? (name, folder) : nil
    }

    /// Compiles terminfo `source` with `tic` into `folder`; false when it could not.
    private static func compile(_ source: String, into folder: URL) -> Bool {
        let tic = ["/usr/bin/tic", "/bin/tic", "/usr/local/bin/tic"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let tic else { return false }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let file = folder.appendingPathComponent(".entry-\(getpid()).src")
            try Data(source.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tic)
            process.arguments = ["-x", "-o", folder.path, file.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
