@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The battery widget on fixture trees laid out as `/sys/class/power_supply`.
struct BatteryWidgetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/power_supply")

    static func catalog(_ tree: String) -> WidgetCatalog {
        WidgetCatalog([BatteryWidget(root: fixtures.appendingPathComponent(tree).path).body.descriptor])
    }

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline]
    static let trees = ["discharging", "charging", "low", "two", "none", "broken"]

    private func render(_ tree: String, _ family: WidgetFamily, _ choice: WidgetRenderer.EntryChoice = .current) async throws -> String {
        try await WidgetRenderer.render(
            kind: BatteryWidget.kind, in: Self.catalog(tree), family: family, entry: choice,
            context: Fixtures.plainContext()
        ).text
    }

    @Test(arguments: trees, families)
    func live(_ tree: String, _ family: WidgetFamily) async throws {
        Snapshot.assert(try await render(tree, family), named: "battery-\(tree)-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render("none", family, .placeholder)
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "battery-\(family.shortName)-placeholder")
    }

    @Test func theGallerySnapshotShowsSampleData() async throws {
        let text = try await render("none", .systemSmall, .snapshot)
        #expect(text.contains("On battery"))
        #expect(text.contains("3:12 left"))
    }

    @Test(arguments: [
        ("discharging", "3:12 left", "On battery"), ("charging", "2:00 to full", "Charging"),
        ("low", "0:40 left", "On battery"),
    ])
    func timeLeftComesFromTheRate(_ tree: String, _ time: String, _ status: String) async throws {
        let text = try await render(tree, .systemSmall)
        #expect(text.contains(time), "\(text)")
        #expect(text.contains(status), "\(text)")
    }

    @Test func noBatteryIsSaidPlainly() async throws {
        let medium = try await render("none", .systemMedium)
        #expect(medium.contains("No battery"))
        #expect(medium.contains("On AC power"))
        #expect(medium.contains("K380 Keyboard 70%"))
        for tree in ["absent", "no-such-folder"] {
            #expect(try await render(tree, .systemSmall).contains("No battery"))
        }
    }

    @Test func aBrokenFileIsNamedWithWhatWasExpected() async throws {
        let text = try await render("broken", .systemMedium)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("BAT0/capacity: \"abc\" is not a percentage from 0 to 100"), "\(text)")
    }

    @Test func twoBatteriesAreWeighedByTheirFullEnergyAndPeripheralsLeftOut() throws {
        let supply = try PowerSupplyReader(root: Self.fixtures.appendingPathComponent("two").path).read().get()
        #expect(supply.batteries.map(\.name) == ["BAT0", "BAT1"])
        #expect(supply.batteries.map(\.capacity) == [100, 25])
        #expect(supply.devices.map(\.name) == ["MX Master 3"])
        // (100 x 40 + 25 x 20) / 60 = 75.
        #expect(supply.capacity == 75)
        #expect(supply.status == .discharging)
        #expect(supply.timeRemaining == 3_600)
    }

    @Test(arguments: [("low", Float(88)), ("discharging", Float(0)), ("charging", Float(0))])
    func relevanceRisesOnlyWhenLowAndDischarging(_ tree: String, _ score: Float) async throws {
        let records = await TimelineSimulation(catalog: Self.catalog(tree))
            .run(kind: BatteryWidget.kind, family: .systemSmall, from: Fixtures.instant, for: 60)
        #expect(records.first { $0.event == .show }?.relevance?.score == score)
    }

    @Test func reloadsEveryTwentyMinutesWithinTheBudget() async {
        let records = await TimelineSimulation(catalog: Self.catalog("discharging"))
            .run(kind: BatteryWidget.kind, family: .systemSmall, from: Fixtures.instant, for: 24 * 3_600)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.count == 72)
        #expect(zip(reloads, reloads.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 1_200 })
        #expect(!records.contains { $0.granted == false })
        #expect(reloads.last?.budgetLeft == 1)
    }

    @Test func withoutABatteryItAsksEverySixHours() async {
        let records = await TimelineSimulation(catalog: Self.catalog("none"))
            .run(kind: BatteryWidget.kind, family: .systemSmall, from: Fixtures.instant, for: 24 * 3_600)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.map { $0.date.timeIntervalSince(Fixtures.instant) / 3_600 } == [0, 6, 12, 18])
    }
}
