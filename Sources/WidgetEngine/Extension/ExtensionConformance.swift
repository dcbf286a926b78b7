import Foundation
import WidgetUI

/// Runs an extension through every request it must answer and says what is wrong: describe;
/// for each widget, a placeholder in each family it lists, a snapshot and a timeline in its
/// first family, and the choices of each parameter with dynamic options. Each finding quotes
/// the answer or the failure that broke the rule.
public struct ExtensionConformance: Sendable {
    /// One check and how it went.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        /// What was checked ("hello: timeline (small, 3 entries)").
        public var check: String
        /// Nil when it passed.
        public var problem: String?

        /// The text logs and messages show.
        public var description: String { problem.map { "✗ \(check): \($0)" } ?? "✓ \(check)" }
    }

    /// The program checked.
    public let client: ExtensionClient
    /// The device whose family sizes it is asked at.
    public let profile: DeviceProfile

    /// A check of `client`'s program at `profile`'s sizes.
    public init(client: ExtensionClient, profile: DeviceProfile = .iPhone) {
        self.client = client
        self.profile = profile
    }

    /// Every check, in order; the extension is stopped at the end.
    public func run(at date: Date) async -> [Finding] {
        defer { client.stop() }
        var findings: [Finding] = []
        var sizes: [String: ExtensionSize] = [:]
        for family in WidgetFamily.allCases { sizes[family.rawValue] = ExtensionSize(family, on: profile) }
        let widgets: [ExtensionWidget]
        var controls: [ExtensionControl] = []
        switch await client.request(.describe(sizes: sizes)) {
        // A program may offer only controls or live activities (extensions.md), no widget.
        case let .success(.widgets(list, offered, activities)) where !(list.isEmpty && offered.isEmpty && activities.isEmpty):
            widgets = list
            controls = offered
            // The widgets when there are any (the line README shows); otherwise what it offers.
            let offers =
                list.isEmpty
                ? [
                    "no widget", Self.count(offered.map(\.control), "control", "controls"),
                    Self.count(activities.map(\.activity), "live activity", "live activities"),
                ]
                : [Self.count(list.map(\.widget), "widget", "widgets")]
            findings.append(Finding(check: "describe: " + offers.compactMap { $0 }.joined(separator: ", ")))
        case .success(.widgets):
            return [Finding(check: "describe", problem: "the extension offers no widget, control or live activity")]
        case let .success(other):
            return [Finding(check: "describe", problem: "answered with \(other.kindName), not widgets")]
        case let .failure(failure):
            return [Finding(check: "describe", problem: failure.description)]
        }
        for widget in widgets {
            findings += await check(widget, at: date)
        }
        for control in controls {
            findings.append(await check(control))
            findings += await choices(of: control.parameters, named: "control \(control.control)") {
                .controlOptions(control: control.control, parameter: $0)
            }
        }
        return findings
    }

    /// "2 widgets (clock, notes)"; nil for none.
    private static func count(_ names: [String], _ one: String, _ many: String) -> String? {
        names.isEmpty ? nil : "\(names.count) \(names.count == 1 ? one : many) (\(names.joined(separator: ", ")))"
    }

    /// A control's value: `controlValue` answered with a control.
    private func check(_ control: ExtensionControl) async -> Finding {
        let name = "control \(control.control)"
        switch await client.request(.controlValue(control: control.control)) {
        case let .success(.control(template)):
            let state = template.role == .button ? "a button" : template.role == .toggle(isOn: true) ? "a toggle, on" : "a toggle, off"
            return Finding(check: "\(name): value (\(state))")
        case let .success(other): return Finding(check: "\(name): value", problem: "answered with \(other.kindName), not a control")
        case let .failure(failure): return Finding(check: "\(name): value", problem: failure.description)
        }
    }

    private func check(_ widget: ExtensionWidget, at date: Date) async -> [Finding] {
        var findings: [Finding] = []
        let name = widget.widget
        guard let first = widget.families.first else {
            return [Finding(check: "\(name): families", problem: "lists no family")]
        }
        let missing = widget.families.filter { widget.placeholders[$0.rawValue] == nil }
        findings.append(
            Finding(
                check: "\(name): a placeholder for each family",
                problem: missing.isEmpty ? nil : "none for \(missing.map(\.shortName).joined(separator: ", "))"))
        let context = ExtensionContext(
            widget: name, family: first, size: ExtensionSize(first, on: profile),
            configuration: [:], date: date, isPreview: true, colorScheme: "dark",
            timeZone: "UTC", locale: "en_US")
        switch await client.request(.snapshot(context)) {
        case .success(.entry): findings.append(Finding(check: "\(name): snapshot (\(first.shortName))"))
        case let .success(other):
            findings.append(Finding(check: "\(name): snapshot", problem: "answered with \(other.kindName), not an entry"))
        case let .failure(failure): findings.append(Finding(check: "\(name): snapshot", problem: failure.description))
        }
        var timelineContext = context
        timelineContext.isPreview = false
        switch await client.request(.timeline(timelineContext)) {
        case let .success(.timeline(timeline)):
            var problem: String? = timeline.entries.isEmpty ? "the timeline has no entries" : nil
            do {
                try ArchiveLimits.standard.check(timeline)
            } catch {
                problem = error.description
            }
            findings.append(
                Finding(check: "\(name): timeline (\(first.shortName), \(EngineEvent.count(timeline.entries.count)))", problem: problem))
        case let .success(other):
            findings.append(Finding(check: "\(name): timeline", problem: "answered with \(other.kindName), not a timeline"))
        case let .failure(failure): findings.append(Finding(check: "\(name): timeline", problem: failure.description))
        }
        findings += await choices(of: widget.parameters, named: name) { .options(widget: name, parameter: $0) }
        return findings
    }

    /// The choices of each parameter with dynamic options among `parameters` (a widget's or a
    /// control's, called `name` in the findings), asked with `call`.
    private func choices(
        of parameters: [ExtensionParameter], named name: String, call: (String) -> ExtensionCall
    ) async -> [Finding] {
        var findings: [Finding] = []
        for parameter in parameters where parameter.type == .dynamicOptions {
            switch await client.request(call(parameter.name)) {
            case let .success(.options(choices)):
                findings.append(Finding(check: "\(name): choices of \(parameter.name) (\(choices.count))"))
            case let .success(other):
                findings.append(
                    Finding(check: "\(name): choices of \(parameter.name)", problem: "answered with \(other.kindName), not options"))
            case let .failure(failure):
                findings.append(Finding(check: "\(name): choices of \(parameter.name)", problem: failure.description))
            }
        }
        return findings
    }
}
