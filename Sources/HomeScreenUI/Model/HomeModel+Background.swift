import CellGrid
import Foundation
import WidgetUI

extension HomeModel {
    /// Asks the terminal for its background (start, focus-in) when the theme follows it:
    /// true when the run loop is to send the question.
    func askTerminalBackground(at now: Date) -> Bool {
        home.appearance.background.ask(at: now)
    }

    /// The terminal's background arrived: the theme's variant of the scheme it calls for is
    /// drawn with (widgets are asked for their timelines again, as `t` does).
    func takeTerminalBackground(_ color: TerminalColor, at now: Date) {
        guard let scheme = home.appearance.background.answer(color) else { return }
        let current = appearance.themes[appearance.themeIndex]
        if current.palette.colorScheme == scheme {
            Self.logger.info("the terminal's background calls for a \(scheme) theme: \(current.name) stays")
            return
        }
        guard let index = current.index(for: scheme, in: appearance.themes) else {
            Self.logger.info("the terminal's background calls for a \(scheme) theme; \(current.name) stays (it has no such variant)")
            return
        }
        home.appearance.themeIndex = index
        hosted.engine.changeAppearance(colorScheme: theme.palette.colorScheme, renderingMode: appearance.renderingMode, at: now)
        Self.logger.info("the terminal's background calls for a \(scheme) theme: \(appearance.themes[index].name)")
    }

    /// True once when the question's deadline passed without an answer: the theme stays.
    func backgroundQueryExpired(at now: Date) -> Bool {
        guard home.appearance.background.expire(at: now) else { return false }
        Self.logger.info("the terminal did not tell its background within \(TerminalBackground.timeout) s; \(theme.name) stays")
        return true
    }
}
