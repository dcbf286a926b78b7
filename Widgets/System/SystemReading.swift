import Foundation

/// Load, memory and disks at one instant.
struct SystemReading: Hashable, Sendable {
    /// `/proc/loadavg`: runnable tasks averaged over 1, 5 and 15 minutes.
    struct Load: Hashable, Sendable {
        var one: Double
        var five: Double
        var fifteen: Double
        /// Tasks running now and tasks in all (the fourth field, `2/311`), when given.
        var running: Int? = nil
        var tasks: Int? = nil
    }

    /// `/proc/meminfo`, in bytes.
    struct Memory: Hashable, Sendable {
        var total: Double
        var available: Double

        /// The fraction in use, 0 to 1.
        var usedFraction: Double { total > 0 ? min(1, max(0, (total - available) / total)) : 0 }
    }

    /// One chosen mount point and its space (`statvfs`), or why it has none.
    struct Disk: Hashable, Sendable {
        var mount: String
        var space: Result<DiskSpace, DiskProblem>
    }

    var load: Load
    var memory: Memory
    /// The processors `/proc/stat` lists; nil when it cannot say.
    var cpuCount: Int?
    var disks: [Disk]

    /// The worst pressure of all: load per CPU, memory or the fullest disk (1 is full).
    var pressure: Double {
        let perCPU = cpuCount.map { load.one / Double(max(1, $0)) } ?? 0
        let fullest = disks.compactMap { try? $0.space.get().usedFraction }.max() ?? 0
        return max(perCPU, memory.usedFraction, fullest)
    }
}

/// A file system's size and what is left of it, in bytes.
struct DiskSpace: Hashable, Sendable {
    var total: Double
    var used: Double
    /// What an ordinary user may still write (root's reserve excluded, as `df` counts).
    var available: Double

    /// Used out of what users can have, as `df`'s Use% column.
    var usedFraction: Double {
        let usable = used + available
        return usable > 0 ? min(1, max(0, used / usable)) : 0
    }
}

/// Why a chosen mount point has no figures.
struct DiskProblem: Error, Hashable, Sendable {
    var message: String
}
