import Foundation

/// What `/sys/class/power_supply` says about the machine's power at one instant.
struct PowerSupply: Hashable, Sendable {
    /// The machine's batteries, in the order of their folder names (`BAT0`, `BAT1`, ...).
    var batteries: [BatteryReading]
    /// Batteries of peripherals (scope `Device`: a mouse, a headset); not the machine's charge.
    var devices: [BatteryReading] = []
    /// True when a mains (AC) supply is online, false when one is listed offline, nil when
    /// none is listed.
    var externalPower: Bool?

    /// The charge of all batteries together, 0 to 100: weighted by their full energy when
    /// every battery reports it, else their mean.
    var capacity: Int? {
        guard !batteries.isEmpty else { return nil }
        let fulls = batteries.compactMap(\.energyFull)
        if fulls.count == batteries.count, fulls.reduce(0, +) > 0 {
            let weighted = zip(batteries, fulls).map { Double($0.capacity) * $1 }.reduce(0, +)
            return Int((weighted / fulls.reduce(0, +)).rounded())
        }
        return Int((Double(batteries.map(\.capacity).reduce(0, +)) / Double(batteries.count)).rounded())
    }

    /// The state of the machine's batteries together: charging if one charges, discharging if
    /// one discharges, full when all are full.
    var status: BatteryReading.Status {
        let statuses = batteries.map(\.status)
        if statuses.contains(.charging) { return .charging }
        if statuses.contains(.discharging) { return .discharging }
        if !statuses.isEmpty, statuses.allSatisfy({ $0 == .full }) { return .full }
        return statuses.first ?? .unknown
    }

    /// Time to empty (discharging) or to full (charging), from the first battery that knows.
    var timeRemaining: TimeInterval? {
        batteries.first { $0.status == status && $0.timeRemaining != nil }?.timeRemaining
    }

    /// At or below 20 % and discharging: worth bringing forward in a stack.
    var isLow: Bool {
        guard let capacity else { return false }
        return capacity <= 20 && status == .discharging
    }
}

/// One battery: `/sys/class/power_supply/BAT0` and its files.
struct BatteryReading: Hashable, Sendable {
    /// The `status` file.
    enum Status: String, Hashable, Sendable {
        case charging = "Charging"
        case discharging = "Discharging"
        case full = "Full"
        case notCharging = "Not charging"
        case unknown = "Unknown"

        /// How the widget says it.
        var phrase: String {
            switch self {
            case .charging: return "Charging"
            case .discharging: return "On battery"
            case .full: return "Full"
            case .notCharging: return "Not charging"
            case .unknown: return "Unknown"
            }
        }
    }

    /// The folder's name (`BAT0`), or the device's `model_name` for a peripheral's battery.
    var name: String
    /// 0 to 100.
    var capacity: Int
    var status: Status
    /// Seconds to empty while discharging, to full while charging; nil when the driver does
    /// not report a rate.
    var timeRemaining: TimeInterval?
    /// `energy_full` (µWh) or `charge_full` (µAh), to weigh batteries against each other.
    var energyFull: Double?
}
