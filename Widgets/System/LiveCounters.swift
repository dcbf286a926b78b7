import Foundation

/// The counters of `/proc` a live System widget samples: each processor's busy and total
/// time (`stat`), memory (`meminfo`), bytes received and sent on every interface but the
/// loopback (`net/dev`), and bytes read and written on every whole disk (`diskstats`: not its
/// partitions, loop or RAM devices). Two samples give rates (``LiveRates``).
struct LiveCounters: Equatable, Sendable {
    /// Busy and total jiffies per processor, in `cpuN` order.
    var cpus: [(busy: UInt64, total: UInt64)]
    var memory: SystemReading.Memory?
    var received: UInt64
    var sent: UInt64
    var read: UInt64
    var written: UInt64

    static func == (lhs: LiveCounters, rhs: LiveCounters) -> Bool {
        lhs.cpus.map(\.busy) == rhs.cpus.map(\.busy) && lhs.cpus.map(\.total) == rhs.cpus.map(\.total) && lhs.memory == rhs.memory
            && lhs.received == rhs.received && lhs.sent == rhs.sent && lhs.read == rhs.read && lhs.written == rhs.written
    }

    /// Reads the four files under `root`; a file missing or unreadable counts nothing.
    static func read(root: String = "/proc") -> LiveCounters {
        func text(_ name: String) -> String {
            FileManager.default.contents(atPath: root + "/" + name).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let (received, sent) = network(text("net/dev"))
        let (read, written) = disks(text("diskstats"))
        return LiveCounters(
            cpus: cpus(text("stat")), memory: try? ProcReader.parseMemory(text("meminfo"), path: root + "/meminfo"),
            received: received, sent: sent, read: read, written: written)
    }

    /// `cpuN user nice system idle iowait irq softirq steal ...`: idle and iowait are not busy.
    static func cpus(_ text: String) -> [(busy: UInt64, total: UInt64)] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("cpu"), line.dropFirst(3).first?.isNumber == true else { return nil }
            let values = line.split(separator: " ").dropFirst().prefix(8).compactMap { UInt64($0) }
            guard values.count >= 4 else { return nil }
            let total = values.reduce(0, +)
            let idle = values[3] + (values.count > 4 ? values[4] : 0)
            return (total - idle, total)
        }
    }

    /// `  eth0: RX-bytes packets ... TX-bytes ...`, the loopback left out.
    static func network(_ text: String) -> (UInt64, UInt64) {
        var received: UInt64 = 0
        var sent: UInt64 = 0
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            guard name != "lo" else { continue }
            let fields = line[line.index(after: colon)...].split(separator: " ").compactMap { UInt64($0) }
            guard fields.count >= 9 else { continue }
            received &+= fields[0]
            sent &+= fields[8]
        }
        return (received, sent)
    }

    /// `major minor name reads merged sectors-read ms writes merged sectors-written ...`, in
    /// 512-byte sectors, for whole disks only.
    static func disks(_ text: String) -> (UInt64, UInt64) {
        var read: UInt64 = 0
        var written: UInt64 = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 10, let sectorsRead = UInt64(fields[5]), let sectorsWritten = UInt64(fields[9]) else { continue }
            guard isWholeDisk(String(fields[2])) else { continue }
            read &+= sectorsRead * 512
            written &+= sectorsWritten * 512
        }
        return (read, written)
    }

    /// `sda`, `vda`, `nvme0n1`, `mmcblk0`; not `sda1`, `nvme0n1p2`, `mmcblk0p1`, `loop0`, `ram0`, `dm-0`, `zram0`.
    static func isWholeDisk(_ name: String) -> Bool {
        if ["loop", "ram", "dm-", "zram", "sr", "md"].contains(where: name.hasPrefix) { return false }
        if name.hasPrefix("nvme") || name.hasPrefix("mmcblk") { return !name.dropFirst(4).contains("p") }
        return name.last?.isNumber == false
    }
}

/// What changed between two samples, per second: each processor's use (0 to 1), memory in
/// use (0 to 1), and bytes a second received, sent, read and written.
struct LiveRates: Equatable, Sendable {
    var cpus: [Double]
    var memory: Double
    var memoryUsed: Double
    var memoryTotal: Double
    var received: Double
    var sent: Double
    var read: Double
    var written: Double

    init(
        cpus: [Double], memory: Double, memoryUsed: Double = 0, memoryTotal: Double = 0, received: Double, sent: Double, read: Double,
        written: Double
    ) {
        self.cpus = cpus
        self.memory = memory
        self.memoryUsed = memoryUsed
        self.memoryTotal = memoryTotal
        self.received = received
        self.sent = sent
        self.read = read
        self.written = written
    }

    /// The rates from `earlier` to `later`, `seconds` apart.
    init(from earlier: LiveCounters, to later: LiveCounters, seconds: Double) {
        let span = max(seconds, 0.001)
        cpus = zip(earlier.cpus, later.cpus).map { before, after in
            let total = after.total &- before.total
            return total > 0 ? min(1, Double(after.busy &- before.busy) / Double(total)) : 0
        }
        let memory = later.memory
        self.memory = memory?.usedFraction ?? 0
        memoryUsed = memory.map { $0.total - $0.available } ?? 0
        memoryTotal = memory?.total ?? 0
        func rate(_ a: UInt64, _ b: UInt64) -> Double { b >= a ? Double(b - a) / span : 0 }
        received = rate(earlier.received, later.received)
        sent = rate(earlier.sent, later.sent)
        read = rate(earlier.read, later.read)
        written = rate(earlier.written, later.written)
    }

    /// All processors together.
    var cpu: Double { cpus.isEmpty ? 0 : cpus.reduce(0, +) / Double(cpus.count) }
}
