import Testing
import TestSupport
import WidgetEngine

/// The layout views of issue 25, each in a widget written as on iOS (`LayoutWidgets/`), drawn
/// through the engine's rendering at a fixed instant and compared with text snapshots
/// (`__Snapshots__/layout-*.txt`); colors in the styled ones.
struct LayoutWidgetSnapshotTests {
    static let catalog = WidgetCatalog([
        FittingDateWidget().body.descriptor, ChargeBarWidget().body.descriptor, ForecastGridWidget().body.descriptor,
        HabitGridWidget().body.descriptor, TagRowsWidget().body.descriptor, HeadlineWidget().body.descriptor,
        BadgeShapesWidget().body.descriptor, FullBleedSizeWidget().body.descriptor,
    ])

    static let cases: [(String, WidgetFamily)] = [
        ("fitting-date", .systemSmall), ("fitting-date", .systemMedium), ("fitting-date", .accessoryInline),
        ("charge-bar", .systemSmall), ("charge-bar", .systemMedium),
        ("forecast-grid", .systemSmall), ("forecast-grid", .systemMedium),
        ("habit-grid", .systemSmall), ("habit-grid", .systemMedium),
        ("tag-rows", .systemMedium),
        ("headline", .systemSmall),
        ("badge-shapes", .systemSmall),
        ("full-bleed-size", .systemSmall),
    ]

    private func render(_ kind: String, _ family: WidgetFamily, styled: Bool = false) async throws -> CellBuffer {
        let context = styled ? Fixtures.darkContext() : Fixtures.plainContext()
        return try await WidgetRenderer.render(kind: kind, in: Self.catalog, family: family, context: context).buffer
    }

    @Test(arguments: cases)
    func drawn(_ kind: String, _ family: WidgetFamily) async throws {
        let buffer = try await render(kind, family)
        #expect(buffer.size == DeviceProfile.iPhone.size(of: family))
        Snapshot.assert(buffer.plainText, named: "layout-\(kind)-\(family.shortName)")
    }

    @Test func colorsBehindAndInsideShapes() async throws {
        Snapshot.assert(try await render("badge-shapes", .systemSmall, styled: true).styledText, named: "layout-badge-shapes-small-styled")
    }

    @Test func theChargeBarIsAShareOfTheReadersWidth() async throws {
        Snapshot.assert(try await render("charge-bar", .systemSmall, styled: true).styledText, named: "layout-charge-bar-small-styled")
        // A small widget's content is 18 columns (126 pt) wide: the bar's reader gets all of
        // them, and 62% of 126 pt is 78 pt, 11 columns.
        let environment = WidgetRenderer.environment(family: .systemSmall, profile: .iPhone, context: Fixtures.plainContext())
        let node = ViewResolver.resolve(ChargeBarView(entry: DayEntry(date: Fixtures.instant)), in: environment)
        var readers: [CellSize] = []
        var widths: [Int] = []
        node.forEachNode { node in
            if case let .geometryReader(size) = node.kind { readers.append(size) }
            if case let .frame(frame) = node.kind, let width = frame.minWidth { widths.append(width) }
        }
        #expect(readers == [CellSize(width: 18, height: 1), CellSize(width: 18, height: 4)])
        #expect(widths == [11])
    }

    /// The sizes of the geometry readers in `node`, in reading order.
    private static func readerSizes(_ node: ViewNode) -> [CellSize] {
        var sizes: [CellSize] = []
        node.forEachNode { if case let .geometryReader(size) = $0.kind { sizes.append(size) } }
        return sizes
    }

    /// Served out of process, a reader is resolved in the family's size, less the content
    /// margins unless the widget disables them.
    @Test(arguments: [
        ("full-bleed-size", [CellSize(width: 22, height: 10)]),
        ("charge-bar", [CellSize(width: 18, height: 1), CellSize(width: 18, height: 4)]),
    ])
    func anExtensionResolvesReadersInTheFamilysSize(_ kind: String, _ sizes: [CellSize]) async throws {
        let context = ExtensionContext(
            widget: kind, family: .systemSmall, size: ExtensionSize(.systemSmall, on: .iPhone), configuration: [:],
            date: Fixtures.instant, isPreview: false, colorScheme: "dark", timeZone: "UTC", locale: "en_US")
        guard case let .timeline(timeline) = await ExtensionServer(catalog: Self.catalog).result(of: .timeline(context)) else {
            Issue.record("no timeline")
            return
        }
        #expect(timeline.entries.map { Self.readerSizes($0.view) } == [sizes])
    }
}
