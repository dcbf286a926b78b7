import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import HostIO
import Terminal
import TestSupport
import Testing
import WidgetEngine

/// The damage path (``FramePainter``): a frame drawn over the last one where only the
/// selection, the live text and the status bar changed must be the frame drawn whole, and the
/// terminal, which compares only the damage, must show it. Random walks of keys and ticks on a
/// manual clock check both after every step that draws.
@MainActor
@Suite struct DamagePathTests {
    /// A walk's steps: mostly arrows and seconds (the damage path), with what must take the
    /// whole path mixed in (pages, Tab, stacks swiped, themes, previews, sheets, minutes, hours).
    enum Step: CaseIterable {
        case up, down, left, right, tab, backTab, nextPage, previousPage, swipe, theme, tinted, preview, help, escape
        case second, halfSecond, minute, hour

        /// Arrows and seconds weigh more: they are what the damage path is for.
        static let weighted: [Step] =
            [.up, .down, .left, .right, .second].flatMap { Array(repeating: $0, count: 6) } + allCases
    }

    /// A home screen of `layout` in real color themes under the test pilot, every first
    /// timeline delivered.
    private func pilot(layout: HomeLayout, size: CellSize) async -> Pilot {
        let themes = ThemeCatalog(userFolder: nil).themes
        let home = HomeScreen(
            catalog: BundledWidgets.testCatalog, layout: layout, themes: themes, themeIndex: 0, store: nil, screenSize: size,
            timeZone: Fixtures.utc, locale: Fixtures.locale, config: HomeConfig(pagesAcross: 1))
        let pilot = Pilot(home)
        await pilot.start()
        return pilot
    }

    /// Takes `count` random steps (seeded, so a failure repeats) and after each one that drew
    /// checks the terminal against the frame drawn whole. Returns the frames the damage path drew.
    private func walk(_ pilot: Pilot, seed: UInt64, count: Int) async -> Int {
        var random = SeededGenerator(seed: seed)
        let startFrames = pilot.screen.painter.damageFrames
        for index in 0..<count {
            let step = Step.weighted[Int(random.next() % UInt64(Step.weighted.count))]
            let draws = pilot.terminal.drawCount
            switch step {
            case .up: pilot.press(.up)
            case .down: pilot.press(.down)
            case .left: pilot.press(.left)
            case .right: pilot.press(.right)
            case .tab: pilot.press(.tab)
            case .backTab: pilot.press(.backTab)
            case .nextPage: pilot.press(.character("]"))
            case .previousPage: pilot.press(.character("["))
            case .swipe: pilot.press(.character(">"))
            case .theme: pilot.press(.character("t"))
            case .tinted: pilot.press(.character("T"))
            case .preview: pilot.press(.character("p"))
            case .help: pilot.press(.character("?"))
            case .escape: pilot.press(.escape)
            case .second, .halfSecond, .minute, .hour:
                let seconds: TimeInterval =
                    switch step {
                    case .second: 1
                    case .halfSecond: 0.5
                    case .minute: 60
                    default: 3600
                    }
                let effects = pilot.tick(at: pilot.now.addingTimeInterval(seconds))
                // A tick that took the live-text way wakes when the whole step would have.
                #expect(effects.wake == pilot.screen.nextWake(after: pilot.now), "step \(index) (\(step))")
            }
            await pilot.runCalls()
            // A walk holds the main actor for seconds: let the suite's socket tests, whose
            // listeners answer on the main queue, have it between steps.
            await Task.yield()
            guard pilot.terminal.drawCount > draws else { continue }
            let whole = pilot.screen.wholeFrame(at: pilot.now)
            // The frame drawn over another buffer is the whole frame outside its damage too
            // (the next frame is drawn over it).
            if let drawn = pilot.terminal.lastBuffer, drawn != whole {
                let rows = (0..<whole.size.height).filter { y in (0..<whole.size.width).contains { x in drawn[x, y] != whole[x, y] } }
                Issue.record("step \(index) (\(step)) drew a frame whose rows \(rows) differ from the frame drawn whole")
                break
            }
            let shown = pilot.terminal.screen
            guard shown != whole else { continue }
            let rows = (0..<whole.size.height).filter { y in
                (0..<whole.size.width).contains { x in shown[x, y] != whole[x, y] }
            }
            Issue.record("step \(index) (\(step)) left rows \(rows) stale; shown:\n\(shown.plainText)\ndrawn whole:\n\(whole.plainText)")
            break
        }
        return pilot.screen.painter.damageFrames - startFrames
    }

    @Test func theDefaultLayoutDrawnOverTheLastFrameIsTheFrameDrawnWhole() async {
        let pilot = await pilot(layout: LayoutFile.defaultLayout(), size: CellSize(width: 120, height: 40))
        let spareFrames = pilot.screen.painter.spareFrames
        let damaged = await walk(pilot, seed: 40, count: 200)
        // The walk took the damage path often, so it was checked, not skipped, and drew most
        // of those frames into the frame before last's buffer.
        #expect(damaged > 60)
        #expect(pilot.screen.painter.spareFrames - spareFrames > damaged / 2)
        // Many of its seconds took the live-text way (``LiveTextWindow``), and were checked too.
        #expect(pilot.screen.liveTicks > 10)
    }

