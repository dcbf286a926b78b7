import Foundation
@testable import HomeScreenUI
import HostIO
import Testing
import TestSupport
import WidgetEngine

/// The files widgets read, as the screen works them out and reloads their readers (issue 39):
/// the run loop is told which paths to watch when the layout changes, and a change of one
/// reloads exactly the instances reading it, free of budget.
@MainActor
struct WidgetSourcesTests {
    private let todo = "/srv/ana/todo.txt"

    private var layout: HomeLayout {
        HomeLayout(pages: [
            HomePage(items: [
                .widget(EditHarness.widget("tuner-1", "tuner", .systemSmall, 0, 0, config: ["name": .string(todo)])),
                .widget(EditHarness.widget("tuner-2", "tuner", .systemSmall, 2, 0, config: ["name": .string("Oslo")])),
                .widget(EditHarness.widget("alpha-1", "alpha", .systemSmall, 0, 2)),
            ])
        ])
    }

    @Test func aChangedFileReloadsItsReadersOnlyFreeOfBudget() async throws {
        var settings = EngineSettings.standard
        settings.budget = 0
        let h = try await EditHarness(layout: layout, settings: settings)
        #expect(h.screen.performed.compactMap(\.sources) == [[todo]])
        _ = h.screen.takeWaiting()
        h.screen.send(.sourcesChanged([todo]))
        let calls = h.screen.takeWaiting().compactMap { call -> String? in
            guard case let .timeline(request, _, _, _) = call.work else { return nil }
            return "\(request.instance.id) \(request.reason)"
        }
        #expect(calls == ["tuner-1 sourceChanged"])
        // A file nobody reads reloads nothing.
        h.screen.send(.sourcesChanged(["/srv/ana/other.txt"]))
        #expect(h.screen.takeWaiting().isEmpty)
    }

    @Test func aLayoutEditTellsTheNewPathsAndOnlyThen() async throws {
        let h = try await EditHarness(layout: layout)
        let before = h.screen.performed.count
        h.press(.right) // moving the selection changes no path
        #expect(h.screen.performed.dropFirst(before).allSatisfy { $0.sources == nil })
        var edited = layout
        edited.pages[0].items.removeFirst()
        try LayoutFile.save(edited, to: h.file)
        let effects = h.screen.send(.layoutFileChanged)
        #expect(effects.sources == Set<String>())
    }

    @Test func valuesThatNamePathsAreExpandedAsTheWidgetsExpandThem() {
        let folders = UserFolders(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data"])
        #expect(WidgetSources.path("~/todo.txt", folders: folders) == "/home/ana/todo.txt")
        #expect(WidgetSources.path("$XDG_DATA_HOME/homescreen/calendars/", folders: folders) == "/data/homescreen/calendars")
        #expect(WidgetSources.path("$HOME/a/../b.txt", folders: folders) == "/home/ana/b.txt")
        #expect(WidgetSources.path("/", folders: folders) == nil)
        for value in ["", "Oslo", "https://example.com/feed", "42", ".", "owner/name"] {
            #expect(WidgetSources.path(value, folders: folders) == nil, "\(value)")
        }
    }
}
