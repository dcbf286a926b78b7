import Foundation

/// Reads the kernel's power supply classes: `/sys/class/power_supply/*`, one folder per supply
/// with one value per file (`type`, `capacity`, `status`, `energy_now`, ...).
///
/// The root is a seam: tests point it at fixture trees with the same layout.
struct PowerSupplyReader: Sendable {
    /// Where the kernel lists power supplies.
    static let systemRoot = "/sys/class/power_supply"

    var root: String = Self.systemRoot

    /// The batteries and mains supplies under ``root``. A missing root means no supplies
    /// (containers and desktops without ACPI have none); a battery whose charge cannot be read
    /// is a problem naming its file.
    func read() -> Result<PowerSupply, BatteryProblem> {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: root, isDirectory: &isFolder) else {
            return .success(PowerSupply(batteries: [], externalPower: nil))
        }
        let names: [String]
        do {
            names = try files.contentsOfDirectory(atPath: root).sorted()
        } catch {
            return .failure(.unreadable(path: root, detail: "cannot list the folder (\(Self.reason(error)))"))
        }
        var supply = PowerSupply(batteries: [], externalPower: nil)
        for name in names {
            let folder = SupplyFolder(path: root + "/" + name, name: name)
            switch folder.text("type") {
            case "Battery":
                if folder.text("present") == "0" { continue }
                switch Self.battery(in: folder) {
                case let .success(battery) where folder.text("scope") == "Device": supply.devices.append(battery)
                case let .success(battery): supply.batteries.append(battery)
                case let .failure(problem): return .failure(problem)
                }
            case "Mains", "USB", "USB_C", "USB_PD", "Wireless":
                guard let online = folder.text("online") else { continue }
                supply.externalPower = (supply.externalPower ?? false) || online == "1"
            default:
                continue
            }
        }
        return .success(supply)
    }

    /// One battery folder: its charge (the `capacity` file, else `energy_now`/`energy_full` or
    /// `charge_now`/`charge_full`), its status, and the time left when it reports a rate.
    static func battery(in folder: SupplyFolder) -> Result<BatteryReading, BatteryProblem> {
        let energyNow = folder.number("energy_now"), energyFull = folder.number("energy_full")
        let chargeNow = folder.number("charge_now"), chargeFull = folder.number("charge_full")
        let capacity: Int
        if let text = folder.text("capacity") {
            guard let value = Int(text), (0...100).contains(value) else {
                return .failure(.malformed(path: folder.path + "/capacity", value: text, expected: "a percentage from 0 to 100"))
            }
            capacity = value
        } else if let now = energyNow ?? chargeNow, let full = energyNow != nil ? energyFull : chargeFull, full > 0 {
            capacity = min(100, max(0, Int((now / full * 100).rounded())))
        } else {
            return .failure(
                .malformed(
                    path: folder.path + "/capacity", value: nil,
                    expected: "a percentage (or energy_now and energy_full)"))
        }
        let status = folder.text("status").flatMap(BatteryReading.Status.init(rawValue:)) ?? .unknown
        // energy_* is in µWh with power_now in µW; charge_* in µAh with current_now in µA.
        // Either pair gives hours; some drivers report a negative rate while discharging.
        let remaining: TimeInterval?
        if let energyNow, let power = folder.number("power_now") {
            remaining = timeRemaining(status: status, now: energyNow, full: energyFull, rate: power)
        } else if let chargeNow, let current = folder.number("current_now") {
            remaining = timeRemaining(status: status, now: chargeNow, full: chargeFull, rate: current)
        } else {
            remaining = nil
        }
        // A peripheral's battery (a mouse, a headset) has scope Device and says what it is.
        let name = folder.text("scope") == "Device" ? folder.text("model_name") ?? folder.name : folder.name
        return .success(
            BatteryReading(
                name: name, capacity: capacity, status: status, timeRemaining: remaining,
                energyFull: energyFull ?? chargeFull))
    }

    /// Seconds to empty (discharging) or to full (charging) at `rate` per hour.
    static func timeRemaining(status: BatteryReading.Status, now: Double, full: Double?, rate: Double) -> TimeInterval? {
        let rate = abs(rate)
        guard rate > 0 else { return nil }
        switch status {
        case .discharging:
            return now / rate * 3_600
        case .charging:
            guard let full, full > now else { return nil }
            return (full - now) / rate * 3_600
        default:
            return nil
        }
    }

    static func reason(_ error: any Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }
}

/// One supply's folder and its one-value files.
struct SupplyFolder: Sendable {
    let path: String
    let name: String

    /// The file's trimmed text, nil when it is missing, unreadable or empty.
    func text(_ file: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path + "/" + file),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty
        else { return nil }
        return text
    }

    /// The file as a number, nil when missing or not a number.
    func number(_ file: String) -> Double? {
        text(file).flatMap(Double.init)
    }
}
