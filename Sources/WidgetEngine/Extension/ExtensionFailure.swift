/// Why a request to an extension got no answer; each says what happened in one line a user
/// understands (the log and the budget view show it).
public enum ExtensionFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The program could not be started.
    case couldNotStart(String)
    /// No answer within the request's deadline: the program was killed.
    case timedOut(method: String, seconds: Double)
    /// The program ended before it answered (a crash, an exit, a kill by the memory limit):
    /// how, in words ("crashed (signal 11, segmentation fault) before answering", "exited with
    /// status 1 mid-answer"), with the last line it wrote to standard error when it wrote one.
    case exited(String)
    /// The program wrote something that is not an answer (quoted, cut short).
    case protocolViolation(String)
    /// An answer longer than the protocol allows: the program was killed.
    case answerTooLarge(bytes: Int)
    /// The extension answered with an error.
    case answeredError(String)

    /// The text logs and messages show.
    public var description: String {
        switch self {
        case let .couldNotStart(reason): "could not start the extension: \(reason)"
        case let .timedOut(method, seconds): "no \(method) answer within \(Self.seconds(seconds)) s: the extension was stopped"
        case let .exited(how): "the extension \(how)"
        case let .protocolViolation(what): "the extension broke the protocol: \(what)"
        case let .answerTooLarge(bytes): "the extension's answer passed \(bytes / 1_048_576) MB: it was stopped"
        case let .answeredError(message): message
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
