import Archive
import Foundation
import Synchronization
import Testing
import TestSupport
import WidgetEngine

// iOS 18 control code as Apple's documentation writes it; only the import differs.

private let lampState = Mutex<[String: Bool]>([:])

struct LampIsOn: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { lampState.withLock { $0["lamp"] ?? false } }
}

struct SetLamp: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        lampState.withLock { $0["lamp"] = value }
        return .result()
    }
}

struct BlownFuse: SetValueIntent {
    struct Failure: Error, CustomStringConvertible { var description: String { "the fuse is blown" } }
    static let title: LocalizedStringResource = "Fuse"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        try Self.checkFuse()
        return .result()
    }
    static func checkFuse() throws { throw Failure() }
}

struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.lamp", provider: LampIsOn()) { isOn in
            ControlWidgetToggle("Lamp", isOn: isOn, action: SetLamp()) { isOn in
                Label(isOn ? "Lit" : "Dark", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
            }
        }
        .displayName("Lamp")
        .description("The desk lamp.")
    }
}

struct FuseControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.fuse") {
            ControlWidgetToggle("Fuse", isOn: false, action: BlownFuse())
        }
    }
}

struct PingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "test.ping") {
            ControlWidgetButton(action: AddIntent(key: "control-ping", amount: 1)) {
                Label("Ping", systemImage: "bell")
            }
        }
        .displayName("Ping")
    }
}

struct CounterConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Counter"
    @Parameter(title: "Name", default: "tea") var name: String
}

struct CounterValue: AppIntentControlValueProvider {
    func previewValue(configuration: CounterConfiguration) -> Int { 0 }
    func currentValue(configuration: CounterConfiguration) async throws -> Int { PressStore.value("control-\(configuration.name)") }
}

struct CounterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "test.counter", provider: CounterValue()) { count in
            ControlWidgetButton(action: AddIntent(key: "control-tea", amount: 1)) {
                Label("Cups", systemImage: "cup.and.saucer")
            } actionLabel: { _ in
                Text("\(count)")
            }
        }
        .promptsForUserConfiguration()
    }
}

struct NamedControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "test.named", intent: CounterConfiguration.self) { configuration in
            if configuration.name == "tea" {
                ControlWidgetButton("Tea", systemImage: "cup.and.saucer", action: AddIntent(key: "control-named", amount: 1))
            } else {
                ControlWidgetButton("Other", systemImage: "star", action: AddIntent(key: "control-named", amount: 2))
            }
        }
    }
}

struct LampWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test.lamp-widget", provider: EmptyLampProvider()) { _ in Text("Lamp") }
    }
}

struct EmptyLampProvider: TimelineProvider {
    struct Entry: TimelineEntry { var date: Date }
    func placeholder(in context: Context) -> Entry { Entry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) { completion(Entry(date: context.date)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: context.date)], policy: .never))
    }
}

struct LampBundle: WidgetBundle {
    var body: some Widget {
        LampWidget()
        LampControl()
        PingControl()
    }
}

/// The controls API (iOS 18) compiled from iOS code: each type made, drawn on one line and
/// pressed as the home screen presses it.
@Suite(.serialized) struct ControlWidgetTests {
    @Test func aBundleHoldsWidgetsAndControls() {
        let bundle = LampBundle()
        #expect(bundle.descriptors.map(\.kind) == ["test.lamp-widget"])
        #expect(bundle.controls.map(\.kind) == ["test.lamp", "test.ping"])
        #expect(bundle.controls.map(\.displayName) == ["Lamp", "Ping"])
        #expect(bundle.controls.first?.description == "The desk lamp.")
    }

