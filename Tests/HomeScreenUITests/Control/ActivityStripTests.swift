import BundledWidgets
import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// Live activities on the home screen, driven by the test pilot on a manual clock: a record
/// through the control socket's message is checked, kept and drawn in the top row; elapsed
/// time wakes the screen each second only while a running activity shows it; `a` expands the
/// strip and `x` dismisses; a restart shows the activities kept in the store.
@MainActor struct ActivityStripTests {
    static func record(
        state: String = #"{"progress":0.25}"#, ended: Bool = false, id: String = "0123456789ab", name: String = "api"
    ) throws -> ActivityRecord {
        let start = Fixtures.instant
        let descriptor = try #require(BundledWidgets.testCatalog.activity(forKind: "build"))
        let attributes = #"{"name":"\#(name)","startedAt":"\#(ISO8601DateFormatter().string(from: start))"}"#
        var record = ActivityRecord(id: id, kind: "build", attributes: attributes, state: state, views: .empty, started: start)
        if ended {
            record.ended = start.addingTimeInterval(30)
            record.updated = start.addingTimeInterval(30)
            record.dismissal = start.addingTimeInterval(330)
        }
        record.views = try descriptor.views(for: record.payload(at: start))
        return record
    }

    static func pilot(store: EngineStore?) -> Pilot {
        Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0,
                store: store, screenSize: .init(width: 100, height: 40)))
    }

    /// The demo screen at 1:24 with the `build` activity started at 1:23 (its elapsed seconds
    /// tick each second), keeping its state in `store`.
    static func screenWithARunningActivity(store: EngineStore? = nil) async throws -> Pilot {
        let screen = pilot(store: store)
        await screen.start()
        screen.tick(at: Fixtures.instant.addingTimeInterval(83))
        #expect(screen.send(.control(.activity(try record()))).reply?.ok == true)
        screen.tick(at: Fixtures.instant.addingTimeInterval(84))
        return screen
    }

    @Test func anActivityFromTheSocketIsDrawnKeptAndDismissed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let screen = Self.pilot(store: store)
        await screen.start()
        screen.setClock(Fixtures.instant.addingTimeInterval(83))
        let idleWake = screen.send(.tick(monotonic: 83)).wake
        let reply = screen.send(.control(.activity(try Self.record()))).reply
        #expect(reply?.ok == true, "\(reply?.message ?? "")")
        let top = screen.frameText.split(separator: "\n").first.map(String.init) ?? ""
        #expect(top.contains("⚙ api 25% 1:23"))
        #expect(screen.screen.nextWake(after: screen.now) == Fixtures.instant.addingTimeInterval(84))
        screen.tick(at: Fixtures.instant.addingTimeInterval(84))
        #expect(store.loadActivities().records.map(\.id) == ["0123456789ab"])

        _ = screen.send(
            .control(
                .activity(
                    try Self.record(
                        state:
                            #"{"exitStatus":0,"endedAt":"\#(ISO8601DateFormatter().string(from: Fixtures.instant.addingTimeInterval(30)))"}"#,
                        ended: true))))
        let ended = screen.frameText.split(separator: "\n").first.map(String.init) ?? ""
        #expect(ended.contains("✓ api 0:30"))
        #expect(screen.send(.control(.activity(try Self.record()))).reply?.ok == false)
        // Ended, it shows fixed text: once written (at the next second), no more per-second
        // wakes than with no activity.
        screen.tick(at: Fixtures.instant.addingTimeInterval(85))
        #expect(screen.screen.nextWake(after: screen.now) == idleWake ?? screen.screen.nextWake(after: screen.now))

        let restarted = Self.pilot(store: store)
        await restarted.start()
        restarted.readCaches()
        restarted.setClock(Fixtures.instant.addingTimeInterval(90))
        _ = restarted.send(.tick(monotonic: 90))
        #expect(restarted.frameText.split(separator: "\n").first?.contains("✓ api 0:30") == true)

        _ = restarted.press(.character("a"))
        #expect(restarted.frameText.contains("Live activities"))
        _ = restarted.press(.character("x"))
        #expect(!restarted.frameText.contains("Live activities"))
        #expect(restarted.frameText.split(separator: "\n").first?.contains("api") == false)
        restarted.tick(at: Fixtures.instant.addingTimeInterval(91))
        #expect(store.loadActivities().records.isEmpty)
    }

    /// An activity updated within a second while the strip shows elapsed seconds: the update
    /// waits for the next whole second's frame (one frame a second, as the seconds clock); the
    /// file takes the last state within two minutes (at a whole second), an end at the next second.
    @Test func updatesWhileSecondsShowAreDrawnAtTheNextWholeSecondAndSavedWithinTwoMinutes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let screen = try await Self.screenWithARunningActivity(store: store)
        #expect(screen.text.contains("⚙ api 25% 1:24"))
        let saved = try Data(contentsOf: store.activitiesFile)

        let draws = screen.terminal.drawCount
        screen.setClock(Fixtures.instant.addingTimeInterval(84.3))
        let first = screen.send(.control(.activityUpdate(ActivityUpdate(try Self.record(state: #"{"progress":0.5}"#)))))
        screen.setClock(Fixtures.instant.addingTimeInterval(84.6))
        let second = screen.send(.control(.activityUpdate(ActivityUpdate(try Self.record(state: #"{"progress":0.75}"#)))))
        #expect(first.reply == ControlReply(ok: true, message: "activity 0123456789ab updated") && second.reply?.ok == true)
        #expect(first.draw == .none && second.draw == .none)
        #expect(second.wake == Fixtures.instant.addingTimeInterval(85))
        #expect(screen.terminal.drawCount == draws)
        #expect(screen.text.contains("⚙ api 25% 1:24"))
        #expect(try Data(contentsOf: store.activitiesFile) == saved)
        // `homescreen activity update` asks the screen for the latest state, not the file.
        let asked = screen.send(.control(.activityRecord(id: "0123456789ab")))
        #expect(asked.reply?.activity?.state == #"{"progress":0.75}"#)
        #expect(asked.draw == .none)

        screen.tick(at: Fixtures.instant.addingTimeInterval(85))
        #expect(screen.terminal.drawCount == draws + 1)
        #expect(screen.text.contains("⚙ api 75% 1:25"))
        #expect(screen.screen.nextWake(after: screen.now) == Fixtures.instant.addingTimeInterval(86))
        // A running activity's new state is written within two minutes: each write costs more
        // than a minute of updates.
        #expect(try Data(contentsOf: store.activitiesFile) == saved)
        screen.tick(at: Fixtures.instant.addingTimeInterval(203))
        #expect(try Data(contentsOf: store.activitiesFile) == saved)
        screen.tick(at: Fixtures.instant.addingTimeInterval(204))
        #expect(store.loadActivities().records.first?.state == #"{"progress":0.75}"#)

        // Ended, it shows fixed text: nothing wakes within the second, so it is drawn at once.
        let endedAt = ISO8601DateFormatter().string(from: Fixtures.instant.addingTimeInterval(30))
        screen.setClock(Fixtures.instant.addingTimeInterval(204.5))
        let ended = screen.send(
            .control(.activityUpdate(ActivityUpdate(try Self.record(state: #"{"exitStatus":0,"endedAt":"\#(endedAt)"}"#, ended: true)))))
        #expect(ended.reply == ControlReply(ok: true, message: "activity 0123456789ab ended"))
        #expect(ended.draw == .redraw)
        #expect(screen.text.contains("✓ api 0:30"))
        // Ended, it takes no more changes; an id the screen does not keep is refused too.
        let late = screen.send(.control(.activityUpdate(ActivityUpdate(try Self.record()))))
        #expect(late.reply?.message == "activity 0123456789ab refused: activity 0123456789ab has ended; it takes no more changes")
        #expect(late.reply?.reason == .activityEnded)
        var stranger = ActivityUpdate(try Self.record())
        stranger.id = "00000000000f"
        let refused = screen.send(.control(.activityUpdate(stranger))).reply
        #expect(refused?.ok == false && refused?.reason == .activityNotFound, "\(String(describing: refused))")
        screen.tick(at: Fixtures.instant.addingTimeInterval(205))
        #expect(store.loadActivities().records.first?.ended != nil)
    }

    /// A new state waiting to be written is written when the home screen closes.
    @Test func aStateWaitingToBeWrittenIsWrittenWhenTheScreenCloses() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = EngineStore(folder: folder)
        let screen = Self.pilot(store: store)
        await screen.start()
        #expect(screen.send(.control(.activity(try Self.record()))).reply?.ok == true)
        screen.tick(at: Fixtures.instant.addingTimeInterval(1))
        let update = ActivityUpdate(try Self.record(state: #"{"progress":0.5}"#))
        #expect(screen.send(.control(.activityUpdate(update))).reply?.ok == true)
        screen.tick(at: Fixtures.instant.addingTimeInterval(2))
        #expect(store.loadActivities().records.first?.state == #"{"progress":0.25}"#)
        screen.screen.saveUnsaved(at: Fixtures.instant.addingTimeInterval(2.5))
        #expect(store.loadActivities().records.first?.state == #"{"progress":0.5}"#)
    }

    /// An update's alert (`update(_:alertConfiguration:)`, `activity update --alert`) is a
    /// toast, never kept; under do not disturb it is only logged.
    @Test func anAlertIsAToastUnlessDoNotDisturbIsOn() async throws {
        let switches = HostSwitches()
        let screen = Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: .init(width: 100, height: 40), switches: switches))
        await screen.start()
        _ = screen.send(.control(.activity(try Self.record())))
        var alerting = try Self.record(state: #"{"progress":0.5}"#)
        alerting.alert = "half way there"
        #expect(screen.send(.control(.activity(alerting))).reply?.ok == true)
        screen.tick(at: Fixtures.instant.addingTimeInterval(1))
        #expect(screen.text.contains("build: half way there"))
        let asked = screen.send(.control(.activityRecord(id: alerting.id))).reply?.activity
        #expect(asked?.state == #"{"progress":0.5}"# && asked?.alert == nil)

        switches.change { $0.quiet = true }
        screen.tick(at: Fixtures.instant.addingTimeInterval(10))
        #expect(!screen.text.contains("half way there"))
        alerting = try Self.record(state: #"{"progress":0.75}"#)
        alerting.alert = "nearly done"
        #expect(screen.send(.control(.activityUpdate(ActivityUpdate(alerting)))).reply?.ok == true)
        screen.tick(at: Fixtures.instant.addingTimeInterval(11))
        #expect(screen.text.contains("75%"))
        #expect(!screen.text.contains("nearly done"))

        alerting.alert = String(repeating: "x", count: 201)
        #expect(screen.send(.control(.activity(alerting))).reply?.message.contains("alert is empty or longer than 200") == true)
        #expect(
            screen.send(.control(.activityUpdate(ActivityUpdate(alerting)))).reply?.message.contains("alert is empty or longer than 200")
                == true)
    }

    /// A widget of the top row selected: its ring's top edge runs through the strip's row, so
    /// the strip keeps beside the ring instead of blanking it.
    @Test func theStripKeepsBesideTheSelectionRingOfATopRowWidget() async throws {
        let screen = Self.pilot(store: nil)
        await screen.start()
        #expect(screen.text.split(separator: "\n").first?.hasPrefix("╭──") == true)
        _ = screen.send(.control(.activity(try Self.record())))
        screen.tick(at: Fixtures.instant.addingTimeInterval(84))
        let top = screen.text.split(separator: "\n").first.map(String.init) ?? ""
        #expect(top.hasPrefix("╭──"))
        #expect(top.contains("╮ ◆⚙ api 25% 1:24"))
    }

    /// The controls row on the top line (`controls_row = "above"`, or "below" with no free
    /// line, as at 80 x 24) keeps the left; the strip takes the columns after it, and after the
    /// selection ring when there is room. Neither draws over the other, a click on each reaches
    /// its own, and a row too long leaves the strip its fewest columns.
    @Test func theStripKeepsBesideTheControlsRowOnTheTopLine() async throws {
        func screen(controls: [String], width: Int) async -> Pilot {
            var layout = HomeLayout.demo
            layout.controls = controls
            var config = HomeConfig.defaults
            config.controlsRow = .above
            let size = CellSize(width: width, height: 40)
            let pilot = Pilot(
                HomeScreen(
                    catalog: BundledWidgets.testCatalog, layout: layout, themes: [.monochrome], themeIndex: 0, store: nil,
                    screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale, config: config),
                size: size)
            await pilot.start()
            return pilot
        }
        func top(_ pilot: Pilot) -> String { pilot.text.split(separator: "\n").first.map(String.init) ?? "" }
        let pilot = await screen(controls: ["homescreen.quiet", "homescreen.tinted"], width: 100)
        _ = pilot.send(.control(.activity(try Self.record())))
        pilot.tick(at: Fixtures.instant.addingTimeInterval(84))
        let line = top(pilot)
        #expect(line.contains("Do Not Disturb"), "\(line)")
        #expect(line.contains("Tinted"), "\(line)")
        #expect(line.contains("◆⚙ api 25% 1:24"), "\(line)")
        let controlsEnd = try #require(line.range(of: "]", options: .backwards)).upperBound
        let marker = try #require(line.range(of: "◆"))
        #expect(controlsEnd <= marker.lowerBound, "the strip starts after the row: \(line)")

        let x = DisplayWidth.of(String(line[..<marker.lowerBound]))
        pilot.click(CellPoint(x: x + 3, y: 0))
        #expect(pilot.frameText.contains("Live activities"))
        pilot.press(.escape)
        pilot.click(CellPoint(x: DisplayWidth.of(String(line.prefix { $0 != "[" })) + 2, y: 0))
        #expect(!pilot.frameText.contains("Live activities"))

        let crowded = await screen(
            controls: ["homescreen.quiet", "homescreen.tinted", "homescreen.theme", "homescreen.pause", "homescreen.timer"],
            width: 80)
        _ = crowded.send(.control(.activity(try Self.record())))
        crowded.tick(at: Fixtures.instant.addingTimeInterval(84))
        let crowdedLine = top(crowded)
        #expect(crowdedLine.contains("◆⚙ api 25% 1:24"), "\(crowdedLine)")
        #expect(crowdedLine.contains("Do Not Disturb"), "\(crowdedLine)")
        #expect(!crowdedLine.contains("Timer"), "a control with no room is left out: \(crowdedLine)")
        // The keyboard reaches the controls drawn, no further.
        crowded.press(.character("C"))
        for _ in 0..<5 { crowded.press(.right) }
        let shown = ControlsRowPainter(model: crowded.screen.model, at: crowded.now).frames(on: 0).count
        #expect(shown < 5)
        #expect(crowded.screen.model.controls.focus == shown - 1)
    }

    /// A row too narrow for every compact presentation: the most relevant activity keeps its
    /// compact one with its name cut ("…"), and those after it show their minimal one (the
    /// strip showed the first's minimal one and the next one's compact one, as at 80 x 24 with
    /// the controls row on the top line).
    @Test func theMostRelevantActivityKeepsTheRoomItsNameIsCutToFit() async throws {
        func top(width: Int) async throws -> String {
            let size = CellSize(width: width, height: 30)
            let screen = Pilot(
                HomeScreen(
                    catalog: BundledWidgets.testCatalog, layout: HomeLayout(pages: [HomePage()]), themes: [.monochrome],
                    themeIndex: 0, store: nil, screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale),
                size: size)
            await screen.start()
            var first = try Self.record(id: "00000000000a", name: "deploy-production-cluster-east")
            first.relevance = 10
            _ = screen.send(.control(.activity(first)))
            _ = screen.send(.control(.activity(try Self.record(id: "00000000000b", name: "lint"))))
            screen.tick(at: Fixtures.instant.addingTimeInterval(84))
            return screen.text.split(separator: "\n").first.map(String.init) ?? ""
        }
        let wide = try await top(width: 80)
        #expect(wide.contains("◆⚙ deploy-production-cluster… 25% 1:24   ⚙ lint 25% 1:24"), "\(wide)")
        let narrow = try await top(width: 36)
        #expect(narrow.contains("◆⚙ deploy-production… 25% 1:24   ⚙"), "\(narrow)")
        #expect(!narrow.contains("lint"), "\(narrow)")
        // The narrowest terminal the grid is drawn in.
        let narrowest = try await top(width: 24)
        #expect(narrowest.contains("◆⚙ deplo… 25% 1:24   ⚙"), "\(narrowest)")
    }

    /// The sheet's note writes times as the status bar does: 24-hour unless the screen's
    /// hour cycle is 12-hour, in the screen's time zone (Foundation's short style followed the
    /// process's locale: "9:46 AM" beside a status bar at "09:46").
    @Test func theSheetsNoteWritesTimesInTheScreensHourCycle() async throws {
        let ended = try Self.record(ended: true)
        let now = Fixtures.instant.addingTimeInterval(60)
        #expect(ActivitiesScreen.note(ended, at: now, timeZone: Fixtures.utc, hourCycle: nil) == "ended; leaves at 09:46 (x dismisses)")
        #expect(ActivitiesScreen.note(ended, at: now, timeZone: Fixtures.utc, hourCycle: .h12) == "ended; leaves at 9:46 AM (x dismisses)")
        var stale = try Self.record()
        stale.staleDate = Fixtures.instant.addingTimeInterval(30)
        let later = Fixtures.instant.addingTimeInterval(7200)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(ActivitiesScreen.note(stale, at: later, timeZone: tokyo, hourCycle: nil) == "⟲ stale: no update since 18:41")

        // The sheet shows the note of its last activity too (its box ended on the note's line).
        let screen = Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0, store: nil,
                screenSize: .init(width: 100, height: 40), timeZone: Fixtures.utc, locale: Fixtures.locale))
        await screen.start()
        _ = screen.send(.control(.activity(try Self.record())))
        _ = screen.send(.control(.activity(ended)))
        screen.tick(at: now)
        _ = screen.press(.character("a"))
        #expect(screen.frameText.contains("ended; leaves at 09:46 (x dismisses)"), "\(screen.frameText)")
    }

    /// Six activities at 80 x 24: the strip keeps room for `+N` after those it shows (a click
    /// on it opens the sheet there), and the sheet (`a`), which holds five, says `▼ 1 more` and
    /// follows the choice down to the sixth (it showed the first five whatever was chosen, the
    /// mark stuck on the fifth).
    @Test func manyActivitiesShowHowManyMoreAndTheSheetFollowsTheChoice() async throws {
        let size = CellSize(width: 80, height: 24)
        let screen = Pilot(
            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: HomeLayout(pages: [HomePage()]), themes: [.monochrome], themeIndex: 0,
                store: nil, screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale),
            size: size)
        await screen.start()
        let names = ["deploy-production-cluster-east", "one", "two", "three", "four", "five"]
        for (index, name) in names.enumerated() {
            var record = try Self.record(id: String(format: "%012x", index + 1), name: name)
            record.relevance = Double(names.count - index)
            _ = screen.send(.control(.activity(record)))
        }
        screen.tick(at: Fixtures.instant.addingTimeInterval(84))
        let top = screen.text.split(separator: "\n").first.map(String.init) ?? ""
        let last = top.split(separator: " ").last.map(String.init) ?? ""
        #expect(last.hasPrefix("+") && Int(last.dropFirst()) != nil, "the strip ends in a whole +N: \(top)")
        // A click on +N opens the sheet on the first activity it stands for.
        let plus = try #require(top.range(of: last))
        _ = screen.click(CellPoint(x: DisplayWidth.of(String(top[..<plus.lowerBound])), y: 0))
        let hidden = names[names.count - (Int(last.dropFirst()) ?? 0)]
        #expect(screen.frameText.contains("›⚙ \(hidden)"), "\(screen.frameText)")
        _ = screen.press(.escape)

        _ = screen.press(.character("a"))
        var sheet = screen.frameText
        #expect(sheet.contains("▼ 1 more") && !sheet.contains("⚙ five"), "\(sheet)")
        for _ in 0..<5 { _ = screen.press(.down) }
        sheet = screen.frameText
        #expect(sheet.contains("›⚙ five"), "\(sheet)")
        #expect(sheet.contains("▲ 1 more") && !sheet.contains("▼"), "\(sheet)")
    }

    /// In edit mode every widget of the top row has its outline on the top line: the strip
    /// keeps beside them when a side has room, and is not drawn when none has (it was drawn
    /// under them, its tail left between and after the outlines at 80 x 24).
    @Test func inEditModeTheStripKeepsClearOfTheTopRowsOutlines() async throws {
        func topInEditMode(width: Int) async throws -> String {
            let size = CellSize(width: width, height: 30)
            let screen = Pilot(
                HomeScreen(
                    catalog: BundledWidgets.testCatalog, layout: HomeLayout.demo, themes: [.monochrome], themeIndex: 0, store: nil,
                    screenSize: size, timeZone: Fixtures.utc, locale: Fixtures.locale, config: HomeConfig(pagesAcross: 1)),
                size: size)
            await screen.start()
            _ = screen.send(.control(.activity(try Self.record())))
            screen.tick(at: Fixtures.instant.addingTimeInterval(84))
            _ = screen.press(.character("e"))
            return screen.text.split(separator: "\n").first.map(String.init) ?? ""
        }
        let narrow = try await topInEditMode(width: 80)
        #expect(!narrow.contains("1:24") && !narrow.contains("◆"), "\(narrow)")
        #expect(narrow.contains("┏━━") && narrow.contains("╭┄┄"))
        let wide = try await topInEditMode(width: 120)
        #expect(wide.contains("╮ ◆⚙ api 25% 1:24"), "\(wide)")
    }

    @Test func withNoActivityTheKeySaysHowToStartOne() async throws {
        let screen = Self.pilot(store: nil)
        await screen.start()
        _ = screen.press(.character("a"))
        #expect(screen.frameText.contains("no live activity"))
    }
}
