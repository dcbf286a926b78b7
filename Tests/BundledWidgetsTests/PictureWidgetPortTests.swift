import CellGrid
import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The iOS-style picture widgets of IOSPictureWidgets.swift, rendered: pictures from data and
/// from an asset folder (plain files and Xcode's image and color sets), sized and clipped as
/// on iOS, pinned as styled text (half blocks and their colors).
struct PictureWidgetPortTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Assets")

    init() {
        ImageCatalog.shared.addAssetFolder(AssetFolder(Self.assets))
    }

    private func render<V: View>(_ view: V, width: Int, height: Int) -> RenderedView {
        // ViewRenderer resolves for a container of the size it renders at: the picture budget.
        let environment = Fixtures.environment
        return ViewRenderer.render(
            view, size: CellSize(width: width, height: height), context: Fixtures.darkContext(), environment: environment)
    }

    @Test func albumArtFromDataIsRoundAndKeepsItsRenderingMode() async throws {
        let artwork = try Data(contentsOf: ArtworkStore.url)
        let widget = ArtworkWidget()
        let descriptor = widget.body.descriptor
        let entry = try await descriptor.provider.timeline(
            in: TimelineProviderContext(family: .systemMedium, date: Fixtures.instant), environment: Fixtures.environment)
        var modes: [WidgetAccentedRenderingMode?] = []
        entry.entries[0].view.forEachNode { node in
            if case let .image(image) = node.kind, image.picture != nil { modes.append(image.accentedRenderingMode) }
        }
        // The artwork keeps its colors; the label's logo has no mode.
        #expect(modes == [.fullColor, nil])
        let rendered = render(
            ArtworkView(entry: ArtworkEntry(date: Fixtures.instant, artwork: artwork, title: "Meadow")), width: 42, height: 8)
        Snapshot.assert(rendered.buffer.styledText, named: "ios-artwork")
        let placement = try #require(rendered.buffer.pictures.first)
        // Clipped to a circle: the corners are transparent.
        #expect(placement.picture.rgba[3] == 0)
    }

    @Test func anAssetPictureFillsAndAnAssetColorTintsText() throws {
        let rendered = render(LandscapeView(), width: 22, height: 10)
        Snapshot.assert(rendered.buffer.styledText, named: "ios-landscape")
        #expect(rendered.buffer.plainText.contains("Dolomites"))
        // The caption is drawn over the picture, so the picture shows as cells only.
        #expect(rendered.buffer.pictures.isEmpty)
        #expect(Color(.brand).colorValue == ColorValue(.rgb(red: 1, green: 136.0 / 255, blue: 0)))
        #expect(Color("Sky").colorValue == ColorValue(.rgb(red: 90.0 / 255, green: 160.0 / 255, blue: 230.0 / 255)))
    }

    @Test func namedPicturesTakeTheirPointSizeOrFitTheirFrame() throws {
        let rendered = render(LogoView(), width: 22, height: 10)
        Snapshot.assert(rendered.buffer.styledText, named: "ios-logo")
        // logo.png (4 x 2 pixels) is one cell; the square is 6 x 2; the @2x picture (48 x 24 points) fits the rest.
        #expect(
            rendered.buffer.pictures.map(\.rect.size) == [
                CellSize(width: 1, height: 1), CellSize(width: 5, height: 2), rendered.buffer.pictures[2].rect.size,
            ])
        #expect(UIImage(named: "Mountain")?.size == CGSize(width: 48, height: 24))
    }
}
