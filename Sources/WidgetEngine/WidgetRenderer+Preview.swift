import Foundation

extension WidgetRenderer {
    /// Why a preview could not be drawn.
    public enum PreviewFailure: Error, Equatable, CustomStringConvertible {
        /// The widget does not come in the preview's family.
        case unsupportedFamily(preview: String, family: WidgetFamily, supported: [WidgetFamily])
        /// The widget's views are drawn by another program.
        case notInProcess(kind: String)
        /// The timeline's closure or provider threw.
        case threw(preview: String, String)
        /// An entry is not of the type the widget draws.
        case wrongEntryType(preview: String, index: Int, type: String)
        /// The timeline had no entries.
        case noEntries(preview: String)

        /// The text messages show.
        public var description: String {
            switch self {
            case let .unsupportedFamily(preview, family, supported):
                return
                    "preview \(preview) is drawn in \(family.shortName), which the widget does not come in; it supports \(supported.map(\.shortName).joined(separator: ", "))"
            case let .notInProcess(kind):
                return "widget \"\(kind)\" is drawn by another program; its previews cannot be drawn here"
            case let .threw(preview, message):
                return "preview \(preview): its timeline threw: \(message)"
            case let .wrongEntryType(preview, index, type):
                return "preview \(preview): entry \(index) is a \(type), not the entry type the widget draws"
            case let .noEntries(preview):
                return "preview \(preview) has no entries"
            }
        }
    }

    /// Draws each entry of `preview` in its family, in order, each at its own date (a
    /// preview steps through its timeline without waiting for it): the entries' dates and
    /// drawings.
    @MainActor
    public static func render(
        preview: WidgetPreview, profile: DeviceProfile = .iPhone, context: RenderContext
    ) async throws(PreviewFailure) -> [(date: Date, rendered: RenderedView)] {
        let descriptor = preview.descriptor
        let title = preview.title
        guard descriptor.supports(preview.family) else {
            throw .unsupportedFamily(preview: title, family: preview.family, supported: descriptor.supportedFamilies)
        }
        guard let archive = descriptor.provider.previewArchive else { throw .notInProcess(kind: descriptor.kind) }
        var environment = environment(family: preview.family, profile: profile, context: context)
        environment.layoutContainer = profile.layoutContainer(
            of: preview.family, contentMarginsDisabled: descriptor.contentMarginsDisabled)
        let providerContext = TimelineProviderContext(
            family: preview.family, profile: profile, isPreview: false, colorScheme: environment.colorScheme,
            date: context.now)
        let entries: [any TimelineEntry]
        do {
            entries = try await preview.entries(in: providerContext)
        } catch {
            throw .threw(preview: title, String(describing: error))
        }
        guard !entries.isEmpty else { throw .noEntries(preview: title) }
        var drawn: [(date: Date, rendered: RenderedView)] = []
        for (index, entry) in entries.enumerated() {
            guard let archived = archive(entry, environment) else {
                throw .wrongEntryType(preview: title, index: index, type: String(describing: type(of: entry)))
            }
            var entryContext = context
            entryContext.now = archived.date
            drawn.append(
                (
                    archived.date,
                    render(
                        archived.view, family: preview.family, profile: profile,
                        contentMarginsDisabled: descriptor.contentMarginsDisabled,
                        containerBackgroundRemovable: descriptor.containerBackgroundRemovable, context: entryContext)
                ))
        }
        return drawn
    }
}

extension WidgetPreview {
    /// The name in quotes, or where it is written when it has none.
    public var title: String {
        if let name { return "“\(name)”" }
        return "at \(fileID):\(line)"
    }
}
