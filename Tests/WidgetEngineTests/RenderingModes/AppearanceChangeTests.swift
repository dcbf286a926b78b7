import Archive
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// Switching the appearance (the tinted home screen) re-resolves the views: widgets read the
/// rendering mode when archived, so every timeline is asked for again, free of budget, and
/// the placeholders are made again.
struct AppearanceChangeTests {
    private let catalog = RenderingModeTests.catalog
    private let start = Fixtures.instant
    private let steps = WidgetInstance(id: WidgetInstanceID(rawValue: "steps-1"), kind: "steps", family: .systemSmall)

    /// Runs `requests` through the providers and delivers their timelines.
    private func run(_ requests: [ProviderRequest], in engine: inout TimelineEngine, at now: Date) async {
        let runner = ProviderRunner(catalog: catalog)
        for request in requests {
            let result = await runner.timeline(
                for: request, context: engine.context(for: request.instance, at: now),
                environment: engine.resolveEnvironment(for: request.instance), limits: engine.settings.archiveLimits,
                limit: .seconds(30))
            if let result { engine.deliver(result, for: request.token, at: now) }
        }
    }

    private func shown(_ engine: TimelineEngine, at now: Date) throws -> String {
        let view = try #require(engine.display(steps.id, at: now)?.view)
        return WidgetRenderer.render(view, family: .systemSmall, context: Fixtures.plainContext(at: now)).text
    }

    @Test func switchingToTintedReloadsEveryTimelineFreeOfBudgetInTheNewMode() async throws {
        var engine = TimelineEngine(catalog: catalog)
        engine.place(steps, at: start)
        await run(engine.advance(to: start), in: &engine, at: start)
        #expect(try shown(engine, at: start).contains("Full color"))
        #expect(try shown(engine, at: start).contains("on orange"))

        let later = start.addingTimeInterval(60)
        let changed = engine.changeAppearance(colorScheme: engine.environment.colorScheme, renderingMode: .accented, at: later)
        #expect(changed)
        let requests = engine.advance(to: later)
        #expect(requests.map(\.reason) == [.foreground])
        #expect(requests.allSatisfy { $0.reason.isFree })
        await run(requests, in: &engine, at: later)
        let text = try shown(engine, at: later)
        #expect(text.contains("Tinted"))
        #expect(text.contains("no background"))

        // The same appearance again changes nothing and asks for nothing.
        let again = engine.changeAppearance(colorScheme: engine.environment.colorScheme, renderingMode: .accented, at: later)
        #expect(!again)
        #expect(engine.advance(to: later.addingTimeInterval(1)).isEmpty)
    }

    @Test func placeholdersAreMadeAgainInTheNewMode() throws {
        var engine = TimelineEngine(catalog: catalog)
        engine.place(steps, at: start)
        engine.preparePlaceholders(for: [steps.id], at: start)
        let before = try #require(engine.placeholder(kind: "steps", family: .systemSmall))
        engine.changeAppearance(colorScheme: engine.environment.colorScheme, renderingMode: .accented, at: start)
        #expect(engine.placeholder(kind: "steps", family: .systemSmall) == nil)
        engine.preparePlaceholders(for: [steps.id], at: start)
        let after = try #require(engine.placeholder(kind: "steps", family: .systemSmall))
        #expect(before.view != after.view)
        // (Drawn redacted, as placeholders are: the archive holds what the view read.)
        #expect(try after.view.jsonDocument().contains("no background"))
        #expect(try before.view.jsonDocument().contains("on orange"))
    }

    @Test func accessoryInstancesResolveVibrantWhateverTheAppearance() {
        var engine = TimelineEngine(catalog: catalog)
        let charge = WidgetInstance(id: WidgetInstanceID(rawValue: "charge-1"), kind: "charge", family: .accessoryRectangular)
        for mode in [WidgetRenderingMode.fullColor, .accented] {
            engine.changeAppearance(colorScheme: .dark, renderingMode: mode, at: start)
            let environment = engine.resolveEnvironment(for: charge)
            #expect(environment.widgetRenderingMode == .vibrant)
            #expect(environment.colorScheme == .dark)
            #expect(!environment.showsWidgetContainerBackground)
            #expect(engine.resolveEnvironment(for: steps).widgetRenderingMode == mode)
        }
        let poster = WidgetInstance(id: WidgetInstanceID(rawValue: "poster-1"), kind: "poster", family: .systemSmall)
        #expect(engine.resolveEnvironment(for: poster).showsWidgetContainerBackground)
    }
}

/// Widgets run out of process get the mode too: it crosses the extension protocol in the
/// request's context, and the extension resolves its views in it.
struct RenderingModeOverTheProtocolTests {
    @Test func theContextCarriesTheModeAndTheBackgroundsVisibility() throws {
        var environment = EnvironmentValues()
        environment.widgetRenderingMode = .accented
        environment.showsWidgetContainerBackground = false
        let providerContext = TimelineProviderContext(family: .systemSmall, date: Fixtures.instant)
        let context = ExtensionContext(kind: "steps", configuration: [:], context: providerContext, environment: environment)
        let line = try ArchiveJSON.document(context, named: "context")
        #expect(line.contains(#""renderingMode":"accented""#))
        let read = try ArchiveJSON.decodeDocument(ExtensionContext.self, named: "context", from: line)
        #expect(read.environment.widgetRenderingMode == .accented)
        #expect(!read.environment.showsWidgetContainerBackground)

        // A host that sends neither field gets full color with the background.
        let plain = ExtensionContext(kind: "steps", configuration: [:], context: providerContext, environment: EnvironmentValues())
        let plainLine = try ArchiveJSON.document(plain, named: "context")
        #expect(!plainLine.contains("renderingMode"))
        #expect(
            try ArchiveJSON.decodeDocument(ExtensionContext.self, named: "context", from: plainLine).environment.widgetRenderingMode
                == .fullColor)
    }
}
