import Foundation
import Synchronization
#if canImport(Glibc)
    import Glibc
#endif

/// One running extension program: started by ``ProgramSpawn`` as an argument vector (never
/// through a shell) in a session of its own with no controlling terminal, with a minimal
/// environment, pipes for its standard input, output and error, every signal at its default,
/// no other descriptors and a limit on its memory, under the containment supervisor: when the
/// program ends or is stopped, every process it started ends with it (see `CContainment`).
final class ExtensionProcess: @unchecked Sendable {
    /// The supervisor's process id (the program is its child).
    let pid: pid_t
    /// The host writes requests here.
    let input: FileHandle
    /// Answers come from here.
    let output: FileHandle
    /// Logs come from here.
    let errors: FileHandle
    /// Writes requests to ``input``, whole and in order.
    let requests: ExtensionRequestWriter
    /// True once the supervisor is reaped: its id may then be another process's, so it is
    /// never signalled again.
    private let reaped = Mutex(false)

    /// Starts `arguments` with `environment`; its data segment (heap and anonymous mappings)
    /// is limited to `memoryLimit` bytes beyond the writable image it was loaded with.
    ///
    /// A start that finds the program's file busy ("Text file busy": open for writing
    /// somewhere) is tried again by the supervisor, seven times, the pauses doubling from 20 ms (1.26 s in all); one that still
    /// fails makes the supervisor write why to standard error and exit with status 127.
    init(arguments: [String], environment: [String: String], memoryLimit: Int?) throws(ExtensionFailure) {
        guard let program = arguments.first, !program.isEmpty else { throw .couldNotStart("no program given") }
        // `RLIMIT_DATA` also counts the program's own writable image, which it does not
        // allocate: 37 MB in a `homescreen-widgets` linked with `--static-swift-stdlib`
        // (Foundation's ICU data lands in a writable section), which left it too little to start
        // a thread under 48 MB. So the limit is on top of the image's writable segments, read
        // from the file.
        let limit = memoryLimit.map { $0 + Self.writableImageBytes(of: ProgramSpawn.resolve(program)) }
        let spawn = ProgramSpawn(
            arguments: arguments, environment: environment, session: .detached, input: .pipe, output: .pipe, errors: .pipe,
            contained: ProgramSpawn.Contained(dataLimit: limit))
        let started: SpawnedProgram
        do {
            started = try spawn.spawn()
        } catch {
            throw .couldNotStart(error.message)
        }
        guard let input = started.input, let output = started.output, let errors = started.errors else {
            throw .couldNotStart("\(program): no pipes")
        }
        pid = started.pid
        self.input = FileHandle(fileDescriptor: input, closeOnDealloc: true)
        self.output = FileHandle(fileDescriptor: output, closeOnDealloc: true)
        self.errors = FileHandle(fileDescriptor: errors, closeOnDealloc: true)
        requests = ExtensionRequestWriter(input: self.input, label: "homescreen.extension.requests.\(pid)")
    }

    /// The bytes of the writable `PT_LOAD` segments of the ELF file at `path` (what the kernel
    /// maps private and writable, and `RLIMIT_DATA` counts, before the program runs); 0 for
    /// anything else (a script: its interpreter's are small).
    static func writableImageBytes(of path: String) -> Int {
        // Not blocking on a named pipe, nor reading a device: only a regular file is read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return 0
        }
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

    /// Stops the program and everything it started: the supervisor, sent SIGTERM, kills them
    /// all and ends. Nothing once the supervisor is reaped.
    func kill() {
        reaped.withLock { reaped in
            if !reaped { _ = Glibc.kill(pid, SIGTERM) }
        }
    }

    /// Waits for the program to end (the supervisor ends as it did, once everything the
    /// program started has ended too); how it ended, in words: "exited with status 1",
    /// "crashed (signal 11, segmentation fault)", "was killed (signal 9)".
    func wait() -> String {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        reaped.withLock { $0 = true }
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
