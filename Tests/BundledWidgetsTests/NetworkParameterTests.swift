@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The network widgets' parameters as the configuration sheet, the layout file and `--config`
/// check them (each through `IntentParameter.validate`): URLs, places, repositories, servers,
/// and intervals that can only be raised; and units that follow the locale.
struct NetworkParameterTests {
    static let catalog = BundledWidgets.catalog(folders: UserFolders(environment: ["HOME": "/nonexistent"]), timeZone: Fixtures.utc)

    func problem(_ kind: String, _ name: String, _ value: ConfigValue) throws -> String? {
        let descriptor = try #require(Self.catalog.descriptor(forKind: kind))
        let parameter = try #require(descriptor.parameters.first { $0.name == name })
        if case let .failure(error) = parameter.validate(value) { return error.message }
        return nil
    }

    @Test(arguments: [
        ("weather", "place", ConfigValue.string("91, 13"), "coordinates are latitude -90 to 90, longitude -180 to 180 (\"52.52, 13.41\")"),
        ("weather", "minutes", .integer(10), "10 is outside 30...1440"),
        ("weather", "server", .string("open-meteo"), "give the server's http:// or https:// URL"),
        (
            "feeds", "feeds", .string("https://a.example/rss, gopher://b.example"),
            "\"gopher://b.example\" is not an http://, https:// or webcal:// URL"
        ),
        ("feeds", "minutes", .integer(5), "5 is outside 20...1440"),
        ("github", "repositories", .string("octo"), "\"octo\" is not owner/name"),
        ("sites", "urls", .string("example.org"), "\"example.org\" is not an http://, https:// or webcal:// URL"),
        ("calendar", "subscriptions", .string("file:///etc/passwd"), "\"file:///etc/passwd\" is not an http://, https:// or webcal:// URL"),
        ("pullrequests", "source", .string("gitlab"), "\"gitlab\" is not one of file, github"),
    ])
    func badValuesAreRefusedWithTheirReason(kind: String, name: String, value: ConfigValue, message: String) throws {
        #expect(try problem(kind, name, value) == message)
    }

    @Test(arguments: [
        ("weather", "place", ConfigValue.string("Berlin")), ("weather", "units", .string("imperial")),
        ("feeds", "feeds", .string("https://a.example/rss webcal://b.example/c.ics")),
        ("github", "repositories", .string("apple/swift-log")),
        ("sites", "urls", .string("https://example.org,http://127.0.0.1:8080/health")), ("calendar", "minutes", .integer(15)),
    ])
    func goodValuesPass(kind: String, name: String, value: ConfigValue) throws {
        #expect(try problem(kind, name, value) == nil)
    }

    @Test func automaticUnitsFollowTheLocale() {
        #expect(WeatherUnits.automatic.isImperial(in: Locale(identifier: "en_US")))
        #expect(!WeatherUnits.automatic.isImperial(in: Locale(identifier: "de_DE")))
        #expect(!WeatherUnits.automatic.isImperial(in: Locale(identifier: "en_GB")))
        #expect(WeatherUnits.imperial.isImperial(in: Locale(identifier: "de_DE")))
    }
}
