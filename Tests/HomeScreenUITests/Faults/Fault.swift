import Testing

/// One misbehaving extension widget of the fault suite (`Tests/FaultExtension`): what it does
/// from the fault instant on, and what the home screen must make of it.
enum Fault: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case throwing = "fault-throw"
    case swiftThrow = "fault-swift-throw"
    case fatal = "fault-fatal"
    case segv = "fault-segv"
    case exit = "fault-exit"
    case silent = "fault-silent"
    case twice = "fault-twice"
    case busy = "fault-busy"
    case alloc = "fault-alloc"
    case garbage = "fault-garbage"
    case flood = "fault-flood"
    case escape = "fault-escape"
    case many = "fault-many"
    case nodes = "fault-nodes"
    case slow = "fault-slow"
    case crashloop = "fault-crashloop"
    case tty = "fault-tty"
    case orphans = "fault-orphans"

    /// The widget's kind.
    var kind: String { rawValue }

    var testDescription: String { rawValue }

    /// Served by the Swift program (`homescreen-fault-extension`), not the Python one.
    var isSwift: Bool { self == .fatal || self == .swiftThrow }

    /// Never answers: the request ends at its deadline, fired by hand.
    var hangs: Bool { self == .silent || self == .busy }

    /// The failure the engine records, in the words a user reads (the start of them); nil when
    /// the request succeeds (the host takes the first of two answers, draws escapes as text,
    /// waits for a slow answer).
    var failure: String? {
        switch self {
        case .throwing: "the extension exited with status 1 before answering: “RuntimeError: the widget's code failed”"
        case .swiftThrow: "the provider failed: the widget's code threw"
        case .fatal: "the extension crashed (signal 4, illegal instruction) before answering"
        case .segv: "the extension crashed (signal 11, segmentation fault) before answering"
        case .exit: "the extension exited with status 1 mid-answer"
        case .silent, .busy: "no timeline answer within 30 s: the extension was stopped"
        case .alloc: "the extension exited with status 1 before answering: “MemoryError”"
        case .garbage: "the extension broke the protocol: not JSON"
        case .flood: "the extension's answer passed 8 MB: it was stopped"
        case .many: "100,000 entries: more than the limit of 1,440"
        case .nodes: "the views have 250,001 nodes: more than the limit of 200,000"
        case .crashloop: "the extension exited with status 70 before answering"
        case .twice, .escape, .slow, .tty, .orphans: nil
        }
    }

    /// What the tile shows after the fault: the last good content, or the answer taken.
    var shows: String {
        switch self {
        case .twice: "twice: first"
        case .escape: "esc"
        case .slow: "good 2, slowly"
        case .tty: "no terminal"
        case .orphans: "orphans left"
        default: "good 1"
        }
    }
}
