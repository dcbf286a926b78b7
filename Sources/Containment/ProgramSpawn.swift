import CContainment
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// How homescreen starts every program it runs: an extension, a script widget's command, an app
/// opened from the screen, `tmux` asked about passthrough. One `posix_spawn` set-up for all:
/// an argument vector (never a shell), every signal at its default and none blocked (the host
/// ignores or blocks some to receive them through Dispatch), and no descriptors but 0, 1 and 2.
///
/// What differs is said, not re-coded: the ``Session`` (a new one without a controlling
/// terminal, or the terminal's foreground as a shell's job), each standard stream
/// (``Stream``), the environment, and whether the program runs ``Contained``: under the
/// containment supervisor (`CContainment`), a child subreaper that ends every process the
/// program started when it ends or is stopped.
public struct ProgramSpawn: Sendable {
    /// Where the program stands towards the terminal.
    public enum Session: Sendable, Equatable {
        /// A session of its own (`setsid`): no controlling terminal, so `/dev/tty` cannot be
        /// opened, `tcsetpgrp` has no terminal to take, and the terminal's signals never reach it.
        case detached
        /// A process group of its own made the foreground of the terminal on the first of
        /// 0, 1 and 2 that is one (glibc 2.35), as a shell's job: Ctrl-C reaches it and not the
        /// caller. Without a terminal, a caller not in its foreground, or such a glibc, the
        /// caller's group.
        case terminalForeground
    }

    /// One standard stream of the program.
    public enum Stream: Sendable, Equatable {
        /// The caller's own.
        case inherited
        /// `/dev/null`.
        case null
        /// A pipe whose other end the caller gets (``SpawnedProgram``).
        case pipe
    }

    /// Running under the containment supervisor.
    public struct Contained: Sendable, Equatable {
        /// `RLIMIT_DATA` of the program in bytes; nil leaves it as it is.
        public var dataLimit: Int?

        public init(dataLimit: Int?) {
            self.dataLimit = dataLimit
        }
    }

    /// The program and its arguments. A bare name is looked up on the caller's `PATH`.
    public var arguments: [String]
    /// The environment, in full; nil for the caller's.
    public var environment: [String: String]?
    public var session: Session
    public var input: Stream
    public var output: Stream
    public var errors: Stream
    /// Run under the supervisor; nil starts the program itself.
    public var contained: Contained?

    public init(
        arguments: [String], environment: [String: String]? = nil, session: Session, input: Stream = .inherited,
        output: Stream = .inherited, errors: Stream = .inherited, contained: Contained? = nil
    ) {
        self.arguments = arguments
        self.environment = environment
        self.session = session
        self.input = input
        self.output = output
        self.errors = errors
        self.contained = contained
    }

    /// Starts the program; its process id and the caller's ends of its pipes.
    ///
    /// A contained program is started as this very binary (`/proc/self/exe`) with the
    /// supervisor's flag: the binary's `CContainment` constructor becomes the supervisor before
    /// any of the program's own code runs, and the supervisor's process id is the one answered.
    /// Its program must exist and be executable (checked here, so a wrong path is an error at
    /// once, not a supervisor that exits 127).
    public func spawn() throws(SpawnError) -> SpawnedProgram {
        guard let program = arguments.first, !program.isEmpty else { throw SpawnError("no program given") }
        var vector = arguments
        if let contained {
            let path = Self.resolve(program)
            var info = stat()
            guard stat(path, &info) == 0 else { throw SpawnError("\(program): \(String(cString: strerror(errno)))") }
            guard info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else {
                throw SpawnError("\(program): \(String(cString: strerror(EACCES)))")
            }
            let limit = contained.dataLimit.map { String(max($0, 1)) } ?? "0"
            vector = ["/proc/self/exe", String(cString: hs_containment_flag), limit, "--", path] + arguments.dropFirst()
        }
        var pipes = SpawnPipes()
        defer { pipes.closeChildEnds() }
        guard pipes.open(for: [input, output, errors]) else {
            pipes.closeParentEnds()
            throw SpawnError("no pipes: \(String(cString: strerror(errno)))")
        }
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        for (stream, target) in zip([input, output, errors], Int32(0)...2) {
            switch stream {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .pipe: posix_spawn_file_actions_adddup2(&actions, pipes.childEnd(of: target), target)
            }
        }
        // Every other descriptor closed, whether or not the caller marked it close-on-exec (its
        // log file, a descriptor it inherited), else the program could write to them.
        _ = hs_spawn_add_closefrom(&actions, 3)
        var handedOn: Int32?
        switch session {
        case .detached:
            flags |= hs_spawn_flag_setsid()
        case .terminalForeground:
            // Only a caller in the terminal's foreground hands it on: a shell's background job
            // (`homescreen run -- make &`) must not take the terminal from the shell. Only a
            // stream the program inherits can name the terminal: the child's own descriptor is
            // the one `tcsetpgrp` is called on, after the pipes took their places.
            let inherited = zip([input, output, errors], [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]).filter { $0.0 == .inherited }
            let terminal = inherited.map(\.1).first { isatty($0) == 1 && tcgetpgrp($0) == getpgrp() }
            if let terminal, hs_spawn_add_tcsetpgrp(&actions, terminal) == 0, posix_spawnattr_setpgroup(&attributes, 0) == 0 {
                flags |= Int16(POSIX_SPAWN_SETPGROUP)
                handedOn = terminal
            }
        }
        posix_spawnattr_setflags(&attributes, flags)
        let argv = vector.map { strdup($0) } + [nil]
        let envp = (environment ?? [:]).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let first = vector[0]
        let status: Int32
        // A bare name is looked up on PATH (the caller's), as a shell would; a path is used as it is.
        switch (first.contains("/"), environment != nil) {
        case (true, true): status = posix_spawn(&pid, first, &actions, &attributes, argv, envp)
        case (true, false): status = posix_spawn(&pid, first, &actions, &attributes, argv, environ)
        case (false, true): status = posix_spawnp(&pid, first, &actions, &attributes, argv, envp)
        case (false, false): status = posix_spawnp(&pid, first, &actions, &attributes, argv, environ)
        }
        guard status == 0 else {
            pipes.closeParentEnds()
            // The child took the terminal before its exec failed: take it back from a group that is gone.
            if let handedOn { TerminalForeground.takeBack(handedOn) }
            throw SpawnError("\(program): \(String(cString: strerror(status)))")
        }
        return SpawnedProgram(
            pid: pid, hasOwnGroup: flags & Int16(POSIX_SPAWN_SETPGROUP) != 0 || session == .detached, terminal: handedOn,
            input: pipes.parentEnd(of: 0), output: pipes.parentEnd(of: 1), errors: pipes.parentEnd(of: 2))
    }

    /// `program` as `posix_spawnp` finds it: itself when it names a path, else the first
    /// executable of that name on the caller's `PATH`.
    public static func resolve(_ program: String) -> String {
        guard !program.contains("/") else { return program }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 } ?? program
    }
}
