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
        let cut = rendering(width: 9) // "In 9 min…"
        let shown = cut.render(at: now).buffer
        #expect(cut.render(at: now).text.contains("9 min…"))
        #expect(cut.nextVisibleChange(after: now) == now.addingTimeInterval(50))
        for second in 1..<50 { #expect(rendering(width: 9).render(at: now.addingTimeInterval(Double(second))).buffer == shown) }
        #expect(rendering(width: 9).render(at: now.addingTimeInterval(50)).buffer != shown)
        // Asked again before then, the answer stands; with few probes, the last one probed is answered.
        #expect(cut.nextVisibleChange(after: now.addingTimeInterval(20)) == now.addingTimeInterval(50))
        #expect(rendering(width: 9).nextVisibleChange(after: now, probes: 10) == now.addingTimeInterval(11))
    }

    @Test func aWholeTextAnswersItsNextChange() {
        let whole = rendering(width: 30)
        #expect(whole.nextVisibleChange(after: now) == now.addingTimeInterval(1))
    }
}
