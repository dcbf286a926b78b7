import Foundation
import Testing
import TestSupport
import WidgetEngine

/// behaviour.md, "Reloads and budget", rule by rule.
struct ReloadRuleTests {
    @Test func theBudgetRunsOutAndTheNextReloadWaitsForTheWindow() {
        var settings = EngineSettings.standard
        settings.budget = 3
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(600)))) // free: not charged
        var charged: [TimeInterval] = []
        var offset: TimeInterval = 600
        while charged.count < 3 {
            let requests = h.advance(to: offset)
            #expect(requests.map(\.reason) == [.policy])
            charged.append(offset)
            h.deliver(h.timeline([offset], policy: .after(h.at(offset + 600))), to: requests)
            offset += 600
        }
        #expect(h.engine.budgetLeft(id, at: h.now) == 0)
        // The fourth is deferred until the first charged reload leaves the 24 h window.
        #expect(h.nextReload(id) == h.at(600 + 86_400))
        #expect(h.advance(to: 600 + 86_400 - 1).isEmpty)
        #expect(h.advance(to: 600 + 86_400).map(\.reason) == [.policy])
    }

    @Test func aChargedReloadWaitsForTheMinimumSpacing() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(60))))
        // Due one minute after the last reload: held back to five minutes.
        #expect(h.nextReload(id) == h.at(300))
        #expect(h.advance(to: 60).isEmpty)
        #expect(h.advance(to: 300).map(\.reason) == [.policy])
    }

    @Test func requestsDueTogetherAreCoalesced() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(3_600))))
        h.now = h.at(3_595)
        h.engine.requestReload(id, reason: .widgetCenter, at: h.now) // within 10 s of the policy reload
        #expect(h.engine.states[id]?.scheduled?.due == h.at(3_595))
        let requests = h.advance(to: 3_600)
        #expect(requests.count == 1)
        // A request while a call just started joins it.
        h.engine.requestReload(id, reason: .widgetCenter, at: h.at(3_602))
        #expect(h.engine.states[id]?.scheduled == nil)
    }

    @Test(arguments: [ReloadReason.configurationEdit, .interaction, .foreground, .clockChange])
    func freeReasonsIgnoreAnEmptyBudgetAndTheSpacing(_ reason: ReloadReason) {
        var settings = EngineSettings.standard
        settings.budget = 0
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(60))))
        #expect(h.nextReload(id).map { $0 > h.at(3_600) } == true) // the policy reload has no budget
        h.now = h.at(30)
        h.engine.requestReload(id, reason: reason, at: h.now)
        let requests = h.advance(to: 30)
        #expect(requests.map(\.reason) == [reason])
        #expect(h.engine.budgetLeft(id, at: h.now) == 0)
    }

    @Test func anInteractionsReloadFollowsTheCallAlreadyRunningInsteadOfJoiningIt() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(3_600))))
        let running = h.advance(to: 3_600)
        #expect(running.count == 1)
        // Asked before the intent changed anything: the press's reload must come after it.
        h.engine.requestReload(id, reason: .interaction, at: h.at(3_602))
        #expect(h.engine.states[id]?.scheduled?.reason == .interaction)
        h.now = h.at(3_603)
        h.deliver(h.timeline([3_600]), to: running)
        #expect(h.advance(to: 3_603).map(\.reason) == [.interaction])
    }

    @Test func aFreeReloadGoesBeforeAnEarlierOneTheBudgetHoldsBack() {
        var settings = EngineSettings.standard
        settings.budget = 0
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(60))))
        #expect(h.nextReload(id).map { $0 > h.at(3_600) } == true)
        h.now = h.at(120)
        h.engine.requestReload(id, reason: .interaction, at: h.now)
        #expect(h.advance(to: 120).map(\.reason) == [.interaction])
    }

    @Test func placingIsFree() {
        var settings = EngineSettings.standard
        settings.budget = 0
        var h = EngineHarness(settings: settings)
        h.place("a")
        #expect(h.advance(to: 0).map(\.reason) == [.placed])
    }

    @Test func widgetCenterRequestsByKindAndAllAreCharged() {
        var h = EngineHarness()
        let a = h.placeWith(h.timeline([0]), id: "a")
        h.place("b", kind: "other")
        h.deliver(h.timeline([0]), to: h.advance(to: 0))
        h.now = h.at(600)
        let center = WidgetCenter()
        center.reloadTimelines(ofKind: "probe")
        h.engine.apply(center.takeRequests(), at: h.now)
        let byKind = h.advance(to: 600)
        #expect(byKind.map(\.instance.id) == [a])
        #expect(byKind.map(\.reason) == [.widgetCenter])
        h.deliver(h.timeline([600]), to: byKind)
        #expect(h.engine.budgetLeft(a, at: h.now) == 71)
        center.reloadAllTimelines()
        h.engine.apply(center.takeRequests(), at: h.at(1_200))
        #expect(Set(h.advance(to: 1_200).map(\.instance.id.rawValue)) == ["a", "b"])
    }

    @Test func getCurrentConfigurationsListsPlacedInstances() async throws {
        var h = EngineHarness()
        h.place("a")
        h.engine.updateConfiguration(WidgetInstanceID(rawValue: "a"), to: ["city": .string("Oslo")], at: h.now)
        let center = WidgetCenter()
        center.publish(h.engine.currentConfigurations)
        let infos = try await center.currentConfigurations()
        #expect(infos.map(\.kind) == ["probe"])
        #expect(infos.first?.configuration == ["city": .string("Oslo")])
    }

    @Test func aConfigurationEditReloadsAtOnceForFree() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .never))
        h.now = h.at(10) // well inside the minimum spacing
        h.engine.updateConfiguration(id, to: ["x": .integer(1)], at: h.now)
        let requests = h.advance(to: 10)
        #expect(requests.map(\.reason) == [.configurationEdit])
        #expect(requests.first?.instance.configuration == ["x": .integer(1)])
    }

    @Test func aHangPastTheDeadlineKeepsTheContentMarksItAndRetries() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        let requests = h.advance(to: 0)
        #expect(h.engine.nextInstant(after: h.now) == h.at(30)) // the deadline
        #expect(h.advance(to: 29).isEmpty)
        _ = h.advance(to: 30)
        #expect(h.shown(id) == "e0")
        #expect(h.engine.display(id, at: h.now)?.failed == true)
        #expect(h.engine.states[id]?.failures.last?.failure == .timedOut(seconds: 30))
        // The late answer is ignored.
        var late = h.timeline([0])
        late.entries[0].view = ViewResolver.resolve(Text("late"))
        _ = h.engine.takeEvents()
        h.deliver(late, to: requests)
        #expect(h.shown(id) == "e0")
        #expect(h.engine.takeEvents().map(\.kind) == [.lateResultIgnored])
        #expect(h.nextReload(id) == h.at(90)) // retry after 60 s
    }

    @Test func failuresRetryAfterOneFiveFifteenThenSixtyMinutesThenRecover() {
        var settings = EngineSettings.standard
        settings.stopAfterFailures = nil // past the table: the last step again
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0]))
        h.engine.requestReload(id, reason: .foreground, at: h.now)
        var offset: TimeInterval = 0
        var retries: [Date] = []
        for _ in 0..<6 {
            for request in h.advance(to: offset) {
                h.engine.deliver(.failure(.threw("disk on fire")), for: request.token, at: h.now)
            }
            let retry = h.nextReload(id) ?? h.now
            retries.append(retry)
            offset = retry.timeIntervalSince(h.start)
        }
        // Each retry at its exact instant: 1, 5, 15, 60, 60, 60 minutes after the failure before.
        #expect(retries == [60, 360, 1_260, 4_860, 8_460, 12_060].map { h.at($0) })
        #expect(h.advance(to: 12_059).isEmpty)
        #expect(h.shown(id) == "e0")
        h.deliver(h.timeline([offset]), to: h.advance(to: offset))
        #expect(h.engine.display(id, at: h.now)?.failed == false)
        #expect(h.engine.states[id]?.consecutiveFailures == 0)
    }

    @Test func aWallClockJumpReloadsEverythingForFree() {
        var settings = EngineSettings.standard
        settings.budget = 0
        var h = EngineHarness(settings: settings)
        let a = h.placeWith(h.timeline([0], policy: .never), id: "a")
        h.engine.observeClock(wall: h.at(0), monotonic: 1_000)
        h.engine.observeClock(wall: h.at(30), monotonic: 1_030) // in step: nothing
        #expect(h.advance(to: 30).isEmpty)
        h.engine.observeClock(wall: h.at(3_700), monotonic: 1_090) // an hour ahead
        let requests = h.advance(to: 3_700)
        #expect(requests.map(\.reason) == [.clockChange])
        #expect(requests.map(\.instance.id) == [a])
    }

    @Test func aCompletionCalledTwiceIsIgnoredAfterTheFirst() async throws {
        struct Twice: TimelineProvider {
            func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: context.date, label: "p") }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
                completion(ProbeEntry(date: context.date, label: "first"))
                completion(ProbeEntry(date: context.date, label: "second"))
            }
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
                completion(Timeline(entries: [ProbeEntry(date: context.date, label: "first")], policy: .never))
                completion(Timeline(entries: [ProbeEntry(date: context.date, label: "second")], policy: .never))
            }
        }
        let descriptor = StaticConfiguration(kind: "twice", provider: Twice()) { Text($0.label) }.descriptor
        let timeline = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
            environment: EnvironmentValues())
        #expect(timeline.entries.count == 1)
        #expect(
            ViewRenderer.render(timeline.entries[0].view, size: CellSize(width: 6, height: 1), context: Fixtures.plainContext()).text
                == "first ")
    }

    @Test func tooManyEntriesFailAndKeepTheLastGoodContent() async {
        struct Flood: TimelineProvider {
            func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: context.date, label: "p") }
            func getSnapshot(in context: Context, completion: @escaping @Sendable (ProbeEntry) -> Void) {
                completion(placeholder(in: context))
            }
            func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ProbeEntry>) -> Void) {
                completion(
                    Timeline(
                        entries: (0..<100_000).map { ProbeEntry(date: context.date.addingTimeInterval(Double($0)), label: "x") },
                        policy: .atEnd))
            }
        }
        let descriptor = StaticConfiguration(kind: "flood", provider: Flood()) { Text($0.label) }.descriptor
        await #expect(throws: ProviderFailure.tooManyEntries(count: 100_000, limit: 1_440)) {
            try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
                environment: EnvironmentValues())
        }
    }

    @Test func aThrowingConfigurableProviderFailsWithItsMessage() async {
        struct Broken: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Broken"
            init() {}
        }
        struct Failing: AppIntentTimelineProvider {
            struct Oops: Error, CustomStringConvertible { var description: String { "the data file is gone" } }
            func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: context.date, label: "p") }
            func snapshot(for configuration: Broken, in context: Context) async throws -> ProbeEntry { throw Oops() }
            func timeline(for configuration: Broken, in context: Context) async throws -> Timeline<ProbeEntry> { throw Oops() }
        }
        let descriptor = AppIntentConfiguration(kind: "failing", intent: Broken.self, provider: Failing()) { Text($0.label) }.descriptor
        await #expect(throws: ProviderFailure.threw("the data file is gone")) {
            try await descriptor.provider.timeline(
                in: TimelineProviderContext(family: .systemSmall, date: Fixtures.instant),
                environment: EnvironmentValues())
        }
    }

    @Test func nextInstantIsTheEarliestChangeAndLiveTextTicksOnlyWhileVisible() {
        var h = EngineHarness()
        let id = h.place("a")
        let live = ArchivedTimeline(
            entries: [
                ArchivedEntry(date: h.at(0), relevance: nil, view: ViewResolver.resolve(Text(timerInterval: h.at(0)...h.at(600)))),
                ArchivedEntry(date: h.at(900), relevance: nil, view: ViewResolver.resolve(Text("fixed"))),
            ], policy: .never)
        h.deliver(live, to: h.advance(to: 0))
        #expect(h.engine.nextInstant(after: h.now) == h.at(1)) // the timer text ticks every second
        h.engine.setVisible([], at: h.now)
        // Hidden: nothing of it is drawn, so neither the timer nor its next entry is an instant.
        #expect(h.engine.nextInstant(after: h.now) == nil)
        h.engine.setVisible([id], at: h.now)
        #expect(h.engine.nextInstant(after: h.now) == h.at(1)) // on screen again: it ticks
        _ = h.advance(to: 900)
        #expect(h.engine.nextInstant(after: h.now) == nil) // nothing changes any more
    }

    /// A relative time days away reads differently once an hour, hours away once a minute, and
    /// every second only within the last hour: the screen wakes only when it changes (the
    /// lock screen's "in 33 days, 14 hr" woke it every second).
    @Test func aRelativeTimeWakesOnlyWhenItReadsDifferently() {
        var h = EngineHarness()
        h.place("a")
        let target = h.at(33 * 86_400 + 14 * 3_600 + 125)
        let live = ArchivedTimeline(
            entries: [ArchivedEntry(date: h.at(0), relevance: nil, view: ViewResolver.resolve(Text(target, style: .relative)))],
            policy: .never)
        h.deliver(live, to: h.advance(to: 0))
        #expect(h.engine.nextInstant(after: h.now) == h.at(126), "the hour part changes in 125 s")
        _ = h.advance(to: 126)
        #expect(h.engine.nextInstant(after: h.now) == h.at(126 + 3_600), "then an hour later")
        _ = h.advance(to: 33 * 86_400 + 12 * 3_600 + 155)
        #expect(h.engine.nextInstant(after: h.now) == h.now.addingTimeInterval(31), "2 hr less 30 s away: at the minute's change")
        _ = h.advance(to: 33 * 86_400 + 14 * 3_600 + 125 - 30)
        #expect(h.engine.nextInstant(after: h.now) == h.now.addingTimeInterval(1), "in the last minute: every second")
    }

    /// The next instant splits into the engine's own schedule and the live text's ticks (the
    /// home screen's live-text window lasts until the former): a seconds timer on screen ticks
    /// every second, and the entry after it is scheduled; hidden, the timer does not tick.
    @Test func theNextInstantIsTheScheduledOneOrTheLiveTextsTick() {
        var h = EngineHarness()
        h.place("a")
        let timer = ArchivedEntry(date: h.at(0), relevance: nil, view: ViewResolver.resolve(Text(h.at(600), style: .timer)))
        let later = ArchivedEntry(date: h.at(300), relevance: nil, view: ViewResolver.resolve(Text("later")))
        h.deliver(ArchivedTimeline(entries: [timer, later], policy: .never), to: h.advance(to: 0))
        _ = h.advance(to: 10)
        #expect(h.engine.nextScheduledInstant() == h.at(300))
        #expect(h.engine.nextLiveTick(after: h.now) == h.at(11))
        #expect(h.engine.nextInstant(after: h.now) == h.at(11))
        h.engine.setVisible([], at: h.now)
        #expect(h.engine.nextLiveTick(after: h.now) == nil)
        #expect(h.engine.nextInstant(after: h.now) == h.engine.nextScheduledInstant())
    }

    /// Visible first: a hidden instance's due reload waits while a call for an instance on
    /// screen is under way, and goes out as soon as none is.
    @Test func hiddenReloadsWaitForTheVisibleCallsUnderWay() {
        var h = EngineHarness()
        let shown = h.place("a")
        let hidden = h.place("b")
        h.engine.setVisible([shown], at: h.now)
        let first = h.advance(to: 0)
        #expect(first.map(\.instance.id) == [shown])
        #expect(h.engine.nextInstant(after: h.now) == h.at(30)) // the call's deadline: no busy wait
        #expect(h.advance(to: 1).isEmpty)
        h.deliver(h.timeline([0]), to: first)
        #expect(h.engine.nextInstant(after: h.now) == h.now) // due at once
        #expect(h.advance(to: 1).map(\.instance.id) == [hidden])
    }

    @Test func aHeldReloadGoesOutWhenItsInstanceComesOnScreen() {
        var h = EngineHarness()
        let a = h.place("a")
        let b = h.place("b")
        h.engine.setVisible([a], at: h.now)
        #expect(h.advance(to: 0).map(\.instance.id) == [a])
        h.engine.setVisible([b], at: h.now) // the page changed while a's call is under way
        #expect(h.advance(to: 0).map(\.instance.id) == [b])
    }

    @Test func aVisibleCallThatTimesOutOrFailsReleasesTheHiddenOnes() {
        var h = EngineHarness()
        let a = h.place("a")
        let b = h.place("b")
        let c = h.place("c")
        h.engine.setVisible([a], at: h.now)
        #expect(h.advance(to: 0).map(\.instance.id) == [a])
        #expect(h.advance(to: 30).map(\.instance.id) == [b, c]) // a timed out at its deadline
        var i = EngineHarness()
        let x = i.place("x")
        i.place("y")
        i.engine.setVisible([x], at: i.now)
        let calls = i.advance(to: 0)
        i.engine.deliver(.failure(.threw("no data")), for: calls[0].token, at: i.now)
        #expect(i.advance(to: 0).map(\.instance.id.rawValue) == ["y"])
    }

    @Test func withEverythingVisibleNothingWaits() {
        var h = EngineHarness()
        h.place("b")
        h.place("a")
        #expect(Set(h.advance(to: 0).map(\.instance.id.rawValue)) == ["a", "b"])
    }
}

