import Foundation

/// A plugin's file name read as xbar, SwiftBar and Argos read it: `{name}.{time}.{ext}`, where
/// `time` is a number and a unit (`10s`, `1m`, `2h`, `1d`) that sets how often it runs.
///
/// The time is optional (`weather.py` runs when it is shown and when asked, and again only on
/// a reload); Argos's `+` after it (`cpu.1s+.sh`) and its position segment (`cpu.r.1s.sh`) are
/// read and ignored. Hidden files, `*.vars.json` and names that are only an extension are not
/// plugins.
public struct PluginFileName: Equatable, Sendable {
    /// The name: what the widget is called unless its metadata gives a title (`date`).
    public var name: String
    /// How often it runs, in seconds (nil: no interval in the name).
    public var interval: TimeInterval?
    /// The file's extension, without the dot (nil: none).
    public var fileExtension: String?

    /// The shortest interval taken: a plugin named `.0s.` runs every second.
    public static let shortestInterval: TimeInterval = 1

    /// Reads `fileName` (the last path component); nil when it is not a plugin's name.
    public init?(_ fileName: String) {
        guard !fileName.hasPrefix("."), !fileName.hasSuffix(".vars.json"), !fileName.isEmpty else { return nil }
        var segments = fileName.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        fileExtension = segments.count > 1 ? segments.removeLast() : nil
        interval = nil
        if segments.count > 1, let seconds = Self.seconds(segments[segments.count - 1]) {
            interval = max(Self.shortestInterval, seconds)
            segments.removeLast()
            // Argos's position (`r`, `10l`, `c`) before the interval.
            if segments.count > 1, segments[segments.count - 1].range(of: #"^[0-9]*[lcr]$"#, options: .regularExpression) != nil {
                segments.removeLast()
            }
        }
        name = segments.joined(separator: ".")
        guard !name.isEmpty else { return nil }
    }

    /// The seconds of an interval segment (`10s`, `1m`, `2h`, `1d`, `5m+`); nil for anything else.
    static func seconds(_ segment: String) -> TimeInterval? {
        var text = Substring(segment)
        if text.hasSuffix("+") { text = text.dropLast() }
        guard let unit = text.last, let count = Int(text.dropLast()), count >= 0 else { return nil }
        switch unit {
        case "s": return TimeInterval(count)
        case "m": return TimeInterval(count) * 60
        case "h": return TimeInterval(count) * 3_600
        case "d": return TimeInterval(count) * 86_400
        default: return nil
        }
    }

    /// The widget kind of a plugin of this name: `plugin.` and the name.
    public var kind: String { "plugin." + name }

    /// The interval in words: "every 10 s", "every 2 h".
    public var intervalText: String {
        guard let interval else { return "when shown and when asked" }
        let (value, unit): (Double, String) =
            interval >= 86_400 && interval.truncatingRemainder(dividingBy: 86_400) == 0
            ? (interval / 86_400, "d")
            : interval >= 3_600 && interval.truncatingRemainder(dividingBy: 3_600) == 0
                ? (interval / 3_600, "h")
                : interval >= 60 && interval.truncatingRemainder(dividingBy: 60) == 0 ? (interval / 60, "min") : (interval, "s")
        return "every \(Int(value)) \(unit)"
    }
}
