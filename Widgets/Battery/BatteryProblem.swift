/// What went wrong reading the power supplies, in words that say what to look at.
enum BatteryProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder exists but cannot be listed.
    case unreadable(path: String, detail: String)
    /// A battery's file holds something else than expected (or is missing: `value` nil).
    case malformed(path: String, value: String?, expected: String)

    /// The last two parts of a path (`BAT0/capacity`): a tile has no room for the whole path.
    static func shortPath(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// One line for the tile.
    var summary: String {
        switch self {
        case let .unreadable(path, detail):
            return "\(path): \(detail)"
        case let .malformed(path, value, expected):
            let found = value.map { "\"\($0)\" is not \(expected)" } ?? "missing; expected \(expected)"
            return "\(Self.shortPath(path)): \(found)"
        }
    }

    var description: String {
        switch self {
        case let .unreadable(path, detail): return "\(path): \(detail)"
        case let .malformed(path, value, expected):
            return "\(path): " + (value.map { "\"\($0)\" is not \(expected)" } ?? "missing; expected \(expected)")
        }
    }
}