    /// The controls row below the page is drawn again at every frame, like the status bar: a
    /// control added no longer makes every key and tick draw the whole screen.
    @Test func theDefaultLayoutWithAControlsRowToo() async {
        var layout = LayoutFile.defaultLayout()
        layout.controls = ["homescreen.quiet", "homescreen.timer"]
        let pilot = await pilot(layout: layout, size: CellSize(width: 120, height: 40))
        #expect(ControlsRowPainter.line(of: pilot.screen.model) != nil)
        #expect(pilot.terminal.screen.plainText.contains("Do Not Disturb"))
        let damaged = await walk(pilot, seed: 35, count: 200)
        #expect(damaged > 60)
    }

    /// A running live activity's strip in the top row is drawn again at every frame, as the
    /// status bar is: its elapsed seconds, an update, and the selection's ring it keeps beside.
    @Test func theDefaultLayoutWithARunningActivityToo() async throws {
        let pilot = await pilot(layout: LayoutFile.defaultLayout(), size: CellSize(width: 120, height: 40))
        let reply = pilot.send(.control(.activity(try ActivityStripTests.record())))
        #expect(reply.reply?.ok == true, "\(reply.reply?.message ?? "")")
        pilot.tick(at: pilot.now.addingTimeInterval(1))
        #expect(pilot.text.split(separator: "\n").first?.contains("api 25%") == true)
        var damaged = await walk(pilot, seed: 12, count: 100)
        let update = ActivityUpdate(try ActivityStripTests.record(state: #"{"progress":0.75}"#))
        #expect(pilot.send(.control(.activityUpdate(update))).reply?.ok == true)
        damaged += await walk(pilot, seed: 13, count: 100)
        #expect(pilot.text.split(separator: "\n").first?.contains("api 75%") == true)
        #expect(damaged > 60)
        #expect(pilot.screen.model.shownActivities(at: pilot.now).count == 1)
    }

    @Test func theDemoLayoutInAShortTerminalThatScrollsToo() async {
        let pilot = await pilot(layout: HomeLayout.demo, size: CellSize(width: 100, height: 24))
        let damaged = await walk(pilot, seed: 7, count: 200)
        #expect(damaged > 60)
    }

    @Test func anArrowComparesOnlyTheTwoCapsAndTheStatusBar() async {
        let pilot = await pilot(layout: LayoutFile.defaultLayout(), size: CellSize(width: 120, height: 40))
        let before = pilot.screen.painter.damageFrames
        let selected = pilot.screen.selectedItem
        pilot.press(.right)
        #expect(pilot.screen.painter.damageFrames == before + 1)
        let frame = pilot.screen.frame(at: pilot.now)
        // The frame after it, at the same instant, has only the status bar to draw again.
        #expect(frame.damage?.rects == [CellRect(x: 0, y: 39, width: 120, height: 1)])
        #expect(pilot.screen.selectedItem?.id != selected?.id)
    }

    /// The selection is a cap over the tile (``SelectionMark``): an arrow changes on the terminal
    /// only the row over the tile left and over the tile selected, and the status bar. No edge
    /// cell down the tiles' sides, and no stack dot, changes with it (the arrows go from the clock
    /// onto the stack, down to the large calendar and back).
    @Test func anArrowChangesOnlyTheCapsOverTheTwoTilesAndTheStatusBar() async {
        let pilot = await pilot(layout: LayoutFile.defaultLayout(), size: CellSize(width: 120, height: 40))
        let status = 39
        for key in [Key.right, .down, .up, .left, .down, .right] {
            guard let left = pilot.screen.selectedItem else {
                Issue.record("nothing selected")
                return
            }
            let before = pilot.terminal.screen
            pilot.press(key)
            guard let selected = pilot.screen.selectedItem, selected.id != left.id else { continue }
            let caps = [SelectionMark.frame(over: left.frame), SelectionMark.frame(over: selected.frame)]
            let shown = pilot.terminal.screen
            var changed: [CellPoint] = []
            for y in 0..<shown.size.height where y != status {
                for x in 0..<shown.size.width where shown[x, y] != before[x, y] { changed.append(CellPoint(x: x, y: y)) }
            }
            #expect(!changed.isEmpty, "\(key)")
            let outside = changed.filter { point in !caps.contains { $0.contains(point) } }
            #expect(outside.isEmpty, "\(key) from \(left.id) to \(selected.id) changed \(outside.prefix(8))")
        }
    }

    @Test func aTickComparesOnlyTheRowsOfTheLiveTextThatChanged() async {
        let pilot = await pilot(layout: LayoutFile.defaultLayout(), size: CellSize(width: 120, height: 40))
        // Page 2 has the seconds countdown.
        pilot.press(.character("]"))
        await pilot.runCalls()
        let items = pilot.screen.model.shownItems
        _ = pilot.screen.frame(at: pilot.now.addingTimeInterval(1))
        let frame = pilot.screen.frame(at: pilot.now.addingTimeInterval(2))
        let rects = frame.damage?.rects ?? []
        let status = CellRect(x: 0, y: 39, width: 120, height: 1)
        #expect(rects.contains(status))
        let text = rects.filter { $0 != status }
        // Some rows of live text, each inside a tile and smaller than it.
        #expect(!text.isEmpty)
        for rect in text {
            #expect(items.contains { $0.frame.intersection(rect) == rect && $0.frame != rect }, "\(rect)")
        }
    }
}
