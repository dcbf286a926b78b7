@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The git widget with statuses from fixture text (`Fixtures/git`), keyed by folder name.
struct GitWidgetTests {
    /// `/src/<name>` reads `Fixtures/git/<name>.txt`; `/src/plain` is no repository and
    /// `/src/slow` hangs past the limit.
    static let sources = GitSources { path in
        let name = GitProvider.name(of: path)
        switch name {
        case "plain": return .failure(.notARepository)
        case "slow": return .failure(.timedOut(.seconds(5)))
        default:
            guard let text = try? PorcelainStatusParserTests.fixture(name + ".txt") else { return .failure(.noSuchFolder) }
            do throws(PorcelainStatusParser.Failure) {
                return .success(try PorcelainStatusParser.parse(text))
            } catch {
                return .failure(.unreadableOutput(error.description))
            }
        }
    }

    static let catalog = WidgetCatalog([GitWidget(sources: sources).body.descriptor])
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    static let all =
        "/src/feature, /src/clean, /src/detached, /src/initial, /src/gone-upstream, /src/plain, /src/missing, /src/slow, /src/malformed"
    static let cases: [(String, String)] = [("all", all), ("feature", "/src/feature"), ("clean", "/src/clean,/src/initial")]

    private func render(_ family: WidgetFamily, _ repositories: String?, _ choice: WidgetRenderer.EntryChoice = .current) async throws
        -> RenderedView
    {
        let values: ConfigValues = repositories.map { ["repositories": .string($0)] } ?? [:]
        return try await WidgetRenderer.render(
            kind: GitWidget.kind, in: Self.catalog, family: family, entry: choice,
            configuration: values, context: Fixtures.plainContext())
    }

    @Test(arguments: cases, families)
    func live(_ testCase: (String, String), _ family: WidgetFamily) async throws {
        Snapshot.assert(try await render(family, testCase.1).text, named: "git-\(testCase.0)-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render(family, nil, .placeholder).text
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "git-\(family.shortName)-placeholder")
    }

    @Test func everyRepositoryHasItsLineAndProblemsSayWhatIsWrong() async throws {
        let text = try await render(.systemLarge, Self.all).text
        #expect(text.contains("feature/parser ↑2 ↓1"))
        #expect(text.contains("✗1 ●3 ✚2 ?2"))
        #expect(text.contains("origin/feature/parser"))
        #expect(text.contains("origin/main, up to date"))
        #expect(text.contains("detached at 0badc0f"))
        #expect(text.contains("main (no commits)"))
        #expect(text.contains("origin/topic (gone)"))
        #expect(text.contains("⚠ not a git repository"))
        #expect(text.contains("⚠ no such folder"))
        #expect(text.contains("⚠ git status took over 5 s; stopped"))
        #expect(text.contains("⚠ unreadable git output, line 3: a change"))
        #expect(!text.contains("more"))
        let medium = try await render(.systemMedium, Self.all).text
        #expect(medium.contains("+3 more"))
    }

    @Test func eachRepositoryLinksToItsFolder() async throws {
        let rendered = try await render(.systemMedium, "/src/feature, /src/clean")
        #expect(rendered.links.map(\.url) == [URL(fileURLWithPath: "/src/feature"), URL(fileURLWithPath: "/src/clean")])
    }

    /// `~` is `$HOME` (never the password database's folder while HOME is set).
    @Test(arguments: [
        ("~/src/a, ~/src/a,", ["/tmp/someone/src/a"]), ("/x/../y/./z", ["/y/z"]),
        ("$XDG_DATA_HOME/repo", ["/tmp/someone/.local/share/repo"]),
    ])
    func pathsAreExpandedAndDeduplicated(_ parameter: String, _ expected: [String]) {
        let folders = UserFolders(environment: ["HOME": "/tmp/someone"])
        #expect(GitProvider.paths(parameter, folders: folders) == expected)
        #expect(GitProvider.paths(" , ", folders: folders) == [FileManager.default.currentDirectoryPath])
    }

    @Test(arguments: [
        ("/src/clean, /src/initial", Float(1)), ("/src/clean", Float(0)), ("/src/feature, /src/detached, /src/plain", Float(2)),
    ])
    func relevanceCountsRepositoriesWithWorkWaiting(_ repositories: String, _ score: Float) async {
        let records = await TimelineSimulation(catalog: Self.catalog)
            .run(
                kind: GitWidget.kind, family: .systemMedium, configuration: ["repositories": .string(repositories)],
                from: Fixtures.instant, for: 60)
        #expect(records.first { $0.event == .show }?.relevance?.score == score)
    }

    @Test func reloadsHourlyLeavingTheRestOfTheBudgetForHooks() async {
        let records = await TimelineSimulation(catalog: Self.catalog)
            .run(
                kind: GitWidget.kind, family: .systemMedium, configuration: ["repositories": .string(Self.all)],
                from: Fixtures.instant, for: 24 * 3_600)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.map { $0.date.timeIntervalSince(Fixtures.instant) / 3_600 } == (0..<24).map(Double.init))
        #expect(reloads.last?.budgetLeft == 72 - 23)
    }
}
