import Foundation

/// How many calls into widget code the home screen runs at once: `--workers`, else
/// `workers` in `config.toml`, else the machine's core count. The others wait in the
/// ``WorkQueue``, so a layout of a thousand widgets never starts a thousand threads.
public enum WorkerCount {
    /// The counts allowed.
    public static let range = 1...256

    /// The count for `option` (`--workers`) and `config`: the first given, else the cores
    /// this process may run on.
    public static func resolve(option: Int?, config: HomeConfig) -> Int {
        option ?? config.workers ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
    }
}
