import ArgumentParser
import CellGrid
import Foundation
import Terminal
import WidgetEngine

/// `--color auto|always|never|truecolor|256`: whether to use color, and the depth when the
/// terminal's own answer is wrong (`truecolor`: 24-bit color although neither `COLORTERM` nor
/// terminfo says so; `256`: the 256 palette colors although they do).
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never, truecolor
    case indexed = "256"

    /// The choice `config.toml`'s `color` stands for (nil: not set, so `auto`).
    init(configured depth: ColorDepth?) {
        switch depth {
        case nil: self = .auto
        case .none?: self = .never
        case .direct?: self = .truecolor
        case .indexed?, .basic?: self = .indexed
        }
    }

    /// The color depth of the output: none when `never`, when `NO_COLOR` is set, or (for
    /// `auto`) when standard output is not a terminal; direct color when `COLORTERM` says
    /// the terminal has it or `truecolor` is asked for; else 256 colors.
    func depth(environment: [String: String] = ProcessEnvironment.variables, isTerminal: Bool) -> ColorDepth {
        switch self {
        case .never: return .none
        case .truecolor: return .direct
        case .indexed: return .indexed
        case .auto:
            if !isTerminal { return .none }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        case .always: break
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .direct : .indexed
    }

    /// The most colors the home screen may use (its terminal may have fewer).
    var limit: ColorDepth {
        switch self {
        case .never: return .none
        case .indexed: return .indexed
        case .auto, .always, .truecolor: return .direct
        }
    }

    /// Whether the home screen looks for direct color the terminfo entry does not declare.
    var directColor: DirectColor.Request {
        switch self {
        case .auto, .always: return .detect
        case .truecolor: return .always
        case .never, .indexed: return .never
        }
    }
}
