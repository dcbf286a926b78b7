import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
import TestSupport
import Testing
import WidgetEngine

/// A tile whose pictures exceed the archive limit fails visibly, as iOS fails such an entry:
/// the failure marker on the tile, the reason recorded, the last content kept.
@MainActor
struct PictureTileTests {
    static let pictures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../WidgetUITests/Fixtures/pictures").standardizedFileURL.path
    static let id = WidgetInstanceID(rawValue: "photos-1")

    private func driver(limits: ArchiveLimits) async -> ScreenDriver {
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(
                    WidgetItem(
                        id: Self.id, kind: "photos", family: .systemMedium, column: 0, row: 0,
                        configuration: ["folder": .string(Self.pictures)]))
            ])
        ])
        return await ScreenDriver(
            size: CellSize(width: 60, height: 20), layout: layout, settings: EngineSettings(archiveLimits: limits))
    }

    private func corner(_ driver: ScreenDriver) -> String? {
        guard let frame = driver.screen.pageItems(for: 0).first(where: { $0.instance == Self.id })?.frame else { return nil }
        return driver.screen.frame(at: Fixtures.instant).buffer[frame.maxX - 1, frame.minY]?.grapheme
    }

    @Test func picturesOverTheLimitMarkTheTileAndSayWhy() async {
        let failing = await driver(limits: ArchiveLimits(maxPictureBytes: 10_000))
        #expect(corner(failing) == "!")
        let failure = failing.screen.engine.states[Self.id]?.failures.last?.failure
        #expect(failure?.description.hasPrefix("the pictures take") == true)
        // Within the limit: no marker, and the picture's name shows.
        let fine = await driver(limits: .standard)
        #expect(corner(fine) != "!")
        #expect(fine.text().contains("meadow.jpg"))
    }
}
