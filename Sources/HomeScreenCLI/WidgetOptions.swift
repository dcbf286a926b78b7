import ArgumentParser
import WidgetEngine

/// The widget a command works on: its kind, family and parameter values, checked together.
struct WidgetOptions: ParsableArguments {
    @Argument(help: "The widget kind (see `homescreen list`).")
    var kind: String?

    @Option(name: .long, help: "small, medium, large or extraLarge (also circular, rectangular, inline).")
    var family: String = "small"

    @Option(name: .long, help: "A parameter value, key=value (repeatable; see `homescreen list`).")
    var config: [String] = []

    /// The widget, family and configuration, or a usage error naming what was wrong.
    func resolve(in catalog: WidgetCatalog) throws(UsageError) -> (
        descriptor: WidgetDescriptor, family: WidgetFamily, configuration: ConfigValues
    ) {
        guard let kind else { throw UsageError(message: "name a widget kind (see `homescreen list`)") }
        guard let descriptor = catalog.descriptor(forKind: kind) else {
            throw UsageError(message: WidgetRenderer.Failure.unknownKind(kind, known: catalog.kinds).description)
        }
        guard let widgetFamily = WidgetFamily(name: family) else {
            throw UsageError(message: "unknown family \"\(family)\"; use small, medium, large, extraLarge, circular, rectangular or inline")
        }
        guard descriptor.supports(widgetFamily) else {
            throw UsageError(
                message: WidgetRenderer.Failure.unsupportedFamily(
                    kind: kind, family: widgetFamily,
                    supported: descriptor.supportedFamilies
                ).description)
        }
        switch descriptor.parseConfiguration(config) {
        case let .success(values): return (descriptor, widgetFamily, values)
        case let .failure(error): throw UsageError(message: "--config \(error)")
        }
    }
}
