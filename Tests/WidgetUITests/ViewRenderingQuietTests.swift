import Foundation
import Testing
import TestSupport
@testable import WidgetUI

/// `ViewRendering.nextVisibleChange(after:probes:)`: the first instant whose cells differ from
/// those drawn now, searched only where a live text is shown cut.
struct ViewRenderingQuietTests {
    private let now = Fixtures.instant

    private func rendering(width: Int) -> ViewRendering {
        let view = (Text("In ") + Text(now.addingTimeInterval(9 * 60 + 50), style: .relative)).lineLimit(1)
        let node = ViewResolver.resolve(view, in: Fixtures.environment)
        return ViewRendering(node, size: CellSize(width: width, height: 1), context: Fixtures.darkContext(redaction: []))
    }

    @Test func aCutTextAnswersTheFirstSecondWhoseCellsDifferAndEveryOneBeforeDrawsTheSame() {
        // Too narrow for "In 9m 50s" as well: the full form is cut.
        let cut = rendering(width: 7) // "In 9 m…"
        let shown = cut.render(at: now).buffer
        #expect(cut.render(at: now).text == "In 9 m…")
        // At +50 s, "9m" alone fits ("In 9m"); then "In 8 m…" for the next minute's seconds.
        #expect(cut.nextVisibleChange(after: now) == now.addingTimeInterval(50))
        for second in 1..<50 { #expect(rendering(width: 7).render(at: now.addingTimeInterval(Double(second))).buffer == shown) }
        #expect(rendering(width: 7).render(at: now.addingTimeInterval(50)).text.trimmingCharacters(in: .whitespaces) == "In 9m")
        // Asked again before then, the answer stands; with few probes, the last one probed is answered.
        #expect(cut.nextVisibleChange(after: now.addingTimeInterval(20)) == now.addingTimeInterval(50))
        #expect(rendering(width: 7).nextVisibleChange(after: now, probes: 10) == now.addingTimeInterval(11))
    }

    @Test func insideTheQuietSpanTheLastRenderIsDrawnAsItIsAndNothingChanges() {
        let cut = rendering(width: 7)
        #expect(cut.nextVisibleChange(after: now) == now.addingTimeInterval(50))
        _ = cut.takeChanges()
        for second in [1, 2, 30, 49] {
            let instant = now.addingTimeInterval(Double(second))
            #expect(cut.render(at: instant).buffer == rendering(width: 7).render(at: instant).buffer, "at +\(second) s")
            // Nothing painted again: the frame's damage holds none of this tile's rows.
            #expect(cut.takeChanges() == [], "at +\(second) s")
        }
        // At the span's end the text is drawn anew ("In 9m"), and its row changed.
        #expect(cut.render(at: now.addingTimeInterval(50)).buffer == rendering(width: 7).render(at: now.addingTimeInterval(50)).buffer)
        #expect(cut.takeChanges() != [])
        // The clock set back before the span: drawn anew too.
        #expect(cut.render(at: now.addingTimeInterval(-5)).text == rendering(width: 7).render(at: now.addingTimeInterval(-5)).text)
    }

    @Test func aTextShownInItsNarrowFormAnswersEachSecond() {
        // "In 9 min, 50 sec" would be cut in nine cells; "In 9m 50s" fits, seconds and all.
        let narrow = rendering(width: 9)
        #expect(narrow.render(at: now).text == "In 9m 50s")
        #expect(narrow.nextVisibleChange(after: now) == now.addingTimeInterval(1))
        #expect(narrow.render(at: now.addingTimeInterval(1)).text == "In 9m 49s")
        #expect(narrow.nextVisibleChange(after: now.addingTimeInterval(1)) == now.addingTimeInterval(2))
    }

    @Test func aWholeTextAnswersItsNextChange() {
        let whole = rendering(width: 30)
        #expect(whole.nextVisibleChange(after: now) == now.addingTimeInterval(1))
    }
}
