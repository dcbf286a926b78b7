import WidgetEngine

/// Load, a memory bar and a bar per chosen mount: the first mount in small, two in medium,
/// up to six with sizes in large.
struct SystemView: View {
    let entry: SystemEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let reading = entry.reading {
                header(reading)
                memory(reading.memory)
                // Read here: a ForEach closure runs after this body, outside its environment.
                let family = self.family
                ForEach(reading.disks.prefix(diskLimit), id: \.mount) { disk in
                    self.disk(disk, family: family)
                }
                if reading.disks.count > diskLimit {
                    Text("+\(reading.disks.count - diskLimit) more").font(.caption)
                }
            } else if let problem = entry.problem {
                Label("System", systemImage: "cpu").font(.headline)
                Label("Cannot read /proc", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
                Text(problem.summary).font(.caption)
            }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var diskLimit: Int {
        switch family {
        case .systemSmall: return 1
        case .systemMedium: return 2
        default: return 6
        }
    }

    @ViewBuilder private func header(_ reading: SystemReading) -> some View {
        let load = reading.load
        switch family {
        case .systemSmall:
            HStack {
                Label("System", systemImage: "cpu").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
            }
            HStack {
                Text("Load")
                Spacer(minLength: 0)
                Text(Self.decimal(load.one)).bold()
            }
        case .systemMedium:
            HStack {
                Label("System", systemImage: "cpu").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                Text("load \(Self.decimal(load.one)) \(Self.decimal(load.five)) \(Self.decimal(load.fifteen))").lineLimit(1)
            }
        default:
            HStack {
                Label("System", systemImage: "cpu").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                if let cpus = reading.cpuCount { Text("\(cpus) CPU\(cpus == 1 ? "" : "s")").foregroundStyle(.secondary) }
            }
            let perCPU = load.one / Double(max(1, reading.cpuCount ?? 1))
            Gauge(value: min(1, perCPU)) {
                Text("Load \(Self.decimal(load.one)) · \(Self.decimal(load.five)) · \(Self.decimal(load.fifteen))").lineLimit(1)
            } currentValueLabel: {
                Text("\(Self.decimal(perCPU)) per CPU").font(.caption)
            }
            .tint(Self.tint(perCPU))
            if let running = load.running, let tasks = load.tasks {
                Text("\(tasks) tasks, \(running) running").font(.caption)
            }
        }
    }

    private func memory(_ memory: SystemReading.Memory) -> some View {
        Gauge(value: memory.usedFraction) {
            Text(family == .systemSmall ? "Memory" : "Memory \(Self.bytes(memory.total - memory.available)) of \(Self.bytes(memory.total))")
                .lineLimit(1)
        } currentValueLabel: {
            Text(Self.percent(memory.usedFraction)).bold()
        }
        .tint(Self.tint(memory.usedFraction))
    }

    @ViewBuilder private func disk(_ disk: SystemReading.Disk, family: WidgetFamily) -> some View {
        switch disk.space {
        case let .success(space):
            Gauge(value: space.usedFraction) {
                if family == .systemSmall {
                    Text(disk.mount).lineLimit(1)
                } else {
                    Text("\(disk.mount) \(Self.bytes(space.used)) of \(Self.bytes(space.used + space.available))").lineLimit(1)
                }
            } currentValueLabel: {
                Text(Self.percent(space.usedFraction)).bold()
            }
            .tint(Self.tint(space.usedFraction))
        case let .failure(problem):
            HStack {
                Text(disk.mount).lineLimit(1)
                Spacer(minLength: 0)
                Label(problem.message, systemImage: "exclamationmark.triangle").font(.caption).foregroundStyle(.orange).lineLimit(1)
            }
        }
    }

    /// Red from 90 %, orange from 75 %.
    static func tint(_ fraction: Double) -> Color {
        fraction >= 0.9 ? .red : fraction >= 0.75 ? .orange : .accentColor
    }

    /// "0.42".
    static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }

    /// "31%".
    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    /// Binary units as `df -h` prints them: "512M", "5.0G", "1.2T".
    static func bytes(_ count: Double) -> String {
        let units = ["B", "K", "M", "G", "T", "P"]
        var value = max(0, count)
        var unit = 0
        while value >= 1_024, unit < units.count - 1 {
            value /= 1_024
            unit += 1
        }
        if unit == 0 || value >= 100 { return "\(Int(value.rounded()))\(units[unit])" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)\(units[unit])"
    }
}
