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

    /// How many times a start that fails with "Text file busy" is tried in all.
    static let busyAttempts = 5

    /// Starts `arguments` with `environment`; its data segment (heap and anonymous mappings)
    /// is limited to `memoryLimit` bytes beyond the writable image it was loaded with.
    ///
    /// A start that fails with `ETXTBSY` ("Text file busy": the program file is open for
    /// writing somewhere) is tried again, up to ``busyAttempts`` times in all, calling
    /// `pauseWhileBusy` with the number of the failed attempt (1, 2, ...) before each retry.
    init(
        arguments: [String], environment: [String: String], memoryLimit: Int?,
        pauseWhileBusy: (Int) -> Void = { ExtensionProcess.pauseWhileBusy(after: $0) }
    ) throws(ExtensionFailure) {
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
        // Every other descriptor closed, whether or not the host marked it close-on-exec (the
        // host's log file, a descriptor it inherited), else the program could write to them.
        _ = Self.addCloseFrom?(&actions, 3)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        var status = ETXTBSY
        for attempt in 1...Self.busyAttempts {
            // A bare name is looked up on PATH (the host's), as a shell would; a path is used as it is.
            status =
                program.contains("/")
                ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
                : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
            guard status == ETXTBSY, attempt < Self.busyAttempts else { break }
            pauseWhileBusy(attempt)
        }
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
            // Set at once after the start: the program has not run its own code yet; the limit
            // holds for everything it allocates. `RLIMIT_DATA` also counts the program's own
            // writable image, which it does not allocate: 37 MB in a `homescreen-widgets` linked
            // with `--static-swift-stdlib` (Foundation's ICU data lands in a writable section),
            // which left it too little to start a thread under 48 MB. So the limit is on top of
            // the image's writable segments, read from the file (`/proc/PID/status` is no
            // help: `posix_spawn` returns before the kernel has mapped the new image).
            let image = Self.writableImageBytes(of: Self.resolve(program))
            var limit = rlimit(rlim_cur: rlim_t(memoryLimit + image), rlim_max: rlim_t(memoryLimit + image))
            _ = Self.prlimit?(pid, Int32(RLIMIT_DATA.rawValue), &limit, nil)
        }
        input = FileHandle(fileDescriptor: toChild[1], closeOnDealloc: true)
        output = FileHandle(fileDescriptor: fromChild[0], closeOnDealloc: true)
        errors = FileHandle(fileDescriptor: errChild[0], closeOnDealloc: true)
    }

    /// The pause before another try of a start that failed with "Text file busy": 20 ms of
    /// real time, so at most 80 ms in all. A script just written is busy while any process
    /// forked at that moment (another start, in this program or a test run beside it) still
    /// holds its write descriptor, until that process execs or exits: a matter of
    /// milliseconds. A real sleep of the calling thread (which may be the main actor's, under
    /// the client's lock) is acceptable here: it happens only when a start failed so, and
    /// costs 80 ms at most.
    static func pauseWhileBusy(after attempt: Int) {
        usleep(20_000)
    }

    /// `program` as `posix_spawnp` finds it: itself when it names a path, else the first
    /// executable of that name on the host's `PATH`.
    static func resolve(_ program: String) -> String {
        guard !program.contains("/") else { return program }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 } ?? program
    }

    /// The bytes of the writable `PT_LOAD` segments of the ELF file at `path` (what the kernel
    /// maps private and writable, and `RLIMIT_DATA` counts, before the program runs); 0 for
    /// anything else (a script: its interpreter's are small).
    static func writableImageBytes(of path: String) -> Int {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        func read(_ count: Int, at offset: Int) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? bytes : nil
        }
        func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        // A 64-bit little-endian ELF file.
        guard let header = read(64, at: 0), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else { return 0 }
        let (tableOffset, entrySize, entries) = (integer(header, 32, 8), integer(header, 54, 2), integer(header, 56, 2))
        guard entrySize >= 56, entries < 256, let table = read(entrySize * entries, at: tableOffset) else { return 0 }
        return (0..<entries).reduce(0) { total, index in
            let entry = index * entrySize
            let (type, flags) = (integer(table, entry, 4), integer(table, entry + 4, 4))
            return type == 1 && flags & 2 != 0 ? total + integer(table, entry + 40, 8) : total // PT_LOAD, PF_W: p_memsz
        }
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

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), which Swift's Glibc module
    /// does not import (a GNU extension); nil with an older glibc.
    private typealias AddCloseFromFunction = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    private static let addCloseFrom: AddCloseFromFunction? = {
        guard let handle = dlopen(nil, RTLD_LAZY), let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: AddCloseFromFunction.self)
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
