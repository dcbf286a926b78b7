import Foundation
import HostIO
import Testing
import WidgetEngine

/// Which instance `homescreen status` shows, and when its cache must be made again.
struct StatusSourceTests {
    static let layout = HomeLayout(pages: [
        HomePage(items: [
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "big-clock"), kind: "clock", family: .systemSmall)),
            .widget(WidgetItem(id: WidgetInstanceID(rawValue: "line"), kind: "battery", family: .accessoryInline)),
        ])
    ])

    @Test func theInstanceIsChosenFromTheCommandLineTheConfigAndTheLayout() throws {
        let config = HomeConfig(statusKinds: ["countdown", "clock"])
        #expect(try StatusSource.resolve(.automatic, layout: Self.layout, config: config).instance.id.rawValue == "status-countdown")
        #expect(try StatusSource.resolve(.automatic, layout: Self.layout, config: .defaults).instance.id.rawValue == "line")
        #expect(try StatusSource.resolve(.kind("battery"), layout: Self.layout, config: config).instance.id.rawValue == "line")
        let clock = try StatusSource.resolve(.kind("clock"), layout: Self.layout, config: config)
        #expect(clock.instance == StatusInstances.instance(ofKind: "clock"))
        #expect(clock.keptByHomeScreen)
        #expect(try !StatusSource.resolve(.kind("weather"), layout: Self.layout, config: config).keptByHomeScreen)
        #expect(try StatusSource.resolve(.instance("status-weather"), layout: nil, config: config).instance.kind == "weather")
        #expect(throws: StatusSource.Problem.self) { try StatusSource.resolve(.instance("big-clock"), layout: Self.layout, config: config) }
        #expect(throws: StatusSource.Problem.self) { try StatusSource.resolve(.instance("nothing"), layout: Self.layout, config: config) }
        #expect(throws: StatusSource.Problem.self) { try StatusSource.resolve(.automatic, layout: nil, config: .defaults) }
    }

    static func cache(policy: TimelineReloadPolicy, lastEntry: Date) -> CachedInstance {
        let entry = ArchivedEntry(date: lastEntry, relevance: nil, view: ViewResolver.resolve(Text("x")))
        return CachedInstance(
            instance: StatusInstances.instance(ofKind: "clock"), receivedAt: lastEntry, ledger: ReloadLedger(),
            relevance: RelevanceTracker(), timeline: ArchivedTimeline(entries: [entry], policy: policy))
    }

    @Test func aCacheIsMadeAgainWhenMissingOrDueAndNoHomeScreenKeepsIt() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let kept = StatusSource(instance: StatusInstances.instance(ofKind: "clock"), keptByHomeScreen: true)
        let alone = StatusSource(instance: StatusInstances.instance(ofKind: "clock"), keptByHomeScreen: false)
        var asked = 0
        let runs = { () -> Bool in
            asked += 1
            return true
        }
        #expect(kept.needsRefresh(CachedInstance?.none, at: now, homeScreenRuns: runs))
        // Not due: nobody is asked.
        #expect(!kept.needsRefresh(Self.cache(policy: .atEnd, lastEntry: now.addingTimeInterval(60)), at: now, homeScreenRuns: runs))
        #expect(!alone.needsRefresh(Self.cache(policy: .never, lastEntry: now.addingTimeInterval(-9_999)), at: now, homeScreenRuns: runs))
        #expect(asked == 0)
        // Just due: a running home screen that keeps it reloads it; alone, the command does.
        let due = Self.cache(policy: .atEnd, lastEntry: now.addingTimeInterval(-5))
        #expect(!kept.needsRefresh(due, at: now, homeScreenRuns: runs))
        #expect(asked == 1)
        #expect(kept.needsRefresh(due, at: now, homeScreenRuns: { false }))
        #expect(alone.needsRefresh(due, at: now, homeScreenRuns: runs))
        // Long overdue: made again whoever runs.
        #expect(kept.needsRefresh(Self.cache(policy: .after(now.addingTimeInterval(-120)), lastEntry: now), at: now, homeScreenRuns: runs))
    }
}
