import Foundation
import WidgetEngine

/// The bundled `build` activity's data: what runs (fixed) and how far it has got (its state).
/// `homescreen run -- CMD…` drives it; scripts can too:
/// `homescreen activity start build --attributes '{"name":"api"}'`.
public struct BuildActivityAttributes: ActivityAttributes {
    /// How far the command has got.
    public struct ContentState: Codable, Hashable {
        /// The fraction done, 0…1, when the command reports it.
        public var progress: Double?
        /// The step it reports (`3/12`), when it does.
        public var step: String?
        /// The last line of its output worth showing.
        public var message: String?
        /// Its exit status, once it has ended.
        public var exitStatus: Int?
        /// When it ended.
        public var endedAt: Date?

        /// A state.
        public init(progress: Double? = nil, step: String? = nil, message: String? = nil, exitStatus: Int? = nil, endedAt: Date? = nil) {
            self.progress = progress
            self.step = step
            self.message = message
            self.exitStatus = exitStatus
            self.endedAt = endedAt
        }
    }

    /// The activity's name (`api`, or the command's first word).
    public var name: String
    /// The command line, for the expanded view.
    public var command: String?
    /// When it started (`homescreen activity start` adds it when missing).
    public var startedAt: Date?
    /// The page a click on it opens (a CI job's, a log file's `file://` URL), when given.
    public var url: String?

    /// Attributes for `name`.
    public init(name: String, command: String? = nil, startedAt: Date? = nil, url: String? = nil) {
        self.name = name
        self.command = command
        self.startedAt = startedAt
        self.url = url
    }

    public static var activityKind: String { "build" }
}
