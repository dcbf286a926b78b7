@testable import BundledWidgets
import CellGrid
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The Photos widget: the hour's picture from a folder, three hourly entries with a relevance
/// for each new picture, its messages for a missing or empty folder, and the archive limit.
struct PhotosWidgetTests {
    static let folders = UserFolders(environment: ["HOME": "/nonexistent/home"])
    static let catalog = BundledWidgets.catalog(folders: folders, timeZone: Fixtures.utc)
    /// Six small pictures (and the script that wrote them, which is not a picture).
    static let pictures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../WidgetUITests/Fixtures/pictures").standardizedFileURL.path
    static let configuration: ConfigValues = ["folder": .string(pictures)]
    /// Fixtures.instant is 2026-11-21T09:41Z, in hour 498,681.
    static let hour = Date(timeIntervalSince1970: 498_681 * 3_600)

    private func timeline(_ values: ConfigValues = configuration, family: WidgetFamily = .systemMedium, limits: ArchiveLimits = .standard)
        async throws(ProviderFailure) -> ArchivedTimeline
    {
        let descriptor = Self.catalog.descriptor(forKind: PhotosWidget.kind)
        guard let descriptor else { throw .unknownKind(PhotosWidget.kind) }
        return try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: family, date: Fixtures.instant),
            environment: WidgetRenderer.environment(family: family, profile: .iPhone, context: Fixtures.darkContext()),
            configuration: values, limits: limits)
    }

    private func render(_ values: ConfigValues, family: WidgetFamily = .systemSmall) async throws -> RenderedView {
        try await WidgetRenderer.render(
            kind: PhotosWidget.kind, in: Self.catalog, family: family, configuration: values, context: Fixtures.darkContext())
    }

    @Test func aNewPictureEachHourScoringForItsFirstQuarterHour() async throws {
        let timeline = try await timeline()
        #expect(timeline.entries.map(\.date) == [Fixtures.instant, Self.hour + 3_600, Self.hour + 7_200])
        #expect(timeline.policy == .atEnd)
        // 09:41 is past the quarter hour: the current picture scores low until it changes.
        #expect(
            timeline.entries.map(\.relevance) == [
                TimelineEntryRelevance(score: 1, duration: 0), TimelineEntryRelevance(score: 20, duration: 900),
                TimelineEntryRelevance(score: 20, duration: 900),
            ])
        // Three different pictures, each carrying its pixels.
        let pictures = timeline.entries.map { $0.view.pictureBytes }
        #expect(pictures.allSatisfy { $0 > 0 })
        let views = timeline.entries.map(\.view)
        #expect(views[0] != views[1] && views[1] != views[2] && views[0] != views[2])
    }

    @Test func theTilesPictureIsPlacedForTerminalsThatDrawPixels() async throws {
        let rendered = try await render(Self.configuration, family: .systemMedium)
        #expect(rendered.buffer.pictures.count == 1)
        #expect(rendered.text.contains("4 of 6"))
        #expect(rendered.text.contains("meadow.jpg"))
        #expect(rendered.widgetURL?.path.hasSuffix("meadow.jpg") == true)
    }

    @Test func anEmptyOrMissingFolderSaysSo() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("hs-photos-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try Data("not a picture".utf8).write(to: empty.appendingPathComponent("notes.txt"))
        let none = try await render(["folder": .string(empty.path)])
        #expect(none.text.contains("No pictures"))
        #expect(none.buffer.pictures.isEmpty)
        let missing = try await render(["folder": .string("/nonexistent/Pictures")])
        #expect(missing.text.contains("No folder"))
        #expect(missing.text.contains("/nonexistent"))
        // The default folder is ~/Pictures (here a home that does not exist).
        #expect(try await render([:]).text.contains("~/Pictures"))
    }

    @Test func aFileThatIsNotAPictureIsNamed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hs-photos-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("fake.jpg"))
        let text = try await render(["folder": .string(folder.path)]).text
        #expect(text.contains("Not a picture"))
        #expect(text.contains("fake.jpg"))
    }

    @Test func thePlaceholderIsASkeletonWithoutPixels() async throws {
        let rendered = try await WidgetRenderer.render(
            kind: PhotosWidget.kind, in: Self.catalog, family: .systemSmall, entry: .placeholder, context: Fixtures.darkContext())
        #expect(rendered.text.contains("▆"))
        #expect(rendered.buffer.pictures.isEmpty)
    }

    @Test func picturesOverTheArchiveLimitFailTheTimeline() async throws {
        let full = try await timeline(family: .systemExtraLarge).entries.reduce(0) { $0 + $1.view.pictureBytes }
        #expect(full > 10_000)
        do {
            _ = try await timeline(family: .systemExtraLarge, limits: ArchiveLimits(maxPictureBytes: 10_000))
            Issue.record("a timeline over the picture limit was accepted")
        } catch {
            // Archiving stops at the first entry over the limit.
            if case let .picturesTooLarge(bytes, limit) = error {
                #expect(limit == 10_000 && bytes > 10_000 && bytes <= full)
            } else {
                Issue.record("\(error)")
            }
        }
        #expect(
            ProviderFailure.picturesTooLarge(bytes: 9_000_000, limit: 8_000_000).description
                == "the pictures take 9,000,000 bytes: more than the limit of 8,000,000 (downsample them, or show fewer)")
    }
}
