import ArgumentParser
import WidgetEngine

/// `homescreen list`: the widget kinds this binary knows.
struct ListCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the widget kinds with their names, descriptions and families.")

    func run(catalog: WidgetCatalog) async throws {
        for descriptor in catalog.descriptors {
            print("\(descriptor.kind)  \(descriptor.displayName)")
            print("    \(descriptor.description)")
            print("    families: \(descriptor.supportedFamilies.map(\.shortName).joined(separator: ", "))")
            for parameter in descriptor.parameters {
                print(
                    "    parameter \(parameter.name): \(parameter.title) (\(parameter.typeName), default \(Self.shown(parameter.defaultValue)))"
                )
            }
        }
    }

    /// A default as the layout file writes it: a string quoted, a number or boolean bare.
    static func shown(_ value: ConfigValue) -> String {
        if case let .string(text) = value { return "\"\(text)\"" }
        return value.description
    }
}
