import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import Terminal
import TestSupport
import WidgetEngine

/// A home screen of one ``BoardWidget`` (medium, selected) under the test ``Pilot``: presses
/// by key or click, the calls they start held until the test runs or answers them.
@MainActor
struct PressHarness {
    static let browser = AppEntry(name: "Browser", icon: "◍", scheme: "https", command: ["xdg-open"])
    let pilot: Pilot
    let key: String
    var id: WidgetInstanceID { WidgetInstanceID(rawValue: "board-1") }

    init(key: String, settings: EngineSettings = .standard) async {
        self.key = key
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(
                    WidgetItem(id: WidgetInstanceID(rawValue: "board-1"), kind: "board-" + key, family: .systemMedium, column: 0, row: 0))
            ])
        ])
        let home = HomeScreen(
            catalog: WidgetCatalog([BoardWidget(key: key).body.descriptor]), layout: layout, themes: [.monochrome], themeIndex: 0,
            settings: settings, store: nil, screenSize: CellSize(width: 80, height: 30), timeZone: Fixtures.utc, locale: Fixtures.locale,
            config: HomeConfig(mouse: true, apps: [Self.browser]))
        pilot = Pilot(home)
        await pilot.start()
        pilot.screen.settleSelection(on: "board-1")
    }

    /// The press calls waiting, taken off the waiting calls (the others stay).
    func takePresses() -> [WidgetCall] {
        let calls = pilot.takeWaiting()
        for call in calls where call.pressCall == nil { pilot.start(call) }
        return calls.filter { $0.pressCall != nil }
    }

    /// Runs `call` where its widget runs and hands the answer back; the effects.
    @discardableResult
    func run(_ call: WidgetCall) async -> HomeEffects {
        let result = await call.run(with: ProviderRunner(catalog: pilot.screen.catalog))
        return pilot.answer(call, with: result)
    }

    /// The screen as the next frame draws it.
    var frame: CellBuffer { pilot.frame(at: pilot.now).buffer }

    /// The row of the frame showing `text` (empty when none does).
    func line(showing text: String) -> String {
        frame.plainText.split(separator: "\n").first { $0.contains(text) }.map(String.init) ?? ""
    }

    /// Where `text` starts on the screen.
    func point(of text: String) -> CellPoint? {
        for (row, line) in frame.plainText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            return CellPoint(x: DisplayWidth.of(String(line[..<range.lowerBound])), y: row)
        }
        return nil
    }

    /// True when the first cell of `text` is drawn dimmed (the `.invalidated` styling).
    func isDimmed(_ text: String) -> Bool {
        guard let point = point(of: text), let cell = frame[point.x, point.y] else { return false }
        return cell.style.attributes.contains(.dim)
    }
}
