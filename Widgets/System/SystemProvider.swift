import WidgetEngine

/// Load, memory and disks now, or why `/proc` could not be read.
struct SystemEntry: TimelineEntry {
    let date: Date
    let reading: SystemReading?
    let problem: SystemProblem?

    /// Brought forward in a stack while something is under pressure (a CPU's worth of load per
    /// processor, memory or a disk 90 % full); otherwise never.
    var relevance: TimelineEntryRelevance? {
        guard let reading else { return nil }
        return TimelineEntryRelevance(score: reading.pressure >= 0.9 ? Float(min(reading.pressure, 2) * 100) : 0)
    }
}

/// Where the figures come from; tests replace both.
struct SystemSources: Sendable {
    var proc = ProcReader()
    var diskSpace: @Sendable (String) -> Result<DiskSpace, DiskProblem> = DiskSpaceReader.space(of:)
}

/// Reads `/proc` and the chosen mounts now, and asks again in 20 minutes.
struct SystemProvider: AppIntentTimelineProvider {
    /// Load and memory change from second to second, so a widget can only sample them, and
    /// the budget decides how often: 72 charged reloads in a sliding 24 h window, at least
    /// 5 minutes apart. One every 20 minutes is 72 a day, the most the budget sustains all
    /// day without a reload ever being deferred (every 5 minutes would run out after six hours
    /// and then be deferred, showing ever older figures at uneven times).
    static let refresh: TimeInterval = 20 * 60

    static let sample = SystemReading(
        load: .init(one: 0.42, five: 0.36, fifteen: 0.20),
        memory: .init(total: 16 * 1_073_741_824, available: 11 * 1_073_741_824), cpuCount: 8,
        disks: [
            SystemReading.Disk(
                mount: "/",
                space: .success(
                    DiskSpace(
                        total: 500 * 1_073_741_824, used: 210 * 1_073_741_824,
                        available: 265 * 1_073_741_824)))
        ])

    var sources = SystemSources()

    func placeholder(in context: Context) -> SystemEntry {
        SystemEntry(date: context.date, reading: Self.sample, problem: nil)
    }

    func snapshot(for configuration: SystemIntent, in context: Context) async -> SystemEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: SystemIntent, in context: Context) async -> Timeline<SystemEntry> {
        Timeline(
            entries: [entry(mounts: Self.mounts(configuration.mounts), at: context.date)],
            policy: .after(context.date.addingTimeInterval(Self.refresh)))
    }

    func entry(mounts: [String], at date: Date) -> SystemEntry {
        switch sources.proc.read() {
        case let .success((load, memory, cpus)):
            let disks = mounts.map { SystemReading.Disk(mount: $0, space: sources.diskSpace(Self.expandingTilde($0))) }
            return SystemEntry(date: date, reading: SystemReading(load: load, memory: memory, cpuCount: cpus, disks: disks), problem: nil)
        case let .failure(problem):
            return SystemEntry(date: date, reading: nil, problem: problem)
        }
    }

    /// "/, /home" → ["/", "/home"]: trimmed, without empty or repeated items; "/" when empty.
    static func mounts(_ parameter: String) -> [String] {
        var seen: Set<String> = []
        let mounts = parameter.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        return mounts.isEmpty ? ["/"] : mounts
    }

    static func expandingTilde(_ path: String) -> String {
        UserFolders.process.expanding(path)
    }
}
