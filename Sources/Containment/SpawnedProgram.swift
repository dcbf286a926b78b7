/// A program ``ProgramSpawn`` started: its process id (the supervisor's, for a contained one)
/// and the caller's ends of the pipes asked for, which the caller closes.
public struct SpawnedProgram: Sendable {
    public var pid: Int32
    /// Whether it leads a process group of its own (a session of its own, or the terminal's
    /// foreground group); else it is in the caller's.
    public var hasOwnGroup: Bool
    /// The terminal (one of 0, 1 and 2) whose foreground it was given; nil when none was.
    public var terminal: Int32?
    /// Where the caller writes the program's standard input, when it is a pipe.
    public var input: Int32?
    /// Where the caller reads its standard output, when it is a pipe.
    public var output: Int32?
    /// Where the caller reads its standard error, when it is a pipe.
    public var errors: Int32?
}
