@testable import BundledWidgets
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The system widget on fixture `/proc` folders, with fixed disk figures in place of `statvfs`.
struct SystemWidgetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/proc")
    static let gibibyte = 1_073_741_824.0

    /// `/` 42 % used, `/home` 95 % used, anything else missing.
    static let disks: @Sendable (String) -> Result<DiskSpace, DiskProblem> = { path in
        switch path {
        case "/": return .success(DiskSpace(total: 500 * gibibyte, used: 210 * gibibyte, available: 265 * gibibyte))
        case "/home": return .success(DiskSpace(total: 1_000 * gibibyte, used: 900 * gibibyte, available: 50 * gibibyte))
        default: return .failure(DiskProblem(message: "no such folder"))
        }
    }

    static func catalog(_ proc: String) -> WidgetCatalog {
        let sources = SystemSources(proc: ProcReader(root: fixtures.appendingPathComponent(proc).path), diskSpace: disks)
        return WidgetCatalog([SystemWidget(sources: sources).body.descriptor])
    }

    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    static let mounts: ConfigValues = ["mounts": .string("/, /home, /mnt/backup")]

    private func render(
        _ proc: String, _ family: WidgetFamily, _ values: ConfigValues = mounts,
        _ choice: WidgetRenderer.EntryChoice = .current
    ) async throws -> String {
        try await WidgetRenderer.render(
            kind: SystemWidget.kind, in: Self.catalog(proc), family: family, entry: choice,
            configuration: values, context: Fixtures.plainContext()
        ).text
    }

    @Test(arguments: ["busy", "overloaded"], families)
    func live(_ proc: String, _ family: WidgetFamily) async throws {
        Snapshot.assert(try await render(proc, family), named: "system-\(proc)-\(family.shortName)-live")
    }

    @Test(arguments: families)
    func placeholder(_ family: WidgetFamily) async throws {
        let text = try await render("busy", family, [:], .placeholder)
        #expect(text.contains("▆"))
        Snapshot.assert(text, named: "system-\(family.shortName)-placeholder")
    }

    @Test func largeShowsEveryFigure() async throws {
        let text = try await render("busy", .systemLarge)
        #expect(text.contains("4 CPUs"))
        #expect(text.contains("Load 0.42 · 0.36 · 0.20"))
        #expect(text.contains("0.11 per CPU"))
        // 16303488 kB total, 5734400 kB available: 10.1 GiB used of 15.5 GiB, 65 %.
        #expect(text.contains("Memory 10.1G of 15.5G"))
        #expect(text.contains("65%"))
        #expect(text.contains("/ 210G of 475G"))
        #expect(text.contains("/home 900G of 950G"))
        #expect(text.contains("/mnt/backup"))
        #expect(text.contains("no such folder"))
    }

    @Test func theDefaultMountIsTheRoot() async throws {
        let text = try await render("busy", .systemMedium, [:])
        #expect(text.contains("/ 210G of 475G"))
        #expect(!text.contains("/home"))
    }

    @Test(arguments: [("/, /home ,, /", ["/", "/home"]), ("", ["/"]), (" , ", ["/"]), ("~/data", ["~/data"])])
    func mountsAreTrimmedAndDeduplicated(_ parameter: String, _ expected: [String]) {
        #expect(SystemProvider.mounts(parameter) == expected)
    }

    @Test(arguments: [
        ("broken-loadavg", "loadavg:1: 5-minute load \"high\" is not a number"),
        ("no-memtotal", "meminfo: no MemTotal line"),
        ("no-such-proc", "loadavg: cannot be read"),
    ])
    func brokenProcFilesAreNamed(_ proc: String, _ expected: String) async throws {
        let text = try await render(proc, .systemMedium)
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Cannot read /proc"))
        #expect(words.contains(expected), "\(text)")
        if proc == "broken-loadavg" { Snapshot.assert(text, named: "system-error-\(proc)") }
    }

    @Test func relevanceRisesUnderPressureOnly() async {
        func score(_ proc: String, mounts: String) async -> Float? {
            let records = await TimelineSimulation(catalog: Self.catalog(proc))
                .run(
                    kind: SystemWidget.kind, family: .systemSmall, configuration: ["mounts": .string(mounts)], from: Fixtures.instant,
                    for: 60)
            return records.first { $0.event == .show }?.relevance?.score
        }
        #expect(await score("busy", mounts: "/") == 0)
        // /home is 900 of 950 usable: 94.7 %.
        #expect(await score("busy", mounts: "/home").map { Int($0) } == 94)
        // 5.10 load on 4 CPUs: 127.5 %.
        #expect(await score("overloaded", mounts: "/") == 127.5)
    }

    /// Every 20 minutes is the most the default budget (72 in any 24 h, 5 min apart) sustains:
    /// over two days no reload is ever deferred and the spacing never changes.
    @Test func reloadsEveryTwentyMinutesAndNeverRunsOutOfBudget() async {
        let records = await TimelineSimulation(catalog: Self.catalog("busy"))
            .run(kind: SystemWidget.kind, family: .systemSmall, configuration: Self.mounts, from: Fixtures.instant, for: 48 * 3_600)
        let reloads = records.filter { $0.event == .reload }
        #expect(reloads.count == 144)
        #expect(zip(reloads, reloads.dropFirst()).allSatisfy { $1.date.timeIntervalSince($0.date) == 1_200 })
        #expect(!records.contains { $0.granted == false })
        #expect(reloads.filter { $0.date < Fixtures.instant.addingTimeInterval(86_400) }.count == 72)
        #expect(records.filter { $0.event == .show }.count == 144)
    }

    @Test(arguments: [
        (0.0, "0B"), (512, "512B"), (1_536, "1.5K"), (10.1 * gibibyte, "10.1G"), (210 * gibibyte, "210G"),
        (1.25 * 1_024 * gibibyte, "1.3T"),
    ])
    func sizesReadLikeDf(_ bytes: Double, _ expected: String) {
        #expect(SystemView.bytes(bytes) == expected)
    }

    @Test func theRealMachineHasFigures() throws {
        // Whatever this machine is, its /proc parses and / has a size.
        let (load, memory, cpus) = try ProcReader().read().get()
        #expect(load.one >= 0)
        #expect(memory.total > 0)
        #expect((cpus ?? 0) >= 1)
        #expect(try DiskSpaceReader.space(of: "/").get().total > 0)
        #expect(DiskSpaceReader.space(of: "/no/such/folder/here") == .failure(DiskProblem(message: "no such folder")))
    }
}
