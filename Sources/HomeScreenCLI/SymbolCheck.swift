import Foundation
import HomeScreenUI
import WidgetEngine

/// `homescreen check`'s look for SF Symbol names without a terminal glyph: a widget draws `□`
/// for them. Which symbols a widget shows is only known from its views, so each widget of the
/// layout is drawn as its placeholder and its gallery snapshot (with its configuration), and
/// the images of both are read.
enum SymbolCheck {
    /// One warning per unknown symbol of each widget of `layout`, naming the file and the widget.
    static func warnings(for layout: HomeLayout, file: String, catalog: WidgetCatalog, at date: Date) async -> [String] {
        var warnings: [String] = []
        for instance in layout.instances {
            guard let descriptor = catalog.descriptor(forKind: instance.kind) else { continue }
            let context = TimelineProviderContext(family: instance.family, isPreview: true, date: date)
            var names = descriptor.provider.placeholder(in: context, environment: EnvironmentValues()).view.unknownSymbolNames
            if let snapshot = try? await descriptor.provider.snapshot(in: context, environment: EnvironmentValues(),
                                                                      configuration: instance.configuration) {
                names += snapshot.view.unknownSymbolNames.filter { !names.contains($0) }
            }
            for name in names {
                warnings.append("\(file): \(instance.id) (\(instance.kind)): warning: SF Symbol \"\(name)\" has no terminal glyph; "
                                + "it draws \(SymbolTable.unknownGlyph)")
            }
        }
        return warnings
    }
}
