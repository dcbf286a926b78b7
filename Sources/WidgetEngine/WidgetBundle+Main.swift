import Foundation
import Logging
#if canImport(Glibc)
    import Glibc
#endif

extension WidgetBundle {
    /// The entry point of a widget extension, as in WidgetKit: `@main struct MyWidgets:
    /// WidgetBundle` makes a program that serves the bundle's widgets over the extension
    /// protocol, so `swift build` and `homescreen extension add .build/debug/<product>` are
    /// all an author does. Run by hand in a terminal, it says how to add it instead of waiting
    /// for requests.
    public static func main() async {
        let arguments = CommandLine.arguments
        let bundle = Self()
        let catalog = WidgetCatalog(bundle.descriptors, controls: bundle.controls)
        if isatty(STDIN_FILENO) == 1 || arguments.contains("--help") {
            print(ExtensionEntryPoint.instructions(program: arguments.first ?? "this-program", catalog: catalog))
            return
        }
        LoggingSystem.bootstrap(ExtensionLogHandler.init)
        await ExtensionServer(catalog: catalog).serve()
    }
}

/// What an extension built from a ``WidgetBundle`` says when run by hand.
public enum ExtensionEntryPoint {
    /// How to add the program at `program` to a home screen, and what it offers.
    public static func instructions(program: String, catalog: WidgetCatalog) -> String {
        let path = program.hasPrefix("/") ? program : FileManager.default.currentDirectoryPath + "/" + program
        let widgets = catalog.descriptors.map { "  \($0.kind)  \($0.displayName)" }.joined(separator: "\n")
        return """
            This is a homescreen widget extension. It serves \(catalog.descriptors.count == 1 ? "1 widget" : "\(catalog.descriptors.count) widgets"):
            \(widgets)

            Add it to your home screen with:
              homescreen extension add \((path as NSString).standardizingPath)

            (The home screen runs it and talks to it over its standard input and output; see
            docs/extension-protocol.md. `homescreen extension check PROGRAM` tries every request.)
            """
    }
}
