import Foundation

/// What a script printed, read as Waybar reads a custom module: a JSON object with `text`
/// (and optionally `tooltip`, `class`, `percentage`), or else plain text lines.
struct ScriptOutput: Equatable {
    /// How the output wants to look (Waybar's `class`).
    enum Tone: Equatable {
        case normal, good, warning, critical
    }

    var lines: [String]
    var tooltip: String?
    var tone: Tone
    /// 0 to 100, drawn as a bar.
    var percentage: Double?

    /// Reads `text`: a JSON object with a string `text` is taken as such; anything else is
    /// plain lines (trailing blank lines dropped). Control characters are shown as text, never
    /// passed to the terminal.
    init(_ text: String) {
        if let object = Self.jsonObject(text), let body = object["text"] as? String {
            lines = Self.lines(body)
            tooltip = (object["tooltip"] as? String).map(Self.visible)
            let classes = (object["class"] as? String).map { [$0] } ?? (object["class"] as? [String]) ?? []
            tone = Self.tone(classes)
            percentage = (object["percentage"] as? NSNumber).map { min(100, max(0, $0.doubleValue)) }
        } else {
            lines = Self.lines(text)
            tooltip = nil
            tone = .normal
            percentage = nil
        }
    }

    private static func jsonObject(_ text: String) -> [String: Any]? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{"), let data = trimmed.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return lines
    }

    private static func tone(_ classes: [String]) -> Tone {
        if classes.contains(where: { ["critical", "error", "urgent"].contains($0) }) { return .critical }
        if classes.contains(where: { ["warning", "warn"].contains($0) }) { return .warning }
        if classes.contains(where: { ["good", "ok", "success"].contains($0) }) { return .good }
        return .normal
    }

    /// `text` with control characters (an escape sequence's ESC among them) written out as
    /// `\u{1B}`, and tabs as spaces.
    static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                shown += "    "
            } else if scalar == "\r" {
                continue
            } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
