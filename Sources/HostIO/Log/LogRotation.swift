/// How large the log may grow and how many older generations are kept: past `maxBytes`,
/// `homescreen.log` becomes `homescreen.log.1`, `.1` becomes `.2`, and so on up to
/// `generations`; the oldest is dropped.
public struct LogRotation: Equatable, Sendable {
    /// The size a log file may reach before the next line starts a new one. A single line
    /// longer than this is still written whole, alone in its file.
    public var maxBytes: Int
    /// The older files kept beside the current one (`.1` the newest); 0 keeps none.
    public var generations: Int

    /// A rotation at `maxBytes` keeping `generations` older files.
    public init(maxBytes: Int, generations: Int) {
        self.maxBytes = max(1, maxBytes)
        self.generations = max(0, generations)
    }

    /// The home screen's: 1 MiB a file, three older files (at most 4 MiB in all).
    public static let standard = LogRotation(maxBytes: 1 << 20, generations: 3)

    /// The path of generation `number` of the log at `path` (0: the current file).
    public static func path(of number: Int, for path: String) -> String {
        number == 0 ? path : "\(path).\(number)"
    }
}