    @Test func aToggleTakesItsValueFromItsProviderAndPressingSetsTheOther() async throws {
        lampState.withLock { $0["lamp"] = false }
        let lamp = LampControl().controlDescriptor
        let preview = lamp.preview([:])
        #expect(preview.role == .toggle(isOn: false))
        let off = try await lamp.current([:])
        #expect(off.title == "Lamp" && off.value == "Dark" && off.systemImage == "lightbulb")
        Snapshot.assert(ControlCell.draw(off).styledText, named: "toggle-off")
        #expect(try await lamp.press(off).get() == IntentOutcome())
        let on = try await lamp.current([:])
        #expect(on.role == .toggle(isOn: true) && on.value == "Lit" && on.systemImage == "lightbulb.fill")
        Snapshot.assert(ControlCell.draw(on).styledText, named: "toggle-on")
    }

    @Test func aToggleWithoutAValueLabelSaysOnOrOffAndAFailingIntentSaysWhy() async throws {
        let fuse = FuseControl().controlDescriptor
        let off = try await fuse.current([:])
        #expect(off.value == "Off")
        #expect(off.showing(isOn: true).value == "On")
        #expect(off.showing(isOn: true).role == .toggle(isOn: true))
        let result = await fuse.press(off)
        #expect(result == .failure(.threw("the fuse is blown")))
        Snapshot.assert(ControlCell.draw(off.showing(isOn: true)).styledText, named: "toggle-default-label")
    }

    @Test func aButtonRunsItsIntent() async throws {
        PressStore.set(0, for: "control-ping")
        let ping = PingControl().controlDescriptor
        let template = try await ping.current([:])
        #expect(template.role == .button && template.title == "Ping" && template.systemImage == "bell")
        #expect(try await ping.press(template).get() == IntentOutcome())
        #expect(PressStore.value("control-ping") == 1)
        Snapshot.assert(ControlCell.draw(template).styledText, named: "button")
    }

    @Test func aConfigurableControlReadsItsConfiguration() async throws {
        PressStore.set(3, for: "control-tea")
        let counter = CounterControl().controlDescriptor
        #expect(counter.promptsForUserConfiguration)
        #expect(counter.parameters.map(\.name) == ["name"])
        #expect(counter.preview([:]).value == "0")
        let template = try await counter.current(["name": .string("tea")])
        #expect(template.value == "3")
        Snapshot.assert(ControlCell.draw(template).styledText, named: "button-action-label")
        await #expect(throws: ProviderFailure.self) { try await counter.current(["size": .string("big")]) }
    }

    @Test func anIntentConfigurationChoosesItsTemplate() async throws {
        let named = NamedControl().controlDescriptor
        #expect(try await named.current([:]).title == "Tea")
        let other = try await named.current(["name": .string("coffee")])
        #expect(other.title == "Other" && other.systemImage == "star")
        Snapshot.assert(ControlCell.draw(other).styledText, named: "intent-configuration")
    }

    @Test func aNarrowCellCutsTheTitle() {
        let template = ControlTemplate(role: .toggle(isOn: true), title: "Do Not Disturb", systemImage: "moon", value: "On", intent: .blank)
        #expect(ControlCell.width(of: template) == DisplayWidth.of("[☾ Do Not Disturb ━● On]"))
        #expect(ControlCell.draw(template, width: 18).plainText == "[☾ Do Not… ━● On] ")
    }

    @Test func theControlCenterQueuesReloads() {
        let center = ControlCenter()
        center.reloadControls(ofKind: "test.lamp")
        center.reloadAllControls()
        #expect(center.takeRequests() == [.kind("test.lamp"), .all])
        #expect(center.takeRequests().isEmpty)
    }

    @Test func aTemplateCrossesTheProtocolAsJSON() throws {
        let template = ControlTemplate(
            role: .toggle(isOn: true), title: "Lamp", systemImage: "lightbulb", value: "Lit",
            intent: IntentReference(identifier: "lamp", parameters: ["room": .string("desk")]))
        #expect(try ArchiveJSON.decode(ControlTemplate.self, from: ArchiveJSON.json(of: template)) == template)
        let button = try ArchiveJSON.decode(ControlTemplate.self, from: JSONParser.parse(#"{"title":"Ping","intent":"ping"}"#))
        #expect(button.role == .button && button.intent.identifier == "ping")
    }
}
