/// Why a press of a button or a toggle did not do what it says: the toggle flips back, the
/// tile is marked, and the description is the one line the log and the user read.
public enum IntentFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The intent threw; its own words (or the extension's error answer).
    case threw(String)
    /// No answer within the deadline: the work was abandoned (an extension is killed).
    case timedOut(seconds: Double)
    /// The widget's process knows no intent of that identifier (renamed, or another build).
    case unknownIntent(String)
    /// An archived parameter value does not fit the intent (or an entity is gone).
    case invalidParameters(String)
    /// The widget's kind is not installed.
    case unknownKind(String)
    /// The widget's extension failed the request (crashed, hung, broke the protocol).
    case extensionFailed(String)
    /// The control is disabled, or has no intent to run.
    case nothingToRun(String)

    public var description: String {
        switch self {
        case let .threw(message): return message
        case let .timedOut(seconds): return "no answer within \(Int(seconds)) s: the press was abandoned"
        case let .unknownIntent(identifier): return "this build of the widget has no intent “\(identifier)”"
        case let .invalidParameters(message): return "the press's parameters do not fit: \(message)"
        case let .unknownKind(kind): return "widget \"\(kind)\" is no longer available"
        case let .extensionFailed(message): return message
        case let .nothingToRun(why): return why
        }
    }
}
