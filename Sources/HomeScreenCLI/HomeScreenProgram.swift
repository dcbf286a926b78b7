import ArgumentParser
import Foundation
import WidgetEngine

/// The entry point of a `homescreen` binary: parses the command line and runs the command
/// with the given widgets.
///
/// Another package builds its own `homescreen` with its widgets added to the bundled ones:
/// ```swift
/// // Sources/my-homescreen/main.swift
/// import BundledWidgets
/// import HomeScreenCLI
/// await HomeScreenProgram.main(widgets: BundledWidgets().descriptors + MyWidgets().descriptors)
/// ```
public enum HomeScreenProgram {
    /// Runs the command line in `arguments` and exits: 0 on success, 1 when a command
    /// reports a failure, 2 for bad input (an unknown kind, family, option or instant) with a
    /// one-line message on standard error and nothing on standard output.
    public static func main(widgets: [WidgetDescriptor], arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Never {
        let catalog = WidgetCatalog(widgets)
        for problem in catalog.problems {
            FileHandle.standardError.write(Data("homescreen: \(problem)\n".utf8))
        }
        WidgetRegistry.catalog = catalog
        do {
            var command = try HomeScreenCommand.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(0)
        } catch let error as UsageError {
            fail(error.message)
        } catch let error as CommandFailure {
            FileHandle.standardError.write(Data("homescreen: \(error.message)\n".utf8))
            exit(1)
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = HomeScreenCommand.exitCode(for: error)
            if code == .success {
                print(HomeScreenCommand.fullMessage(for: error))
                exit(0)
            }
            let message = HomeScreenCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            fail(message)
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("homescreen: \(message)\n".utf8))
        exit(2)
    }
}

/// A command that ran but could not do its work (a widget's provider failed): one line on
/// standard error, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Bad input on the command line: reported in one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
