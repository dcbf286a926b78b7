@testable import BundledWidgets
import Foundation
import LoopbackServer
import Synchronization
import Testing
import TestSupport
import WidgetEngine
import WidgetNetwork

/// The GitHub widget against a loopback REST API: review requests, your pull requests with
/// their checks and notifications; the token from GITHUB_TOKEN or `gh auth token`, sent and
/// never written anywhere; ETags; a used-up rate limit waited out.
@Suite(.serialized) struct GitHubWidgetTests {
    static let token = "ghp_test0123456789secretTOKEN"

    func configuration(_ harness: NetworkWidgetHarness, repositories: String = "", user: String = "") -> ConfigValues {
        ["server": .string(harness.base), "repositories": .string(repositories), "user": .string(user)]
    }

    @Test(arguments: [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .accessoryInline])
    func reviewsPullRequestsWithChecksAndNotifications(family: WidgetFamily) async throws {
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": Self.token, "PATH": "/nonexistent"])
        defer { harness.finish() }
        let text = try await harness.render("github", family: family, configuration: configuration(harness))
        Snapshot.assert(text, named: "github-\(family.rawValue)")
        #expect(text.contains("2"))
    }

    @Test func theListsLinkToTheirPagesAndShowChecks() async throws {
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": Self.token, "PATH": "/nonexistent"])
        defer { harness.finish() }
        let rendered = try await harness.rendered("github", family: .systemLarge, configuration: configuration(harness))
        let flat = NetworkWidgetHarness.flat(rendered.text)
        #expect(flat.contains("✓ Cache answers on disk"))
        #expect(flat.contains("✗ Back off on 429"))
        #expect(rendered.links.map(\.url.absoluteString).contains("https://github.com/octo/widgets/pull/42"))
        #expect(rendered.links.map(\.url.absoluteString).contains("https://github.com/octo/widgets/issues/7"))
        let search = try #require(harness.server.requests.first { $0.path == "/search/issues" })
        #expect(search.header("authorization") == "Bearer \(Self.token)")
        #expect(search.header("accept") == "application/vnd.github+json")
        #expect(search.header("x-github-api-version") == "2022-11-28")
    }

