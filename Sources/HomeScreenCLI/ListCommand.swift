import ArgumentParser
import WidgetEngine

/// `homescreen list`: the widget kinds this binary knows.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the widget kinds with their names, descriptions and families.")

    func run() async throws {
        for descriptor in WidgetRegistry.catalog.descriptors {
            print("\(descriptor.kind)  \(descriptor.displayName)")
            print("    \(descriptor.description)")
            print("    families: \(descriptor.supportedFamilies.map(\.shortName).joined(separator: ", "))")
            for parameter in descriptor.parameters {
                print("    parameter \(parameter.name): \(parameter.title) (\(parameter.typeName), default \"\(parameter.defaultValue)\")")
            }
        }
    }
}
