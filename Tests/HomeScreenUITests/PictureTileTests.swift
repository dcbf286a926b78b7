import BundledWidgets
import CellGrid
import Foundation
@testable import HomeScreenUI
@testable import HostIO
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

    @Test func theHomeScreensFrameCarriesTheTilesPicturePlacement() async {
        let layout = HomeLayout(pages: [
            HomePage(items: [
                .widget(
                    WidgetItem(
                        id: Self.id, kind: "photos", family: .systemMedium, column: 0, row: 0,
                        configuration: ["folder": .string(Self.pictures)]))
            ])
        ])
        let screen = Pilot(

            HomeScreen(
                catalog: BundledWidgets.testCatalog, layout: layout, themes: [.fallback], themeIndex: 0, settings: .standard,
                store: nil, screenSize: CellSize(width: 60, height: 20), timeZone: Fixtures.utc, locale: Fixtures.locale),
            at: Fixtures.instant)
        screen.startHoldingCalls()
        let runner = ProviderRunner(catalog: BundledWidgets.testCatalog)
        var calls = screen.step(at: Fixtures.instant, monotonic: 0)
        while !calls.isEmpty {
            for call in calls {
                if let result = await call.run(with: runner) { screen.complete(call.token, with: result, at: Fixtures.instant) }
            }
            calls = screen.step(at: Fixtures.instant, monotonic: 0)
        }
        let frame = screen.frame(at: Fixtures.instant).buffer
        let tile = screen.pageItems(for: 0).first { $0.instance == Self.id }?.frame
        #expect(frame.pictures.count == 1)
        if let placement = frame.pictures.first, let tile {
            #expect(placement.rect.intersection(tile) == placement.rect)
            // The cells under it are its half blocks.
            #expect(frame[placement.rect.minX, placement.rect.minY]?.grapheme == "▀")
        }
    }
}
