/// How a program the home screen ran in the terminal ended: its status and what it said
/// about a failure.
public struct ProgramExit: Equatable, Sendable {
    /// 0 for success, 127 when it could not be started, 128 + a signal's number when a signal
    /// ended it.
    public var status: Int32
    /// The first line it wrote to standard error that is not blank (at most 200 characters),
    /// or why it could not be started ("lss: No such file or directory"); nil when it said
    /// nothing.
    public var errorLine: String?

    public init(status: Int32, errorLine: String? = nil) {
        self.status = status
        self.errorLine = errorLine
    }
}
