import ArgumentParser
import WidgetEngine

/// A command that uses the program's widgets: ``HomeScreenProgram`` hands them in when it runs
/// the command (ArgumentParser makes the command from the command line, so they cannot come
/// through its initialiser).
protocol CatalogCommand: AsyncParsableCommand {
    func run(widgets: ProgramWidgets) async throws
}
