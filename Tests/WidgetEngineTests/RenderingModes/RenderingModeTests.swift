import Foundation
import Testing
import TestSupport
import WidgetEngine

/// The rendering modes end to end: widgets read the mode when archived, the painter draws
/// each group in its color, the container background goes or stays, accessory families are
/// vibrant. Styled snapshots (`styledText`) show every cell's colors.
struct RenderingModeTests {
    static let catalog = WidgetCatalog([
        StepsWidget().body.descriptor, PosterWidget().body.descriptor, ChargeWidget().body.descriptor,
    ])
    static let tint = AccentedColors(accent: .rgb(255, 159, 10), primary: .rgb(240, 236, 230), material: .rgb(40, 30, 14))

    private func render(
        _ kind: String, _ family: WidgetFamily = .systemSmall, mode: WidgetRenderingMode = .fullColor
    ) async throws -> CellBuffer {
        var context = Fixtures.darkContext()
        context.renderingMode = mode
        context.accentedColors = Self.tint
        return try await WidgetRenderer.render(kind: kind, in: Self.catalog, family: family, context: context).buffer
    }

    /// The cell showing the first character of `text`.
    private func cell(of text: String, in buffer: CellBuffer) throws -> Cell {
        let rows = buffer.rows()
        let y = try #require(rows.firstIndex { $0.contains(text) })
        let prefix = try #require(rows[y].range(of: text)).lowerBound
        let x = DisplayWidth.of(String(rows[y][..<prefix]))
        return try #require(buffer[x, y])
    }

    @Test func fullColorDrawsTheWidgetsOwnColorsOnItsBackground() async throws {
        let buffer = try await render("steps")
        #expect(buffer.plainText.contains("Full color"))
        #expect(buffer.plainText.contains("on orange"))
        #expect(try cell(of: "Steps", in: buffer).style.background == ColorPalette.dark.system[.orange])
        #expect(try cell(of: "on orange", in: buffer).style.foreground == ColorPalette.dark.system[.red])
        Snapshot.assert(buffer.styledText, named: "steps-small-fullColor-styled")
    }

    @Test func accentedDrawsTheAccentGroupInTheTintAndTheRestInThePrimary() async throws {
        let buffer = try await render("steps", mode: .accented)
        // The widget read the mode and the background's absence when it was archived.
        #expect(buffer.plainText.contains("Tinted"))
        #expect(buffer.plainText.contains("no background"))
        let steps = try cell(of: "Steps", in: buffer)
        #expect(steps.style.foreground == Self.tint.accent)
        #expect(steps.style.background == Self.tint.material)
        #expect(try cell(of: "6", in: buffer).style.foreground == Self.tint.primary)
        // A red text keeps no hue: it is the default group's color.
        #expect(try cell(of: "no background", in: buffer).style.foreground == Self.tint.primary)
        // Secondary text keeps its level: fainter than primary, in the same hue.
        let secondary = try cell(of: "Tinted", in: buffer).style.foreground
        #expect(secondary != Self.tint.primary && secondary != Self.tint.accent)
        Snapshot.assert(buffer.styledText, named: "steps-small-accented-styled")
    }

    @Test func aBackgroundThatIsNotRemovableStaysInAccentedMode() async throws {
        let full = try await render("poster")
        let accented = try await render("poster", mode: .accented)
        #expect(full.plainText.contains("kept"))
        #expect(accented.plainText.contains("kept"))
        // Kept, but drawn toward the material: not the material itself, and not the fill's gray.
        let background = try cell(of: "kept", in: accented).style.background
        let fullBackground = try cell(of: "kept", in: full).style.background
        #expect(background != Self.tint.material)
        #expect(background != fullBackground)
        #expect(try cell(of: "Poster", in: accented).style.foreground == Self.tint.accent)
        Snapshot.assert(full.styledText, named: "poster-small-fullColor-styled")
        Snapshot.assert(accented.styledText, named: "poster-small-accented-styled")
    }

    @Test func aRemovableBackgroundIsRemovedInAccentedMode() async throws {
        let buffer = try await render("steps", mode: .accented)
        let backgrounds = Set(buffer.cells.map(\.style.background))
        #expect(backgrounds == [Self.tint.material])
    }

    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryRectangular])
    func accessoryFamiliesRenderVibrant(_ family: WidgetFamily) async throws {
        let mode = WidgetRenderingMode.of(family, appearance: .fullColor)
        #expect(mode == .vibrant)
        let buffer = try await render("charge", family, mode: mode)
        // Every color is a gray (no hue left).
        for cell in buffer.cells {
            for color in [cell.style.foreground, cell.style.background] {
                if case let .rgb(r, g, b) = color { #expect(r == g && g == b, "\(color) in \(family)") }
            }
        }
        if family == .accessoryRectangular {
            #expect(buffer.plainText.contains("vibrant"))
            // Green and red text become grays of their luminance: green is the brighter.
            let green = try #require(try cell(of: "Charge", in: buffer).style.foreground.rgbValue)
            let red = try #require(try cell(of: "vibrant", in: buffer).style.foreground.rgbValue)
            #expect(green.red > red.red)
        }
        Snapshot.assert(buffer.styledText, named: "charge-\(family.shortName)-vibrant-styled")
    }

    @Test func theAccessoryBackgroundIsADimDisc() async throws {
        let buffer = try await render("charge", .accessoryCircular, mode: .vibrant)
        let disc = try cell(of: "72%", in: buffer).style.background
        let corner = try #require(buffer[0, 0]).style.background
        #expect(disc != corner)
    }
}
