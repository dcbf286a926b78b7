import Foundation

/// Finds the line of a field in TOML text, so errors about a value can name its line
/// (TOMLKit reports positions for syntax errors only).
struct TOMLLocator {
    let lines: [Substring]

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line of `key` inside table `table` (nil for the root table).
    func line(ofKey key: String, inTable table: String?) -> Int? {
        var current: String? = nil
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                current = line.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                continue
            }
            guard current == table else { continue }
            let name = line.split(separator: "=", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces)
            if name == key || name == "\"\(key)\"" { return index + 1 }
        }
        return nil
    }

    /// The 1-based line of the `[table]` header, for a problem with a key the table lacks.
    func line(ofTable table: String) -> Int? {
        lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "[\(table)]" }.map { $0 + 1 }
    }
}
