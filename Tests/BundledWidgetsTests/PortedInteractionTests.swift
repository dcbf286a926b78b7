import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The iOS 17 interactive widgets and App Intents of `Ports/`, each compiled with only its
/// imports changed, pressed and drawn as a user sees them: one test per API.
struct PortedInteractionTests {
    static let catalog = WidgetCatalog(PortedWidgets().descriptors)

    private func render(_ kind: String, _ configuration: ConfigValues = [:]) async throws -> RenderedView {
        try await WidgetRenderer.render(
            kind: kind, in: Self.catalog, family: .systemSmall, configuration: configuration, context: Fixtures.plainContext())
    }

    /// `AppEntity` and `EntityQuery`: the suggested entities are the parameter's choices,
    /// with their titles, and a stored identifier comes back as the entity.
    @Test func entitiesAreOfferedFromTheQuerysSuggestions() async throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: "port-shop"))
        #expect(descriptor.parameters.map(\.name) == ["account", "list", "aisle"])
        guard case let .dynamicOptions(options) = descriptor.parameters[1].kind else {
            Issue.record("the list is not chosen from options")
            return
        }
        #expect(try await options.results() == ["groceries", "hardware", "office"])
        #expect(try await options.titledResults().map(\.title) == ["Groceries", "Hardware", "Office"])
        let rendered = try await render("port-shop", ["list": .string("hardware")])
        #expect(rendered.text.contains("Hardware"))
        let missing = await WidgetRenderer.renderFailure(kind: "port-shop", in: Self.catalog, configuration: ["list": .string("garden")])
        #expect(missing?.contains("garden is no longer there") == true)
    }

    /// `@IntentParameterDependency`: the query reads the account being configured.
    @Test func aDependencyNarrowsTheSuggestions() async throws {
        let intent = ShopListIntent()
        intent.account = "work"
        let suggested = try await IntentDependencyScope.$intent.withValue(intent) { try await ShopListQuery().suggestedEntities() }
        #expect(suggested.map(\.id) == ["office"])
        #expect(try await ShopListQuery().suggestedEntities().count == 3)
    }

    /// `AppEnum` with `DisplayRepresentation(title:subtitle:)`: the titles are the choices'.
    @Test func anEnumsCasesAreItsChoices() throws {
        let descriptor = try #require(Self.catalog.descriptor(forKind: "port-shop"))
        guard case let .choice(choices) = descriptor.parameters[2].kind else {
            Issue.record("the aisle is not a choice")
            return
        }
        #expect(choices.map(\.title) == ["Fresh", "Pantry"])
        #expect(Aisle.caseDisplayRepresentations[.fresh]?.subtitle == "Fruit and vegetables")
    }

    /// `Toggle(isOn:intent:)` with a `SetValueIntent` that is also a `LiveActivityIntent` and
    /// asks for authentication: it runs as a plain intent, with the new state as its value.
    @Test func aToggleSetsItsValueIntentsValue() async throws {
        let before = try await render("port-shop", ["list": .string("groceries")])
        let leeks = try #require(before.pressTargets.first { $0.label == "Leeks" })
        #expect(leeks.control == .toggle(isOn: false))
        _ = try await WidgetRenderer.press(leeks, kind: "port-shop", in: Self.catalog).get()
        #expect(ShopStore.isChecked("Leeks"))
        let after = try await render("port-shop", ["list": .string("groceries")])
        #expect(after.pressTargets.first { $0.label == "Leeks" }?.control == .toggle(isOn: true))
        Snapshot.assert(after.buffer.styledText, named: "port-shop-small")
        _ = try await WidgetRenderer.press(
            try #require(after.pressTargets.first { $0.label == "Leeks" }), kind: "port-shop", in: Self.catalog
        ).get()
        #expect(!ShopStore.isChecked("Leeks"))
    }

    /// `Button(_:intent:)` with `$param`, a dialog result, `buttonStyle(.bordered)`,
    /// `buttonBorderShape(.capsule)` and `disabled(true)`.
    @Test func buttonsWithStylesShapesAndDisabled() async throws {
        // The pantry aisle's items: the toggle test checks the fresh ones meanwhile.
        let rendered = try await render("port-shop", ["list": .string("groceries"), "aisle": .string("pantry")])
        #expect(rendered.text.contains("(Clear) [Share]"))
        let clear = try #require(rendered.pressTargets.first { $0.label == "Clear" })
        #expect(try await WidgetRenderer.press(clear, kind: "port-shop", in: Self.catalog).get().dialog == "Cleared items")
        let share = try #require(rendered.pressTargets.first { $0.label == "Share" })
        #expect(share.disabled)
    }

    /// `invalidatableContent()`: dimmed while the host marks the tile `.invalidated`.
    @Test func invalidatableContentIsDimmedWhilePending() async throws {
        var context = Fixtures.plainContext(redaction: .invalidated)
        context.redactionReasons = .invalidated
        let dimmed = try await WidgetRenderer.render(
            kind: "port-shop", in: Self.catalog, family: .systemSmall, configuration: ["list": .string("groceries")], context: context)
        let apples = try #require(dimmed.pressTargets.first { $0.label == "Apples" })
        let cell = try #require(dimmed.buffer[apples.frame.minX + 1, apples.frame.minY])
        #expect(cell.style.attributes.contains(.dim))
        let plain = try await render("port-shop", ["list": .string("groceries")])
        #expect(plain.buffer[apples.frame.minX + 1, apples.frame.minY]?.style.attributes.contains(.dim) == false)
    }

    /// `OpensIntent`: the press answers the URL the host opens; a custom `ButtonStyle` draws
    /// its own body.
    @Test func anIntentThatOpensAURL() async throws {
        let rendered = try await render("port-links")
        #expect(rendered.pressTargets.map(\.label) == ["Docs", "Guide"])
        let docs = try #require(rendered.pressTargets.first)
        #expect(
            try await WidgetRenderer.press(docs, kind: "port-links", in: Self.catalog).get().opensURL?.absoluteString
                == "https://example.com/docs")
        Snapshot.assert(rendered.text, named: "port-links-small")
    }

    /// `IntentConfiguration` with an `IntentTimelineProvider` and an `INIntent` subclass,
    /// `CustomIntentMigratedAppIntent`, `UIImage(systemName:)`, `Color(uiColor:)`,
    /// `Color(_: UIColor)` and `RoundedRectangle(cornerSize:style:)`.
    @Test func aSiriKitConfiguredWidgetWithUIKitColorsAndSymbols() async throws {
        let rendered = try await render("port-siri-tea")
        #expect(rendered.text.contains("☕ Tea 🍵"))
        #expect(MigratedConfiguration.intentClassName == "ConfigurationIntent")
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(Color(uiColor: .systemGreen) == Color.green)
        Snapshot.assert(rendered.text, named: "port-siri-tea-small")
    }
}

extension WidgetRenderer {
    /// Why rendering `kind` fails, or nil when it does not.
    static func renderFailure(kind: String, in catalog: WidgetCatalog, configuration: ConfigValues) async -> String? {
        do {
            _ = try await render(
                kind: kind, in: catalog, family: .systemSmall, configuration: configuration, context: Fixtures.plainContext())
            return nil
        } catch {
            return error.description
        }
    }
}
