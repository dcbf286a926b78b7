import Foundation

/// Why the control socket could not be used.
public enum ControlError: Error, Equatable, CustomStringConvertible {
    /// Nothing listens at the path: no home screen is running (for this user and folder).
    case notRunning(path: String)
    /// Another home screen already listens at the path.
    case alreadyListening(path: String)
    /// The path holds something that is not a socket of this user: it is left alone.
    case notOurs(path: String, reason: String)
    /// A system call failed.
    case system(call: String, path: String, errno: Int32)
    /// The home screen did not answer in time, or answered something that is not a reply.
    case badAnswer(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notRunning(path): return "no home screen is running (nothing listens at \(path))"
        case let .alreadyListening(path): return "another home screen already listens at \(path)"
        case let .notOurs(path, reason): return "\(path) \(reason); it is left alone"
        case let .system(call, path, code): return "\(call) \(path): \(String(cString: strerror(code)))"
        case let .badAnswer(path, reason): return "the home screen at \(path) \(reason)"
        }
    }
}
