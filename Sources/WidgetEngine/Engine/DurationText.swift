import Foundation

/// A span of time as a reader says it, for the log and the budget view: `45 s`, `5 min`,
/// `2 h 5 min`, `24 h`, `3 d`.
public enum DurationText {
    /// `seconds` in the largest units that read naturally.
    public static func of(_ seconds: TimeInterval) -> String {
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total) s" }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60
        if hours >= 48, hours % 24 == 0 { return "\(hours / 24) d" }
        return minutes % 60 == 0 ? "\(hours) h" : "\(hours) h \(minutes % 60) min"
    }
}
