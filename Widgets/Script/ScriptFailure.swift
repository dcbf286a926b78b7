import WidgetEngine

/// Why a run of the command gave nothing, in the words the budget view shows.
struct ScriptFailure: Error, CustomStringConvertible {
    let description: String

    init(_ failure: ExtensionFailure) {
        switch failure {
        case let .couldNotStart(reason): description = "could not start the command: \(reason)"
        case .timedOut: description = "the command ran past \(Int(ScriptProvider.deadline)) s and was stopped"
        case .answerTooLarge: description = "the command printed more than 1 MB and was stopped"
        case let .exited(how): description = "the command \(how)"
        case .protocolViolation, .answeredError: description = failure.description
        }
    }
}
