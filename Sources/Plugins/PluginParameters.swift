import Foundation
import WidgetEngine

/// The parameters after a line's `|`: `key=value` words, values quoted as a shell quotes them
/// (`bash="/path with spaces/x.sh" param1=--verbose`). Keys are compared without regard to
/// case, as the tools do (`templateImage`, `templateimage`).
public struct PluginParameters: Equatable, Sendable {
    /// Each key (lowercased) and its value, in the order given; a key given twice keeps the last.
    public private(set) var values: [String: String] = [:]

    public init() {}

    /// Reads the text after `|`.
    public init(_ text: Substring) {
        for word in Self.words(text) {
            guard let equals = word.firstIndex(of: "=") else {
                // A bare word is a flag set to true (`| trim`); harmless when unknown.
                if !word.isEmpty { values[word.lowercased()] = "true" }
                continue
            }
            values[word[..<equals].lowercased()] = String(word[word.index(after: equals)...])
        }
    }

    /// The value of `key` (any case).
    public subscript(_ key: String) -> String? { values[key.lowercased()] }

    /// `key` as a flag: true for `true` (any case), false for `false`, nil when absent or neither.
    public func flag(_ key: String) -> Bool? {
        switch self[key]?.lowercased() {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// `key` as a whole number.
    public func number(_ key: String) -> Int? { self[key].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    /// The command of a `bash=` item: the program, then `param1=`, `param2=`… in number order
    /// (SwiftBar's `param0=` too); nil without `bash=` (or `shell=`, its older name).
    public var command: [String]? {
        guard let program = self["bash"] ?? self["shell"], !program.isEmpty else { return nil }
        let numbered = values.compactMap { key, value -> (Int, String)? in
            guard key.hasPrefix("param"), let number = Int(key.dropFirst(5)) else { return nil }
            return (number, value)
        }.sorted { $0.0 < $1.0 }
        return [program] + numbered.map(\.1)
    }

    /// Words split at spaces outside quotes, quotes and backslashes removed as a shell would
    /// (``ArgumentVector``); a quote left open takes the rest of the line.
    static func words(_ text: Substring) -> [String] {
        ArgumentVector.words(text).words
    }
}
