import ArgumentParser
import CellGrid
import Foundation

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// The color depth of the output: none when `never`, when `NO_COLOR` is set, or (for
    /// `auto`) when standard output is not a terminal; direct color when `COLORTERM` says
    /// the terminal has it; else 256 colors.
    func depth(environment: [String: String] = ProcessInfo.processInfo.environment, isTerminal: Bool) -> ColorDepth {
        switch self {
        case .never: return .none
        case .auto:
            if !isTerminal { return .none }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        case .always: break
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .direct : .indexed
    }
}