/// A file an instance reads changed on disk (issue 39): a free reload at once, and one more
/// (not one each) for the changes made while a reload was already running.
struct SourceChangeReloadTests {
    @Test func aChangedFileReloadsAtOnceFreeOfBudget() {
        var settings = EngineSettings.standard
        settings.budget = 0
        var h = EngineHarness(settings: settings)
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(1_800))))
        h.now = h.at(30)
        h.engine.reloadForSourceChange(id, at: h.now)
        h.engine.reloadForSourceChange(id, at: h.now) // the same save's other event joins it
        #expect(h.advance(to: 30).map(\.reason) == [.sourceChanged])
        #expect(h.engine.budgetLeft(id, at: h.now) == 0)
    }

    @Test func aChangeWhileAReloadRunsBringsOneMoreAfterIt() {
        var h = EngineHarness()
        let id = h.placeWith(h.timeline([0], policy: .after(h.at(3_600))))
        let running = h.advance(to: 3_600)
        #expect(running.count == 1)
        // The running reload may have read the file before it changed.
        h.engine.reloadForSourceChange(id, at: h.at(3_601))
        h.engine.reloadForSourceChange(id, at: h.at(3_601.1))
        #expect(h.engine.states[id]?.scheduled?.reason == .sourceChanged)
        h.now = h.at(3_602)
        h.deliver(h.timeline([3_600]), to: running)
        #expect(h.advance(to: 3_602).map(\.reason) == [.sourceChanged])
    }
}

