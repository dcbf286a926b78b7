import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen check`'s look for SF Symbol names without a terminal glyph: a widget draws `□`
/// for them. Which symbols a widget shows is only known from its views, so each widget of the
/// layout is drawn as its placeholder and its gallery snapshot (with its configuration), and
/// the images of both are read.
enum SymbolCheck {
    /// One warning per unknown symbol of each widget of `layout`, naming the file, the line of
    /// the widget's `id` in `text` (the file's text) when found, and the widget.
    static func warnings(
        for layout: HomeLayout, file: String, text: String = "", catalog: WidgetCatalog,
        at date: Date
    ) async -> [String] {
        var warnings: [String] = []
        let idLines = Self.idLines(in: text)
        for instance in layout.instances {
            guard let descriptor = catalog.descriptor(forKind: instance.kind) else { continue }
            let context = TimelineProviderContext(family: instance.family, isPreview: true, date: date)
            var names = descriptor.provider.placeholder(in: context, environment: EnvironmentValues()).view.unknownSymbolNames
            if let snapshot = try? await descriptor.provider.snapshot(
                in: context, environment: EnvironmentValues(),
                configuration: instance.configuration)
            {
                names += snapshot.view.unknownSymbolNames.filter { !names.contains($0) }
            }
            for name in names {
                let place = idLines[instance.id.rawValue].map { "\(file):\($0)" } ?? file
                warnings.append(
                    "\(place): \(instance.id) (\(instance.kind)): warning: SF Symbol \"\(name)\" has no terminal glyph; "
                        + "it draws \(SymbolTable.unknownGlyph)")
            }
        }
        return warnings
    }

    /// The 1-based line of each `id = "…"` in layout text, by id (the first one).
    static func idLines(in text: String) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "id", parts[1].count >= 2, parts[1].hasPrefix("\""), parts[1].hasSuffix("\"") else {
                continue
            }
            let id = String(parts[1].dropFirst().dropLast())
            if lines[id] == nil { lines[id] = index + 1 }
        }
        return lines
    }
}
