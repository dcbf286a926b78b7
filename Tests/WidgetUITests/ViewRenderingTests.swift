import Foundation
import Testing
import TestSupport
@testable import WidgetUI

/// A kept rendering (the home screen's live tiles) draws, at every instant, exactly what a
/// fresh render at that instant draws, and it lays out again only when a live text no longer
/// fits the room its last text took.
struct ViewRenderingTests {
    private let now = Fixtures.instant

    /// Timers that lose a digit (10:00 -> 9:59, 1:00:00 -> 59:59), block digits that do, a
    /// relative date, a timer bar, live text in the container background and in a wrapped
    /// paragraph: second by second, and in jumps.
    private var view: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text(timerInterval: now...now.addingTimeInterval(605))
                Text("left of").foregroundStyle(.secondary)
                Text(timerInterval: now...now.addingTimeInterval(3_605))
            }
            Text(timerInterval: now...now.addingTimeInterval(12), showsHours: false).font(.largeTitle)
            Text("Updated ") + Text(now.addingTimeInterval(-50), style: .relative) + Text(" ago, and a line long enough to wrap")
            ProgressView(timerInterval: now...now.addingTimeInterval(30))
        }
        .containerBackground(for: .widget) {
            Text(now.addingTimeInterval(7_200), style: .timer).foregroundStyle(.tertiary)
        }
    }

    private var instants: [TimeInterval] {
        Array(0...20).map(Double.init) + [59.5, 60, 61, 600, 604, 605, 606, 3_599, 3_600, 3_604, 3_606, 20, 2, 86_400]
    }

    @Test(arguments: [RedactionReasons(), .placeholder])
    func aKeptRenderingDrawsWhatAFreshRenderDraws(_ redaction: RedactionReasons) {
        let node = ViewResolver.resolve(view, in: Fixtures.environment)
        #expect(node.containsLiveContent)
        let size = CellSize(width: 30, height: 9)
        let context = Fixtures.darkContext(redaction: redaction)
        let rendering = ViewRendering(node, size: size, context: context, margins: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        for offset in instants {
            let instant = now.addingTimeInterval(offset)
            var fresh = context
            fresh.now = instant
            let expected = ViewRenderer.render(
                node, size: size, context: fresh, margins: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            let kept = rendering.render(at: instant)
            let same = kept.buffer == expected.buffer
            #expect(same, "at +\(offset) s:\n\(kept.text)\nfresh:\n\(expected.text)")
        }
    }

    @Test func aKeptLayoutPaintsAgainOnlyTheRowsOfTheLiveTextThatChanged() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Fixed one")
            Text(timerInterval: now...now.addingTimeInterval(605))
            Text("Fixed two")
        }
        let rendering = ViewRendering(
            ViewResolver.resolve(view, in: Fixtures.environment), size: CellSize(width: 20, height: 3), context: Fixtures.plainContext())
        _ = rendering.render(at: now)
        #expect(rendering.takeChanges() == nil)
        for offset in 1...3 {
            _ = rendering.render(at: now.addingTimeInterval(Double(offset)))
            #expect(rendering.takeChanges() == [CellRect(x: 0, y: 1, width: 20, height: 1)])
        }
        // The same instant again paints nothing.
        _ = rendering.render(at: now.addingTimeInterval(3))
        #expect(rendering.takeChanges() == [])
    }

    /// Whatever differs between two renders lies in the rows ``ViewRendering/takeChanges()``
    /// names (a live text left out of them fails here and in the home screen's damage walks).
    @Test func theChangesCoverEveryCellThatDiffers() {
        let node = ViewResolver.resolve(view, in: Fixtures.environment)
        let size = CellSize(width: 30, height: 9)
        let rendering = ViewRendering(
            node, size: size, context: Fixtures.darkContext(redaction: []), margins: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        var previous = rendering.render(at: now).buffer
        var partial = 0
        for offset in instants.dropFirst() {
            _ = rendering.takeChanges()
            let buffer = rendering.render(at: now.addingTimeInterval(offset)).buffer
            guard let rows = rendering.takeChanges() else {
                previous = buffer
                continue
            }
            partial += 1
            for y in 0..<size.height {
                for x in 0..<size.width where buffer[x, y] != previous[x, y] {
                    #expect(rows.contains { $0.contains(CellPoint(x: x, y: y)) }, "at +\(offset) s: (\(x), \(y)) changed outside \(rows)")
                }
            }
            previous = buffer
        }
        #expect(partial > 10)
    }

    @Test func theLayoutIsKeptWhileLiveTextKeepsItsWidth() {
        let node = ViewResolver.resolve(view, in: Fixtures.environment)
        let rendering = ViewRendering(node, size: CellSize(width: 30, height: 9), context: Fixtures.plainContext())
        _ = rendering.render(at: now.addingTimeInterval(1))
        #expect(rendering.layoutCount == 1)
        // 2 s .. 5 s: every text keeps its width (10:03 .. 10:00, 0:10 .. 0:07, "52 sec" .. "55 sec").
        for offset in 2...5 { _ = rendering.render(at: now.addingTimeInterval(Double(offset))) }
        #expect(rendering.layoutCount == 1)
        // At 6 s both timers lose a digit (10:00 -> 9:59, 1:00:00 -> 59:59): laid out again.
        _ = rendering.render(at: now.addingTimeInterval(6))
        #expect(rendering.layoutCount == 2)
    }

    /// A tile with a picture and a timer repaints its text each second: its picture, tinted
    /// and masked by its shape, is prepared once per layout and draws what a fresh render draws.
    @Test(arguments: [WidgetRenderingMode.fullColor, .accented])
    func aKeptRenderingPreparesItsPicturesOncePerLayout(_ mode: WidgetRenderingMode) throws {
        let image = try #require(UIImage(data: try PictureFixtures.data("meadow.jpg")))
        let view = HStack {
            Image(uiImage: image).resizable().scaledToFill().frame(width: 56, height: 64).clipShape(Circle())
            Text(timerInterval: now...now.addingTimeInterval(600))
        }
        let node = ViewResolver.resolve(view, in: Fixtures.environment)
        let size = CellSize(width: 22, height: 10)
        var context = Fixtures.darkContext()
        context.renderingMode = mode
        let rendering = ViewRendering(node, size: size, context: context)
        for offset in 1...4 {
            var fresh = context
            fresh.now = now.addingTimeInterval(Double(offset))
            let kept = rendering.render(at: fresh.now)
            #expect(kept.buffer == ViewRenderer.render(node, size: size, context: fresh).buffer, "at +\(offset) s")
            #expect(kept.buffer.pictures.count == 1)
        }
        #expect(rendering.layoutCount == 1)
        #expect(rendering.pictures.preparations == 1)
    }
}
