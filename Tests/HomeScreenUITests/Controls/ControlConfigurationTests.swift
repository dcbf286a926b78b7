import CellGrid
import Foundation
import Synchronization
@testable import HomeScreenUI
import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

private struct KettleSettings: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Kettle"
    @Parameter(title: "Tea", default: "black") var tea: String
    @Parameter(title: "Cups", default: 1) var cups: Int
}

private struct KettleBrew: AppIntent {
    static let title: LocalizedStringResource = "Brew"
    func perform() async throws -> some IntentResult { .result() }
}

private struct KettleRowControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "row.kettle", intent: KettleSettings.self) { settings in
            ControlWidgetButton(action: KettleBrew()) { Label("\(settings.cups) \(settings.tea)", systemImage: "cup.and.saucer") }
        }
        .displayName("Kettle")
        .promptsForUserConfiguration()
    }
}

/// A configurable control's values: the row asks its value with the values the layout keeps,
/// the configuration sheet (Enter on the row in edit mode) edits and saves them, and a control
/// that prompts for its configuration opens the sheet as it is added.
@MainActor
@Suite(.serialized) struct ControlConfigurationTests {
    private func start(_ kinds: [String], values: [String: ConfigValues] = [:]) async -> Pilot {
        let catalog = WidgetCatalog([], controls: [KettleRowControl().controlDescriptor])
        let home = HomeScreen(
            catalog: catalog, layout: HomeLayout(pages: [HomePage()], controls: kinds, controlValues: values),
            themes: [.monochrome], themeIndex: 0, store: nil, screenSize: CellSize(width: 80, height: 30), timeZone: Fixtures.utc,
            locale: Fixtures.locale)
        let pilot = Pilot(home)
        await pilot.start()
        return pilot
    }

    private func row(_ pilot: Pilot) -> String {
        pilot.frameText.split(separator: "\n").first { $0.contains("[") }.map { String($0) } ?? ""
    }

    @Test func theRowAsksTheValueWithTheSavedValues() async {
        let pilot = await start(["row.kettle"], values: ["row.kettle": ["tea": .string("green"), "cups": .integer(2)]])
        await pilot.runCalls()
        #expect(row(pilot).contains("2 green]"))
    }

    @Test func enterOnTheRowInEditModeConfiguresTheControl() async {
        let pilot = await start(["row.kettle"])
        await pilot.runCalls()
        #expect(row(pilot).contains("1 black]"))
        pilot.press(.character("e"), .character("C"), .enter)
        #expect(pilot.screen.configurationSheet?.title == "Kettle")
        pilot.press(.control("u"))
        pilot.type("oolong")
        pilot.press(.down, .right, .right)
        Snapshot.assert(pilot.frameText, named: "control-configuration-edited")
        pilot.press(.enter)
        #expect(pilot.screen.configurationSheet == nil)
        #expect(pilot.screen.model.layout.controlValues["row.kettle"] == ["tea": .string("oolong"), "cups": .integer(3)])
        await pilot.runCalls()
        #expect(row(pilot).contains("3 oolong]"))
        pilot.press(.character("u")) // undone: the values go back, and so does the value
        #expect(pilot.screen.model.layout.controlValues["row.kettle"] == nil)
        await pilot.runCalls()
        #expect(row(pilot).contains("1 black]"))
    }

    @Test func aControlThatPromptsOpensItsSheetAsItIsAdded() async {
        let pilot = await start([])
        pilot.press(.character("C"), .character("+"), .enter)
        #expect(pilot.screen.model.layout.controls == ["row.kettle"])
        #expect(pilot.screen.configurationSheet?.title == "Kettle")
        pilot.press(.escape)
        #expect(pilot.screen.configurationSheet == nil)
    }
}

private let lampLit = Mutex(false)

private struct LampIsLit: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { lampLit.withLock { $0 } }
}

private struct LampRowControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "row.lamp", provider: LampIsLit()) { lit in
            ControlWidgetButton(action: KettleBrew()) { Label(lit ? "Lit" : "Dark", systemImage: "lightbulb") }
        }
        .displayName("Lamp")
    }
}

/// A `ControlCenter` request made outside a message (an extension's push, read on the
/// extension client's thread) wakes the run loop, and the row asks the value again at once.
@MainActor
@Suite(.serialized) struct ControlCenterWakeTests {
    @Test func aRequestQueuedOutsideAMessageIsTakenAtOnce() async {
        lampLit.withLock { $0 = false }
        let center = ControlCenter()
        let home = HomeScreen(
            catalog: WidgetCatalog([], controls: [LampRowControl().controlDescriptor]),
            layout: HomeLayout(pages: [HomePage()], controls: ["row.lamp"]), themes: [.monochrome], themeIndex: 0, store: nil,
            screenSize: CellSize(width: 80, height: 30), timeZone: Fixtures.utc, locale: Fixtures.locale, controlCenter: center)
        let pilot = Pilot(home)
        await pilot.start()
        await pilot.runCalls()
        #expect(pilot.frameText.contains("Dark]"))
        lampLit.withLock { $0 = true }
        center.reloadControls(ofKind: "row.lamp")
        // The hook's message was queued on the main queue: once a block queued after it runs,
        // it has been sent.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        await pilot.runCalls()
        #expect(pilot.frameText.contains("Lit]"))
    }
}
