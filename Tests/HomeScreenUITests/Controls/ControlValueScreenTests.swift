import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Synchronization
import Testing
import TestSupport
import WidgetEngine

// iOS 18 control code as Apple's documentation writes it; only the import differs.

private let boiler = Mutex((heating: false, degrees: 17))

private struct HeatingIsOn: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { boiler.withLock { $0.heating } }
}

private struct SetHeating: SetValueIntent {
    static let title: LocalizedStringResource = "Heating"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        boiler.withLock { $0.heating = value }
        return .result()
    }
}

private struct RoomDegrees: ControlValueProvider {
    var previewValue: Int { 20 }
    func currentValue() async throws -> Int { boiler.withLock { $0.degrees } }
}

private struct ReadRoom: AppIntent {
    static let title: LocalizedStringResource = "Read the room"
    func perform() async throws -> some IntentResult { .result() }
}

private struct HeatingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "home.heating", provider: HeatingIsOn()) { isOn in
            ControlWidgetToggle("Heating", isOn: isOn, action: SetHeating()) { isOn in
                Label(isOn ? "Warm" : "Cold", systemImage: isOn ? "flame" : "snowflake")
            }
        }
        .displayName("Heating")
        .description("The boiler, on or off.")
    }
}

private struct RoomControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "home.room", provider: RoomDegrees()) { degrees in
            ControlWidgetButton(action: ReadRoom()) {
                Label("Room", systemImage: "thermometer")
            } actionLabel: { _ in
                Text("\(degrees)°")
            }
        }
        .displayName("Room")
        .description("The room's temperature.")
    }
}

/// What `ControlValueProvider` and `ControlCenter` change on screen, drawn by the home
/// screen's own gallery and controls row on a manual clock: the gallery shows each provider's
/// `previewValue` and the row its `currentValue()`; a value that changed is shown only once
/// `reloadControls(ofKind:)` names its control, or `reloadAllControls()` is called.
@MainActor
@Suite(.serialized) struct ControlValueScreenTests {
    private func start(center: ControlCenter = ControlCenter()) async -> Pilot {
        let catalog = WidgetCatalog([], controls: [HeatingControl().controlDescriptor, RoomControl().controlDescriptor])
        let home = HomeScreen(
            catalog: catalog, layout: HomeLayout(pages: [HomePage()], controls: ["home.heating", "home.room"]), themes: [.monochrome],
            themeIndex: 0, store: nil, screenSize: CellSize(width: 60, height: 14), timeZone: Fixtures.utc, locale: Fixtures.locale,
            controlCenter: center)
        let pilot = Pilot(home)
        await pilot.start()
        await pilot.runCalls()
        return pilot
    }

    /// The controls row's line as drawn, without the blanks after it.
    private func row(_ pilot: Pilot) -> String {
        let line = pilot.frameText.split(separator: "\n").first { $0.contains("[") } ?? ""
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test func theGalleryDrawsThePreviewValueAndTheRowTheCurrentValue() async {
        boiler.withLock { $0 = (heating: false, degrees: 17) }
        let pilot = await start()
        #expect(row(pilot).contains("[❄ Heating ○─ Cold] [° Room 17°]"), "\(row(pilot))")
        pilot.press(.character("C"), .character("+"))
        let gallery = pilot.frameText
        // The sheet leaves the row's line (the top one) uncovered.
        let sheet = gallery.split(separator: "\n").filter { $0.contains("│") }.joined(separator: "\n")
        #expect(gallery.contains("Controls gallery"))
        #expect(sheet.contains("[♨ Heating ━● Warm]") && sheet.contains("[° Room 20°]"), "\(gallery)")
        #expect(!sheet.contains("Cold") && !sheet.contains("17°"))
        #expect(row(pilot).contains("[❄ Heating ○─ Cold] [° Room 17°]"))
        Snapshot.assert(
            "The controls gallery (C +) draws each provider's previewValue; the controls row above it, currentValue():\n" + gallery,
            named: "control-value-provider")
    }

    @Test func controlCenterReloadsTheControlsItNamesThenAll() async {
        boiler.withLock { $0 = (heating: false, degrees: 17) }
        // The program hands `ControlCenter.shared` to its screen; this screen has a center of
        // its own, so that another suite's `shared` requests are not taken here.
        let center = ControlCenter()
        let pilot = await start(center: center)
        var lines = ["at start:                   " + row(pilot)]
        #expect(lines[0].contains("Cold] [° Room 17°]"))

        boiler.withLock { $0 = (heating: true, degrees: 22) }
        pilot.tick(at: Fixtures.instant.addingTimeInterval(60))
        await pilot.runCalls()
        lines.append("values changed, no reload:  " + row(pilot))
        #expect(lines[1].contains("Cold] [° Room 17°]"))

        center.reloadControls(ofKind: "home.heating")
        pilot.tick(at: Fixtures.instant.addingTimeInterval(61))
        await pilot.runCalls()
        lines.append("reloadControls(ofKind:):    " + row(pilot))
        #expect(lines[2].contains("[♨ Heating ━● Warm] [° Room 17°]"))

        center.reloadAllControls()
        pilot.tick(at: Fixtures.instant.addingTimeInterval(62))
        await pilot.runCalls()
        lines.append("reloadAllControls():        " + row(pilot))
        #expect(lines[3].contains("[♨ Heating ━● Warm] [° Room 22°]"))
        Snapshot.assert(lines.joined(separator: "\n"), named: "control-center-reload")
    }
}
