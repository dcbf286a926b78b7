import Foundation
import WidgetEngine

/// `--previews` and `--preview NAME|NUMBER` of `render` and `timeline`: a widget's `#Preview`s
/// listed, or one of them chosen by its name or its number in the list.
enum PreviewChoice {
    /// The list `--previews` prints: number, name, family and where it is written.
    @MainActor
    static func listing(kind: String, in catalog: WidgetCatalog) throws(UsageError) -> String {
        let previews = try previews(kind: kind, in: catalog)
        let lines = previews.enumerated().map { index, preview in
            "\(index + 1)  \(preview.name ?? "(unnamed)")  \(preview.family.shortName)  \(preview.fileID):\(preview.line)"
        }
        return lines.joined(separator: "\n")
    }

    /// The preview `choice` names (its name, or its number from 1 in the list).
    @MainActor
    static func preview(kind: String, choice: String, in catalog: WidgetCatalog) throws(UsageError) -> WidgetPreview {
        let previews = try previews(kind: kind, in: catalog)
        if let named = previews.first(where: { $0.name == choice }) { return named }
        if let number = Int(choice), previews.indices.contains(number - 1) { return previews[number - 1] }
        let names = previews.enumerated().map { index, preview in preview.name.map { "\"\($0)\"" } ?? "\(index + 1)" }
        throw UsageError(
            message: "widget \"\(kind)\" has no preview \"\(choice)\"; its previews: \(names.joined(separator: ", "))")
    }

    /// Draws every entry of the chosen preview, or only `entry`.
    @MainActor
    static func draw(
        kind: String, choice: String, entry: Int?, in catalog: WidgetCatalog, context: RenderContext
    ) async throws -> [(date: Date, rendered: RenderedView)] {
        let preview = try preview(kind: kind, choice: choice, in: catalog)
        let drawn: [(date: Date, rendered: RenderedView)]
        do {
            drawn = try await WidgetRenderer.render(preview: preview, context: context)
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard let entry else { return drawn }
        guard drawn.indices.contains(entry) else {
            throw UsageError(
                message: "preview \(preview.title) has \(drawn.count) entries; --entry \(entry) is out of range (0..<\(drawn.count))")
        }
        return [drawn[entry]]
    }

    @MainActor
    private static func previews(kind: String, in catalog: WidgetCatalog) throws(UsageError) -> [WidgetPreview] {
        let previews = WidgetPreviews.previews(ofKind: kind)
        if previews.isEmpty {
            if catalog.descriptor(forKind: kind) == nil {
                throw UsageError(message: WidgetRenderer.Failure.unknownKind(kind, known: catalog.kinds).description)
            }
            throw UsageError(message: "widget \"\(kind)\" has no previews (write one with #Preview; see docs/writing-widgets.md)")
        }
        return previews
    }
}
