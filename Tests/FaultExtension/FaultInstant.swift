import Foundation

/// When the fault widgets start failing: `--fault-from UNIX_SECONDS` on the command line;
/// without it, never.
enum FaultInstant {
    static let date: Date? = {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--fault-from"), index + 1 < arguments.count,
            let seconds = Double(arguments[index + 1])
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }()

    /// True when a request dated `date` should fail.
    static func faults(at date: Date) -> Bool {
        guard let from = Self.date else { return false }
        return date >= from
    }
}
