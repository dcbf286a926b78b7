import CellGrid
import Foundation
@testable import HomeScreenUI
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// Issue 34's presses on the home screen, item by item, through the pilot on a manual clock:
/// the Tab ring, Enter, Space and clicks, the press as a call answered off the drawing path,
/// the optimistic toggle, the reload free of budget, failures, the queue.
@MainActor
struct HomePressTests {
    @Test func tabStepsThroughLinksButtonsAndTogglesInReadingOrderSkippingDisabledOnes() async throws {
        let board = await PressHarness(key: "ring")
        var selected: [String] = []
        for _ in 0..<7 {
            board.pilot.press(.tab)
            let grid = try #require(board.pilot.screen.stack.first(HomeGridScreen.self))
            let stop = grid.selectedStop(model: board.pilot.screen.model, at: board.pilot.now)
            switch stop?.action {
            case let .link(url): selected.append(url.lastPathComponent)
            case let .press(target): selected.append(target.label)
            case nil: selected.append("-")
            }
            if let stop { #expect(board.frame[stop.frame.minX, stop.frame.minY]?.style.attributes.contains(.reverse) == true) }
        }
        #expect(selected == ["web", "Add", "Hi", "Docs", "Lamp", "Fuse", "-"])
        board.pilot.press(.backTab)
        #expect(board.pilot.screen.model.navigation.linkIndex == 5)
    }

    @Test func enterPressesAButtonOffTheDrawingPathAndItsTimelineReloadsFreeOfBudget() async throws {
        var settings = EngineSettings.standard
        settings.budget = 1 // the first timeline spends it: only a free reload can follow
        let board = await PressHarness(key: "enter", settings: settings)
        #expect(board.line(showing: "Count").contains("Count 0"))
        board.pilot.press(.tab, .tab, .enter)
        let presses = board.takePresses()
        #expect(presses.map { $0.pressCall?.label } == ["Add"])
        #expect(PressStore.value("enter") == 0) // nothing ran while the key was handled
        await board.run(try #require(presses.first))
        #expect(PressStore.value("enter") == 1)
        let reloads = board.pilot.takeWaiting()
        #expect(reloads.map(\.reason) == [.interaction])
        for call in reloads { await board.run(call) }
        #expect(board.line(showing: "Count").contains("Count 1"))
    }

    @Test func spacePressesTheSelectedControlAndDoesNothingWithoutOne() async throws {
        let board = await PressHarness(key: "space")
        board.pilot.press(.character(" "))
        #expect(board.takePresses().isEmpty)
        board.pilot.press(.tab, .tab, .tab, .character(" "))
        let presses = board.takePresses()
        #expect(presses.map { $0.pressCall?.label } == ["Hi"])
        await board.run(try #require(presses.first))
        #expect(board.pilot.frameText.contains("Hello from the board"))
    }

    @Test func aClickPressesTheControlUnderItAndADisabledOneRunsNothing() async throws {
        let board = await PressHarness(key: "click")
        board.pilot.click(try #require(board.point(of: "Off")))
        #expect(board.takePresses().isEmpty)
        board.pilot.click(try #require(board.point(of: "Add")))
        let presses = board.takePresses()
        #expect(presses.map { $0.pressCall?.label } == ["Add"])
        await board.pilot.runCalls()
        for call in presses { await board.run(call) }
        await board.pilot.runCalls()
        #expect(board.line(showing: "Count").contains("Count 1"))
        #expect(board.pilot.selection == "board-1")
    }

    @Test func aToggleFlipsAtOnceAndDimsInvalidatableContentUntilTheNewTimeline() async throws {
        let board = await PressHarness(key: "lamp")
        #expect(board.line(showing: "Lamp").contains("○─"))
        #expect(!board.isDimmed("Count"))
        board.pilot.click(try #require(board.point(of: "Lamp")))
        // Drawn flipped before the intent has run (the tile cache keys on the flip).
        #expect(board.line(showing: "Lamp").contains("━●"))
        #expect(board.isDimmed("Count"))
        let press = try #require(board.takePresses().first)
        #expect(press.pressCall?.invocation.value == true)
        await board.run(press)
        #expect(PressStore.value("lamp.on") == 1)
        #expect(board.line(showing: "Lamp").contains("━●"))
        #expect(board.isDimmed("Count")) // until the timeline asked after it
        await board.pilot.runCalls()
        #expect(board.line(showing: "Lamp").contains("━●"))
        #expect(!board.isDimmed("Count"))
    }

    @Test func aFailingToggleFlipsBackMarksTheTileAndSaysWhy() async throws {
        let board = await PressHarness(key: "fuse")
        let tile = try #require(board.pilot.pageItems(for: 0).first).frame
        let corner = CellPoint(x: tile.maxX - 1, y: tile.minY)
        #expect(board.frame[corner.x, corner.y]?.grapheme != "!")
        board.pilot.click(try #require(board.point(of: "Fuse")))
        #expect(board.line(showing: "Fuse").contains("━●"))
        let press = try #require(board.takePresses().first)
        await board.run(press)
        #expect(board.line(showing: "Fuse").contains("○─"))
        #expect(!board.isDimmed("Count"))
        #expect(board.frame[corner.x, corner.y]?.grapheme == "!")
        #expect(board.pilot.frameText.contains("board-fuse: “Fuse” failed: the fuse is blown"))
        #expect(board.pilot.takeWaiting().isEmpty) // nothing changed: no reload
    }

    @Test func aPressWithoutAnswerWithinItsLimitIsATimeout() async throws {
        let board = await PressHarness(key: "hung")
        board.pilot.click(try #require(board.point(of: "Lamp")))
        let press = try #require(board.takePresses().first)
        board.pilot.answer(press, with: nil)
        #expect(board.line(showing: "Lamp").contains("○─"))
        #expect(board.pilot.frameText.contains("“Lamp” failed: no answer within"))
    }

    @Test func pressesWhileOneRunsAreQueuedInOrderAndADoublePressRunsOnce() async throws {
        let board = await PressHarness(key: "queue")
        let add = try #require(board.point(of: "Add"))
        board.pilot.click(add)
        board.pilot.click(add, kind: .doubleClick) // the second click of a double click
        board.pilot.setClock(board.pilot.now.addingTimeInterval(0.2))
        board.pilot.click(add) // within the double-press interval: the same press
        board.pilot.setClock(board.pilot.now.addingTimeInterval(1))
        board.pilot.click(add)
        board.pilot.click(try #require(board.point(of: "Hi")))
        var labels: [String] = []
        while let press = board.takePresses().first {
            labels.append(press.pressCall?.label ?? "")
            #expect(board.takePresses().isEmpty) // one at a time
            await board.run(press)
        }
        #expect(labels == ["Add", "Add", "Hi"])
        await board.pilot.runCalls()
        #expect(PressStore.value("queue") == 2)
        #expect(board.line(showing: "Count").contains("Count 2"))
    }

    @Test func aReturnedURLOpensThroughTheAppOfItsScheme() async throws {
        let board = await PressHarness(key: "docs")
        board.pilot.click(try #require(board.point(of: "Docs")))
        let press = try #require(board.takePresses().first)
        let effects = await board.run(press)
        #expect(
            effects.launch == .run(app: PressHarness.browser, arguments: ["xdg-open", "https://example.com/board"], fallback: ["xdg-open"]))
    }

    @Test func aPressIsAMessageAndAPressOfARemovedWidgetsAnswerIsIgnored() async throws {
        let board = await PressHarness(key: "removed")
        let rendered = try #require(board.pilot.screen.stack.first(HomeGridScreen.self)).tiles.render(
            try #require(board.pilot.pageItems(for: 0).first), model: board.pilot.screen.model, at: board.pilot.now)
        let lamp = try #require(rendered.pressTargets.first { $0.label == "Lamp" })
        board.pilot.send(.press(lamp, in: board.id))
        #expect(board.line(showing: "Lamp").contains("━●"))
        let press = try #require(board.takePresses().first)
        let model = board.pilot.screen.model
        model.apply(.edit(try LayoutEditor(profile: model.profile).remove("board-1", in: model.layout)), at: board.pilot.now)
        let effects = await board.run(press)
        #expect(effects.launch == nil)
        #expect(!board.pilot.frameText.contains("failed"))
    }
}