    @Test func theTokenComesFromGhWhenNoVariableHoldsOne() async throws {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("homescreen-gh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        try ExecutableScript.write(
            "#!/bin/sh\n[ \"$1 $2\" = \"auth token\" ] && echo gho_fromTheCLI42\n", to: bin.appendingPathComponent("gh"))
        let harness = try NetworkWidgetHarness(environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        defer { harness.finish() }
        _ = try await harness.render("github", configuration: configuration(harness))
        #expect(harness.server.requests.first?.header("authorization") == "Bearer gho_fromTheCLI42")
    }

    @Test func theTokenIsNeverWrittenToTheCacheALogOrTheWidget() async throws {
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": Self.token, "PATH": "/nonexistent"]) { request in
            // A server that quotes the token back in its error, as a careless proxy might.
            request.path == "/notifications"
                ? .answer(status: 401, body: Data(#"{"message": "Bad credentials: \#(request.header("authorization") ?? "")"}"#.utf8))
                : FixtureAPIs.reply(to: request)
        }
        defer { harness.finish() }
        let text = try await harness.render("github", family: .systemLarge, configuration: configuration(harness))
        #expect(NetworkWidgetHarness.flat(text).contains("HTTP 401 Unauthorized: Bad credentials: …"))
        #expect(!text.contains(Self.token))
        #expect(!TestLog.records().contains { $0.message.contains(Self.token) })
        let cache = harness.home.appendingPathComponent("cache")
        let files = FileManager.default.enumerator(at: cache, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        #expect(files.count > 3)
        for file in files where !file.hasDirectoryPath {
            let bytes = (try? Data(contentsOf: file)) ?? Data()
            #expect(bytes.range(of: Data(Self.token.utf8)) == nil, "\(file.lastPathComponent) holds the token")
        }
    }

    @Test func withoutATokenAUserCanStillBeShown() async throws {
        let harness = try NetworkWidgetHarness(environment: ["PATH": "/nonexistent"])
        defer { harness.finish() }
        let none = try await harness.render("github", configuration: configuration(harness))
        #expect(
            NetworkWidgetHarness.flat(none).contains("No GitHub token: set GITHUB_TOKEN, or log in with gh auth login, or give a user."))
        #expect(harness.server.requests.isEmpty)
        _ = try await harness.render("github", family: .systemLarge, configuration: configuration(harness, user: "ana"))
        let queries = harness.server.requests.compactMap { $0.query["q"] }
        #expect(queries.contains("is:open is:pr archived:false author:ana"))
        #expect(!harness.server.requests.contains { $0.path == "/notifications" })
        #expect(!harness.server.requests.contains { $0.header("authorization") != nil })
    }

    @Test func repositoriesNarrowEveryList() async throws {
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": Self.token, "PATH": "/nonexistent"])
        defer { harness.finish() }
        let text = try await harness.render(
            "github", family: .systemLarge, configuration: configuration(harness, repositories: "octo/widgets, octo/cli"))
        #expect(
            harness.server.requests.contains {
                $0.query["q"] == "is:open is:pr archived:false review-requested:@me repo:octo/widgets repo:octo/cli"
            })
        #expect(!text.contains("Release v1.2.0")) // a notification of octo/docs
        #expect(text.contains("Crash on resize"))
    }

    @Test func unchangedAnswersComeBackAsNotModified() async throws {
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": Self.token, "PATH": "/nonexistent"])
        defer { harness.finish() }
        _ = try await harness.render("github", configuration: configuration(harness))
        let first = harness.server.requests.count
        let later = Fixtures.instant.addingTimeInterval(21 * 60)
        let text = try await harness.render("github", family: .systemLarge, configuration: configuration(harness), at: later)
        let again = harness.server.requests.dropFirst(first)
        #expect(!again.isEmpty)
        #expect(again.allSatisfy { $0.header("if-none-match") != nil })
        #expect(text.contains("Render weather glyphs"))
        #expect(!text.contains("⚠"))
    }

    @Test func aUsedUpRateLimitIsWaitedOutUntilItsReset() async throws {
        let limited = Mutex(false)
        let reset = Fixtures.instant.addingTimeInterval(45 * 60)
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": Self.token, "PATH": "/nonexistent"]) { request in
            guard limited.withLock({ $0 }) else { return FixtureAPIs.reply(to: request) }
            return .answer(
                status: 403, headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(Int(reset.timeIntervalSince1970))"],
                body: Data(#"{"message": "API rate limit exceeded"}"#.utf8))
        }
        defer { harness.finish() }
        _ = try await harness.render("github", configuration: configuration(harness))
        limited.withLock { $0 = true }
        let later = Fixtures.instant.addingTimeInterval(21 * 60)
        let timeline = try await harness.timeline("github", family: .systemLarge, configuration: configuration(harness), at: later)
        #expect(try #require(timeline.policy.afterDate) >= reset)
        let text = try await harness.render(
            "github", family: .systemLarge, configuration: configuration(harness), at: later.addingTimeInterval(60))
        #expect(NetworkWidgetHarness.flat(text).contains("HTTP 403 Forbidden: API rate limit exceeded"))
        #expect(text.contains("Render weather glyphs"))
    }

    @Test func repositoriesAreValidatedAtSave() {
        #expect(GitHubIntent.repositoryValidation("octo/widgets, apple/swift-log") == nil)
        #expect(GitHubIntent.repositoryValidation("octo") == "\"octo\" is not owner/name")
        #expect(GitHubIntent.repositoryValidation("octo/widgets/extra") != nil)
    }
}

/// The pull requests widget keeps its JSON file as its default source and reads GitHub when
/// asked.
@Suite(.serialized) struct PullRequestsGitHubSourceTests {
    @Test func theGitHubSourceListsTheRepositoriesOpenPullRequests() async throws {
        let harness = try NetworkWidgetHarness(environment: ["GITHUB_TOKEN": GitHubWidgetTests.token, "PATH": "/nonexistent"])
        defer { harness.finish() }
        let catalog = WidgetCatalog([
            PullRequestsWidget(folders: harness.folders, transport: HTTPClient(proxies: ProxySettings())).body.descriptor
        ])
        let configuration: ConfigValues = [
            "source": .string("github"), "repositories": .string("octo/widgets"), "server": .string(harness.base),
            "showDrafts": .boolean(false),
        ]
        let text = try await harness.render("pullrequests", family: .systemLarge, configuration: configuration, in: catalog)
        #expect(text.contains("#51 Cache answers on disk"))
        #expect(!text.contains("Back off on 429")) // a draft
        #expect(harness.server.requests.first?.query["q"] == "is:open is:pr archived:false repo:octo/widgets")
        // The file stays the default: without a file, it says so and asks nothing of GitHub.
        harness.server.answer { _ in .status(500) }
        let file = try await harness.render("pullrequests", family: .systemMedium, configuration: [:], in: catalog)
        #expect(file.contains("No file"))
        #expect(harness.server.requests.count == 1)
    }
}
