import ArgumentParser
import WidgetEngine

/// A command that uses the widgets this `homescreen` binary was built with:
/// ``HomeScreenProgram`` hands them in when it runs the command (ArgumentParser makes the
/// command from the command line, so they cannot come through its initialiser).
protocol CatalogCommand: AsyncParsableCommand {
    func run(catalog: WidgetCatalog) async throws
}
