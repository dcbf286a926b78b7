import Foundation
import Testing
import TestSupport
import WidgetEngine

/// A widget that reloads only on the page shown (the network widgets): a reload that comes due
/// on another page asks for nothing and wakes nothing until the page is shown; a widget
/// without the mark reloads as before; a stack member under the top one counts as on the page.
struct PageShownReloadTests {
    func harness() -> EngineHarness {
        var h = EngineHarness()
        var network = probeDescriptor(kind: "network")
        network.reloadsOnlyOnPageShown = true
        h.engine = TimelineEngine(catalog: WidgetCatalog([network, probeDescriptor(kind: "probe")]))
        return h
    }

    @Test func aDueReloadOffThePageWaitsWithoutAnInstantUntilThePageIsShown() {
        var h = harness()
        let network = h.place("n", kind: "network")
        h.deliver(h.timeline([0], policy: .after(h.at(600))), to: h.advance(to: 0))
        h.engine.setVisible([], at: h.now)
        h.engine.setOnPage([], at: h.now)
        #expect(h.engine.nextInstant(after: h.now) == nil) // no wakeup for it
        #expect(h.advance(to: 3_600).isEmpty) // no request an hour on
        h.engine.setOnPage([network], at: h.now)
        #expect(h.engine.nextInstant(after: h.now) == h.now) // due at once
        #expect(h.advance(to: 3_600).map(\.instance.id) == [network])
    }

    @Test func anUnmarkedWidgetOffThePageReloadsAsDue() {
        var h = harness()
        let probe = h.place("p", kind: "probe")
        h.deliver(h.timeline([0], policy: .after(h.at(600))), to: h.advance(to: 0))
        h.engine.setVisible([], at: h.now)
        h.engine.setOnPage([], at: h.now)
        #expect(h.engine.nextInstant(after: h.now) == h.at(600))
        #expect(h.advance(to: 600).map(\.instance.id) == [probe])
    }

    @Test func onThePageButNotOnTopOfItsStackItReloads() {
        var h = harness()
        let network = h.place("n", kind: "network")
        h.deliver(h.timeline([0], policy: .after(h.at(600))), to: h.advance(to: 0))
        h.engine.setVisible([], at: h.now) // another member is on top of the stack
        h.engine.setOnPage([network], at: h.now)
        #expect(h.advance(to: 600).map(\.instance.id) == [network])
    }
}
