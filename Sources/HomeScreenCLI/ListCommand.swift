import ArgumentParser
import WidgetEngine

/// `homescreen list`: the widget kinds this binary knows and those of the installed
/// extensions (each marked with its extension).
struct ListCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the widget kinds with their names, descriptions and families.")

    func run(widgets: ProgramWidgets) async throws {
        let origins = widgets.installed.extensionOfKind
        for descriptor in widgets.catalog.descriptors {
            Self.printDescription(of: descriptor, fromExtension: origins[descriptor.kind])
        }
    }

    /// A widget's lines: kind and name (and its extension), description, families, parameters.
    static func printDescription(of descriptor: WidgetDescriptor, fromExtension name: String? = nil) {
        print("\(descriptor.kind)  \(descriptor.displayName)" + (name.map { "  (extension \($0))" } ?? ""))
        if !descriptor.description.isEmpty { print("    \(descriptor.description)") }
        print("    families: \(descriptor.supportedFamilies.map(\.shortName).joined(separator: ", "))")
        for parameter in descriptor.parameters {
            print(
                "    parameter \(parameter.name): \(parameter.title) (\(parameter.typeName), default \(Self.shown(parameter.defaultValue)))"
            )
        }
    }

    /// A default as the layout file writes it: a string quoted, a number or boolean bare.
    static func shown(_ value: ConfigValue) -> String {
        if case let .string(text) = value { return "\"\(text)\"" }
        return value.description
    }
}
