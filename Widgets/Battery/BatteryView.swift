import WidgetEngine

/// The charge in block digits with a bar (small), each battery and the mains supply beside
/// it (medium), a ring (circular) or one line (inline); "No battery" where there is none.
struct BatteryView: View {
    let entry: BatteryEntry
    @Environment(\.widgetFamily) private var family

    private var supply: PowerSupply { entry.supply }

    var body: some View {
        if let problem = entry.problem {
            problemView(problem)
        } else if let capacity = supply.capacity {
            switch family {
            case .accessoryCircular:
                Gauge(value: Double(capacity), in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(capacity)")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(tint)
            case .accessoryInline:
                Text("\(Image(systemName: symbol)) \(capacity)% \(statusLine)")
            case .systemMedium:
                HStack(alignment: .top, spacing: 14) {
                    summary(capacity)
                    details
                }
            default:
                summary(capacity)
            }
        } else {
            noBattery
        }
    }

    private func summary(_ capacity: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("Battery", systemImage: symbol).font(.headline).lineLimit(1)
            Spacer(minLength: 0)
            Text("\(capacity)%").font(.largeTitle).foregroundStyle(tint)
            ProgressView(value: Double(capacity), total: 100).tint(tint)
            Text(supply.status.phrase).lineLimit(1)
            if let remaining = supply.timeRemaining {
                Text("\(Self.duration(remaining)) \(supply.status == .charging ? "to full" : "left")").font(.caption).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var details: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(supply.batteries + supply.devices, id: \.name) { battery in
                HStack(spacing: 7) {
                    Text(battery.name).lineLimit(1)
                    Spacer(minLength: 0)
                    Text("\(battery.capacity)%").bold()
                }
                ProgressView(value: Double(battery.capacity), total: 100)
            }
            Spacer(minLength: 0)
            externalPowerLine
        }
    }

    @ViewBuilder private var externalPowerLine: some View {
        switch supply.externalPower {
        case true?: Label("On AC power", systemImage: "powerplug").font(.caption).lineLimit(1)
        case false?: Label("AC unplugged", systemImage: "powerplug").font(.caption).lineLimit(1)
        case nil: EmptyView()
        }
    }

    @ViewBuilder private var noBattery: some View {
        switch family {
        case .accessoryCircular:
            VStack(spacing: 0) {
                Image(systemName: "powerplug")
                Text("none").font(.caption)
            }
        case .accessoryInline:
            Text("\(Image(systemName: "powerplug")) No battery")
        default:
            VStack(alignment: .leading, spacing: 0) {
                Label("Battery", systemImage: "battery.0").font(.headline).lineLimit(1)
                Spacer(minLength: 0)
                Text("No battery").bold()
                Text(
                    family == .systemSmall
                        ? "Nothing in power_supply is a battery."
                        : "Nothing in \(PowerSupplyReader.systemRoot) is a battery."
                ).font(.caption)
                externalPowerLine
                if family != .systemSmall {
                    ForEach(supply.devices, id: \.name) { device in
                        Text("\(device.name) \(device.capacity)%").font(.caption).lineLimit(1)
                    }
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    @ViewBuilder private func problemView(_ problem: BatteryProblem) -> some View {
        switch family {
        case .accessoryCircular:
            Image(systemName: "exclamationmark.triangle").foregroundStyle(.orange)
        case .accessoryInline:
            Text("\(Image(systemName: "exclamationmark.triangle")) Battery problem")
        default:
            VStack(alignment: .leading, spacing: 0) {
                Label("Battery problem", systemImage: "exclamationmark.triangle").foregroundStyle(.orange).lineLimit(1)
                Text(problem.summary).font(.caption)
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// Red when low, green while charging or full, the accent otherwise.
    private var tint: Color {
        if supply.isLow { return .red }
        return supply.status == .charging || supply.status == .full ? .green : .accentColor
    }

    /// The battery symbol for the charge, with a bolt while charging.
    private var symbol: String {
        if supply.status == .charging { return "battery.100.bolt" }
        switch supply.capacity ?? 0 {
        case 88...: return "battery.100"
        case 63..<88: return "battery.75"
        case 38..<63: return "battery.50"
        case 13..<38: return "battery.25"
        default: return "battery.0"
        }
    }

    /// "3:12": hours and minutes.
    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int((seconds / 60).rounded())
        return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }

    /// What the battery is doing, with the time left when known (inline family).
    private var statusLine: String {
        guard let remaining = supply.timeRemaining else { return supply.status.phrase }
        return "\(Self.duration(remaining)) \(supply.status == .charging ? "to full" : "left")"
    }
}
