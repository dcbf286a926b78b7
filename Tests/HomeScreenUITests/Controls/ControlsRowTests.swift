import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

private struct FuseSwitch: SetValueIntent {
    struct Blown: Error, CustomStringConvertible { var description: String { "the fuse is blown" } }
    static let title: LocalizedStringResource = "Fuse"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult {
        try Self.blow()
        return .result()
    }
    static func blow() throws { throw Blown() }
}

private struct FuseRowControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "row.fuse") { ControlWidgetToggle("Fuse", isOn: false, action: FuseSwitch()) }
    }
}

private struct SwitchRowControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "row.switch", provider: SwitchValue()) { isOn in
            ControlWidgetToggle("Switch", isOn: isOn, action: SwitchIntent(key: "row-switch"))
        }
    }
}

private struct SwitchValue: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { PressStore.value("row-switch") == 1 }
}

/// The controls row in the home screen, on a manual clock: values from providers, a toggle
/// flipped at once and kept after success, a failing one flipped back and marked, the row
/// edited and saved in the layout.
@MainActor
@Suite(.serialized) struct ControlsRowTests {
    private func start(_ kinds: [String]) async -> Pilot {
        let catalog = WidgetCatalog([], controls: [FuseRowControl().controlDescriptor, SwitchRowControl().controlDescriptor])
        let home = HomeScreen(
            catalog: catalog, layout: HomeLayout(pages: [HomePage()], controls: kinds), themes: [.monochrome], themeIndex: 0,
            store: nil, screenSize: CellSize(width: 80, height: 30), timeZone: Fixtures.utc, locale: Fixtures.locale)
        let pilot = Pilot(home)
        await pilot.start()
        return pilot
    }

    private func row(_ pilot: Pilot) -> String {
        pilot.frameText.split(separator: "\n").first { $0.contains("[") }.map { String($0) } ?? ""
    }

    @Test func aToggleFlipsAtOnceAndKeepsItsNewValue() async {
        PressStore.set(0, for: "row-switch")
        let pilot = await start(["row.switch"])
        #expect(row(pilot).contains("[Switch ○─ Off]"))
        pilot.send(.pressControl("row.switch"))
        #expect(row(pilot).contains("[Switch ━● On]")) // before the intent ran
        await pilot.runCalls()
        #expect(PressStore.value("row-switch") == 1)
        #expect(row(pilot).contains("[Switch ━● On]"))
    }

    @Test func aFailingToggleFlipsBackIsMarkedAndSaysWhy() async {
        let pilot = await start(["row.fuse"])
        #expect(row(pilot).contains("[Fuse ○─ Off]"))
        pilot.send(.pressControl("row.fuse"))
        #expect(row(pilot).contains("[Fuse ━● On]"))
        await pilot.runCalls()
        #expect(row(pilot).contains("[Fuse ○─ Off]!"))
        #expect(pilot.frameText.contains("row.fuse: “Fuse” failed: the fuse is blown"))
    }

    @Test func theKeyboardAndTheMouseReachTheRowAndEditsAreKept() async throws {
        PressStore.set(0, for: "row-switch")
        let pilot = await start(["row.fuse", "row.switch"])
        pilot.press(.character("C"), .right, .enter)
        await pilot.runCalls()
        #expect(PressStore.value("row-switch") == 1)
        pilot.press(.character(">")) // no place to the right: nothing moves
        pilot.press(.character("<"))
        #expect(pilot.screen.model.layout.controls == ["row.switch", "row.fuse"])
        pilot.press(.character("x"))
        #expect(pilot.screen.model.layout.controls == ["row.fuse"])
        pilot.press(.escape)
        let line = pilot.frameText.split(separator: "\n", omittingEmptySubsequences: false)
        let y = try #require(line.firstIndex { $0.contains("[Fuse") })
        let x = DisplayWidth.of(String(line[y].prefix { $0 != "[" }))
        pilot.click(CellPoint(x: x + 1, y: y))
        #expect(row(pilot).contains("[Fuse ━● On]"))
    }

    /// Edit mode reaches the row (`e`, `C`): controls move (⇧→, `<`), nothing is pressed,
    /// `u` undoes, Esc goes back to edit mode.
    @Test func editModeReordersTheRowWithoutPressing() async {
        PressStore.set(0, for: "row-switch")
        let pilot = await start(["row.switch", "row.fuse"])
        pilot.press(.character("e"), .character("C"))
        #expect(pilot.frameText.contains("EDIT controls"))
        pilot.press(.enter, .shiftRight)
        #expect(pilot.screen.model.layout.controls == ["row.fuse", "row.switch"])
        await pilot.runCalls()
        #expect(PressStore.value("row-switch") == 0) // Enter chose, it did not press
        pilot.press(.character("u"))
        #expect(pilot.screen.model.layout.controls == ["row.switch", "row.fuse"])
        pilot.press(.escape)
        #expect(pilot.screen.stack.top is EditModeScreen)
    }
}
