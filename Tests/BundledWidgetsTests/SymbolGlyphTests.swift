import BundledWidgets
import Testing
import TestSupport
import WidgetEngine

/// Every SF Symbol the bundled widgets' placeholders draw has a terminal glyph (none draws □).
struct SymbolGlyphTests {
    @Test func everyBundledPlaceholderSymbolHasAGlyph() {
        let catalog = BundledWidgets.catalog(folders: UserFolders(environment: ["HOME": "/nonexistent/home"]))
        for descriptor in catalog.descriptors {
            for family in descriptor.supportedFamilies {
                let entry = descriptor.provider.placeholder(
                    in: TimelineProviderContext(family: family, date: Fixtures.instant),
                    environment: Fixtures.environment)
                #expect(entry.view.unknownSymbolNames.isEmpty, "\(descriptor.kind) \(family)")
            }
        }
    }
}
