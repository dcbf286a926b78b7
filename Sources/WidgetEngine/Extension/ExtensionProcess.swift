import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One running extension program: started with `posix_spawn` as an argument vector (never
/// through a shell) in a process group of its own, with a minimal environment, pipes for its
/// standard input, output and error, every signal at its default, no other descriptors, and a
/// limit on its memory; killed with its whole group.
final class ExtensionProcess: @unchecked Sendable {
    let pid: pid_t
    /// The host writes requests here.
    let input: FileHandle
    /// Answers come from here.
    let output: FileHandle
    /// Logs come from here.
    let errors: FileHandle

    /// Starts `arguments` with `environment`; its data segment (heap and anonymous mappings)
    /// is limited to `memoryLimit` bytes beyond the writable image it was loaded with.
    init(arguments: [String], environment: [String: String], memoryLimit: Int?) throws(ExtensionFailure) {
        guard let program = arguments.first, !program.isEmpty else { throw .couldNotStart("no program given") }
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errChild: [Int32] = [-1, -1]
        guard Self.pipe(&toChild), Self.pipe(&fromChild), Self.pipe(&errChild) else {
            throw .couldNotStart("no pipes: \(String(cString: strerror(errno)))")
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
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errChild[1], 2)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        // A bare name is looked up on PATH (the host's), as a shell would; a path is used as it is.
        let status =
            program.contains("/")
            ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
            : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        close(errChild[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errChild[0])
            throw .couldNotStart("\(program): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        if let memoryLimit {
            // Set at once after the start: `posix_spawn` returns once the program is loaded,
            // before it has run its own code; the limit holds for everything it allocates.
            // `RLIMIT_DATA` also counts the program's own writable image, which it does not
            // allocate: 37 MB in a `homescreen-widgets` linked with `--static-swift-stdlib`
            // (Foundation's ICU data lands in a writable section), which left it too little
            // to start a thread under 48 MB. So the limit is on top of what it has loaded.
            let loaded = Self.dataBytes(of: pid) ?? 0
            var limit = rlimit(rlim_cur: rlim_t(memoryLimit + loaded), rlim_max: rlim_t(memoryLimit + loaded))
            _ = Self.prlimit?(pid, Int32(RLIMIT_DATA.rawValue), &limit, nil)
        }
        input = FileHandle(fileDescriptor: toChild[1], closeOnDealloc: true)
        output = FileHandle(fileDescriptor: fromChild[0], closeOnDealloc: true)
        errors = FileHandle(fileDescriptor: errChild[0], closeOnDealloc: true)
    }

    /// The bytes `RLIMIT_DATA` counts for `pid` now (`VmData` in `/proc/PID/status`), or nil.
    static func dataBytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmData:") }),
            let kilobytes = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes << 10
    }

    /// A pipe whose two ends close when a program is started (the child gets only the copies
    /// made for its 0, 1 and 2).
    private static func pipe(_ ends: inout [Int32]) -> Bool {
        guard Glibc.pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// `prlimit(2)` through glibc, which Swift's Glibc module does not import (a GNU extension).
    private typealias PrlimitFunction = @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
    private static let prlimit: PrlimitFunction? = {
        guard let handle = dlopen(nil, RTLD_LAZY), let symbol = dlsym(handle, "prlimit") else { return nil }
        return unsafeBitCast(symbol, to: PrlimitFunction.self)
    }()

    /// Kills the program and everything it started (its process group).
    func kill() {
        _ = Glibc.kill(-pid, SIGKILL)
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Kills what is left of the program's process group once the program itself has ended
    /// (children it started that would live on).
    func killGroup() {
        _ = Glibc.kill(-pid, SIGKILL)
    }

    /// Waits for the program to end; how it ended, in words: "exited with status 1",
    /// "crashed (signal 11, segmentation fault)", "was killed (signal 9)".
    func wait() -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return Self.describe(status: status)
    }

    /// A `waitpid` status in words.
    static func describe(status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return "exited with status \((status >> 8) & 0xff)" }
        let name = String(cString: strsignal(signal)).lowercased()
        // Signals a program's own fault raises (a bad access, a trap, an abort) are a crash;
        // others came from outside (a kill, the kernel's memory killer).
        let crashes = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS]
        return crashes.contains(signal) ? "crashed (signal \(signal), \(name))" : "was killed (signal \(signal), \(name))"
    }
}
