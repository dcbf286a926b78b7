import BundledWidgets
import Foundation
import Testing
import TestSupport
@testable import WidgetEngine
import WidgetUI

/// The bundled widgets as an extension process: the same archives as in process, and
/// `homescreen extension check` on it and on an extension that breaks the protocol.
struct ExtensionTests {
    static let instant = Date(timeIntervalSince1970: 1_795_456_800) // 2026-11-23T18:00:00Z

    static var bundledExtension: [String] { [BinaryRunner.productsFolder.appendingPathComponent("homescreen-widgets").path] }

    @Test func aTimelineThroughTheExtensionIsTheArchiveMadeInProcess() async throws {
        // The debug program's start under the suite's load may take more than describe's 5 s.
        var deadlines = ExtensionClient.standardDeadlines
        deadlines["describe"] = 60
        let client = ExtensionClient(.init(name: "bundled", arguments: Self.bundledExtension, deadlines: deadlines))
        defer { client.stop() }
        let described = try await ExtensionCatalog.descriptors(from: client).get()
        #expect(described.map(\.kind) == WidgetCatalog(BundledWidgets().descriptors).kinds)
        let remote = WidgetCatalog(described)
        let local = WidgetCatalog(BundledWidgets().descriptors)
        let instance = WidgetInstance(
            id: WidgetInstanceID(rawValue: "clock-1"), kind: "clock", family: .systemMedium,
            configuration: ["timeZone": .string("Europe/Oslo")])
        var environment = EnvironmentValues()
        environment.timeZone = TimeZone(identifier: "UTC") ?? .current
        environment.locale = Locale(identifier: "en_US")
        environment.widgetFamily = .systemMedium
        let context = TimelineProviderContext(family: .systemMedium, date: Self.instant)
        let request = ProviderRequest(
            token: 1, instance: instance, reason: .placed, date: Self.instant,
            deadline: Self.instant.addingTimeInterval(30))
        let there = await ProviderRunner(catalog: remote).timeline(
            for: request, context: context, environment: environment,
            limits: .standard, limit: .seconds(30))
        let here = await ProviderRunner(catalog: local).timeline(
            for: request, context: context, environment: environment,
            limits: .standard, limit: .seconds(30))
        let timeline = try #require(try there?.get())
        #expect(timeline.entries.count > 1)
        #expect(timeline == (try here?.get()))
        // The placeholder came with the description: drawing never waits for the process.
        let placeholder = remote.descriptor(forKind: "clock")?.provider.placeholder(in: context, environment: environment)
        #expect(placeholder?.view.nodeCount ?? 0 > 1)
    }

    @Test func checkPassesTheBundledExtension() async throws {
        let result = try await BinaryRunner.run(["extension", "check"] + Self.bundledExtension)
        #expect(result.status == 0)
        #expect(result.stdout.contains("✓ clock: timeline (small"))
        #expect(result.stdout.hasSuffix("conforms to the extension protocol 1\n"))
    }

    @Test func checkQuotesTheAnswerThatBrokeARule() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-check-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.py")
        try """
        import json, sys
        for line in sys.stdin:
            request = json.loads(line)
            if request["call"]["kind"] == "describe":
                print(json.dumps({"version": 1, "id": request["id"], "result": {"kind": "widgets", "widgets": [
                    {"widget": "bad", "displayName": "Bad", "families": ["systemSmall"]}]}}), flush=True)
            else:
                print(json.dumps({"version": 1, "id": request["id"], "result": {"kind": "timeline", "timeline": {"entries": "soon"}}}), flush=True)
        """.write(to: script, atomically: true, encoding: .utf8)
        let result = try await BinaryRunner.run(["extension", "check", "/usr/bin/python3", script.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("✗ bad: a placeholder for each family: none for small"))
        #expect(result.stdout.contains("✗ bad: timeline: the extension broke the protocol: result.timeline.entries"))
        #expect(result.stdout.contains("3 problems with the extension protocol 1"))
    }
}
