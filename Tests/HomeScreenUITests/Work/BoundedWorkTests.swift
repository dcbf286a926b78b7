import Foundation
@testable import HomeScreenUI
@testable import HostIO
import Terminal
import Testing
import TestSupport
import WidgetEngine

/// The home screen's calls into widget code through its bounded work queue: no more run at
/// once than it has workers, the page on screen's go first (as what is on screen changes),
/// and calls for instances removed meanwhile are dropped or their answers ignored.
@MainActor
struct BoundedWorkTests {
    /// The screen, under the test pilot.
    let screen: Pilot
    let runner = ProviderRunner(catalog: EditTestWidgets.catalog)

    /// `count` small label widgets, six to a page, with two workers, one page at a time.
    init(count: Int = 20) {
        screen = Pilot(
            HomeScreen(
                catalog: EditTestWidgets.catalog, layout: Self.layout(count), themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: CellSize(width: 100, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale,
                config: HomeConfig(pagesAcross: 1), workers: 2))
        screen.startHoldingCalls()
    }

    static func layout(_ count: Int, leavingOut: Set<Int> = []) -> HomeLayout {
        let slots = [(0, 0), (2, 0), (0, 2), (2, 2), (0, 4), (2, 4)]
        let items = (0..<count).map { index in
            WidgetItem(
                id: WidgetInstanceID(rawValue: "w-\(index)"), kind: EditTestWidgets.labels[index % 4], family: .systemSmall,
                column: slots[index % 6].0, row: slots[index % 6].1)
        }
        let pages = stride(from: 0, to: count, by: 6).map { first in
            HomePage(
                items: items[first..<min(count, first + 6)].filter { !leavingOut.contains(Self.index(of: $0.id)) }.map(HomeItem.widget))
        }
        return HomeLayout(pages: pages)
    }

    static func index(of id: WidgetInstanceID) -> Int {
        Int(id.rawValue.dropFirst(2)) ?? -1
    }

    /// The page (from 0) of each call's instance.
    static func pages(_ calls: [WidgetCall]) -> [Int] {
        calls.compactMap { $0.providerRequest.map { index(of: $0.instance.id) / 6 } }
    }

    /// Runs `call` and hands its answer back.
    func finish(_ call: WidgetCall) async throws {
        let result = try #require(await call.run(with: runner))
        screen.complete(call.token, with: result, at: Fixtures.instant)
    }

    @Test func twoWorkersRunThePageOnScreenFirstThenTheRest() async throws {
        var started = screen.step(at: Fixtures.instant, monotonic: 0)
        var order: [WidgetCall] = []
        while !started.isEmpty {
            #expect(started.count <= 2)
            #expect(screen.workLoad.running <= 2)
            order += started
            for call in started { try await finish(call) }
            started = screen.startCalls(at: Fixtures.instant) + screen.step(at: Fixtures.instant, monotonic: 0)
        }
        #expect(order.count == 20)
        #expect(Self.pages(order).prefix(6) == [0, 0, 0, 0, 0, 0])
        #expect(Self.pages(order).dropFirst(6).allSatisfy { $0 > 0 })
        #expect(screen.workLoad == (0, 0))
    }

    @Test func aPageTurnedToWhileCallsWaitGoesNext() async throws {
        // The first page's six, two at a time. The last of them answered, the other pages'
        // fourteen are handed out; two start (page 2's first two).
        var started = screen.step(at: Fixtures.instant, monotonic: 0)
        for _ in 0..<3 {
            for call in started { try await finish(call) }
            started = screen.startCalls(at: Fixtures.instant)
        }
        #expect(Self.pages(started) == [1, 1])
        #expect(screen.workLoad == (12, 2))
        // The user turns to the last page (18, 19) while twelve wait.
        screen.press(.character("]"), .character("]"), .character("]"))
        #expect(screen.page == 3)
        for call in started { try await finish(call) }
        started = screen.startCalls(at: Fixtures.instant)
        #expect(started.compactMap { $0.providerRequest.map { Self.index(of: $0.instance.id) } } == [18, 19])
    }

    /// On a fast virtual clock the engine gives a call up at its deadline long before the
    /// call's real-time limit: its worker is free then, for the next call.
    @Test func aRunningTimelineTheEngineGaveUpOnFreesItsWorker() {
        let started = screen.step(at: Fixtures.instant, monotonic: 0)
        #expect(Self.pages(started) == [0, 0])
        // Neither answers. 31 s on, the engine has marked page 1's six failed (the four that
        // waited too: they were handed out 31 s ago) and hands out the other pages' calls.
        let later = Fixtures.instant.addingTimeInterval(31)
        let next = screen.step(at: later, monotonic: 31)
        #expect(Self.pages(next) == [1, 1])
        #expect(screen.workLoad.running == 2)
        #expect(screen.model.engine.states[WidgetInstanceID(rawValue: "w-0")]?.failures.count == 1)
    }

    @Test func aCallForARemovedInstanceIsDroppedOrItsAnswerIgnored() async throws {
        let started = screen.step(at: Fixtures.instant, monotonic: 0)
        let running = try #require(started.first?.providerRequest?.instance.id)
        #expect(Self.index(of: running) == 0)
        // Remove the instance whose call runs, and one whose call waits (w-3, on screen).
        _ = screen.screen.model.install(Self.layout(20, leavingOut: [0, 3]), saving: false, at: Fixtures.instant)
        screen.tick()
        for call in started { try await finish(call) } // w-0's answer comes and is ignored
        #expect(screen.model.engine.states[running] == nil)
        var order = started
        var next = screen.startCalls(at: Fixtures.instant)
        while !next.isEmpty {
            order += next
            for call in next { try await finish(call) }
            next = screen.startCalls(at: Fixtures.instant) + screen.step(at: Fixtures.instant, monotonic: 0)
        }
        let indexes = order.compactMap { $0.providerRequest.map { Self.index(of: $0.instance.id) } }
        #expect(!indexes.contains(3))
        #expect(indexes.count == 19)
        #expect(screen.workLoad == (0, 0))
    }
}
