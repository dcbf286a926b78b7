import Foundation

/// Reads how far a command has got from its output, for the `build` activity of
/// `homescreen run -- CMD`: the last `NN%` on a line (`45%`, `12.5 %`) is the fraction done;
/// `[n/m]` or `(n/m)` (ninja, cargo, make with a counter) is the step and, without a
/// percentage, the fraction n/m. Lines end at `\n` or `\r` (a progress bar redrawn in place).
/// The last line with text is the message. Escape sequences are dropped.
struct ProgressScanner {
    private(set) var progress: Double?
    private(set) var step: String?
    private(set) var message: String?
    private var partial = ""

    /// Takes the next piece of output.
    mutating func scan(_ text: String) {
        partial += text
        var lines = partial.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        partial = String(lines.removeLast())
        if partial.utf8.count > 4_096 { partial = "" }
        for line in lines { read(String(line)) }
    }

    private mutating func read(_ raw: String) {
        let line = Self.plain(raw).trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return }
        message = String(line.prefix(120))
        // Swift's regular expressions cost tens of microseconds a line: only lines that can
        // match are matched (a command writing 20,000 plain lines cost 2.4 s of CPU).
        if line.contains("%"), let match = line.matches(of: /(\d{1,3}(?:\.\d+)?)\s?%/).last, let value = Double(match.1), value <= 100 {
            progress = value / 100
        }
        if line.contains("/"), let match = line.matches(of: /[\[(]\s*(\d+)\s*\/\s*(\d+)\s*[\])]/).last, let done = Int(match.1),
            let total = Int(match.2),
            total > 0, done <= total
        {
            step = "\(done)/\(total)"
            if line.firstMatch(of: /\d\s?%/) == nil { progress = Double(done) / Double(total) }
        }
    }

    /// `text` without escape sequences and control characters.
    static func plain(_ text: String) -> String {
        let stripped =
            !text.contains("\u{1B}")
            ? text
            : text.replacing(/\u{1B}\[[0-9;?]*[ -\/]*[@-~]/, with: "").replacing(
                /\u{1B}\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\)?/, with: "")
        return String(
            String.UnicodeScalarView(
                stripped.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }))
    }
}