/// Extensions installed or removed while the screen runs (issue 39): the engine takes the new
/// catalog; an instance whose kind arrives asks for its first timeline, one whose kind went
/// asks for nothing more.
struct CatalogChangeTests {
    @Test func anInstanceOfAKindThatArrivesAsksForItsTimeline() {
        var h = EngineHarness(kinds: ["probe"])
        h.place("a", kind: "probe")
        h.place("b", kind: "hello")
        #expect(h.advance(to: 0).map(\.instance.id.rawValue) == ["a"])
        h.now = h.at(60)
        h.engine.adoptCatalog(WidgetCatalog([probeDescriptor(kind: "probe"), probeDescriptor(kind: "hello")]), at: h.now)
        #expect(h.engine.catalog.kinds == ["probe", "hello"])
        let requests = h.advance(to: 60)
        #expect(requests.map { "\($0.instance.id) \($0.reason)" } == ["b placed"])
        // The kind goes again: nothing more is asked for it.
        h.engine.adoptCatalog(WidgetCatalog([probeDescriptor(kind: "probe")]), at: h.now)
        h.engine.requestReload(WidgetInstanceID(rawValue: "b"), reason: .foreground, at: h.now)
        #expect(!h.advance(to: 120).contains { $0.instance.id.rawValue == "b" })
    }
}
