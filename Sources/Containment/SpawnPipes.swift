#if canImport(Glibc)
    import Glibc
#endif

/// The pipes of one start: for each standard stream asked to be a pipe, the end the program
/// gets and the end the caller keeps, both close-on-exec (the program gets only the copy made
/// for its 0, 1 or 2).
struct SpawnPipes {
    private var ends: [Int32: (child: Int32, parent: Int32)] = [:]

    /// Opens a pipe for each of `streams` (0, 1, 2) that is ``ProgramSpawn/Stream/pipe``.
    mutating func open(for streams: [ProgramSpawn.Stream]) -> Bool {
        for (stream, target) in zip(streams, Int32(0)...2) where stream == .pipe {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { return false }
            for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            // Standard input: the program reads from the pipe's first end.
            ends[target] = target == 0 ? (pair[0], pair[1]) : (pair[1], pair[0])
        }
        return true
    }

    func childEnd(of target: Int32) -> Int32 { ends[target]?.child ?? -1 }

    func parentEnd(of target: Int32) -> Int32? { ends[target]?.parent }

    /// After the start: the program has its copies.
    mutating func closeChildEnds() {
        for (target, pair) in ends where pair.child >= 0 {
            close(pair.child)
            ends[target]?.child = -1
        }
    }

    /// When the start failed.
    mutating func closeParentEnds() {
        for (target, pair) in ends where pair.parent >= 0 {
            close(pair.parent)
            ends[target]?.parent = -1
        }
    }
}
