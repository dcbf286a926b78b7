import Foundation
import HomeScreenUI
import HostIO
import Testing

struct AppLauncherTests {
    static let browser = AppEntry(name: "Browser", icon: "◍", scheme: "https", command: ["xdg-open"])
    static let notes = AppEntry(name: "Notes", icon: "✎", scheme: "homescreen-notes", command: ["vim", "-R"])
    static let clock = AppEntry(name: "Clock", icon: "◷", command: ["tty-clock", "-c"])
    let launcher = AppLauncher(apps: [Self.browser, Self.notes, Self.clock])

    private func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    @Test func theAppOwningTheSchemeGetsTheURLAndFallsBackToItsTop() throws {
        let link = try url("homescreen-notes://open?id=7")
        #expect(
            launcher.plan(opening: link)
                == .run(
                    app: Self.notes, arguments: ["vim", "-R", "homescreen-notes://open?id=7"],
                    fallback: ["vim", "-R"]))
        let page = try url("https://example.com/a?b=c#d")
        #expect(
            launcher.plan(opening: page)
                == .run(
                    app: Self.browser, arguments: ["xdg-open", "https://example.com/a?b=c#d"],
                    fallback: ["xdg-open"]))
    }

    @Test func schemesMatchWhateverTheirCase() throws {
        let page = try url("HTTPS://Example.com/")
        #expect(
            launcher.plan(opening: page)
                == .run(
                    app: Self.browser, arguments: ["xdg-open", "HTTPS://Example.com/"],
                    fallback: ["xdg-open"]))
        let shouting = AppLauncher(apps: [AppEntry(name: "Web", icon: "◍", scheme: "HTTP", command: ["w3m"])])
        #expect(shouting.apps.first?.scheme == "http")
        #expect(shouting.app(forScheme: "Http")?.name == "Web")
    }

    @Test func aURLNoAppOwnsHasNoApp() throws {
        for text in ["mailto:someone@example.com", "relative/path", "clock://now"] {
            let link = try url(text)
            #expect(launcher.plan(opening: link) == .noApp(link))
        }
        #expect(AppLauncher(apps: []).plan(opening: try url("https://example.com")) == .noApp(try url("https://example.com")))
    }

    @Test func launchingAnAppRunsItsCommandAloneWithoutFallback() {
        #expect(launcher.plan(launching: Self.clock) == .run(app: Self.clock, arguments: ["tty-clock", "-c"], fallback: nil))
        #expect(launcher.plan(launching: Self.browser) == .run(app: Self.browser, arguments: ["xdg-open"], fallback: nil))
    }
}
