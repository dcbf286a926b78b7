import CellGrid
import Foundation
import WidgetEngine

/// An inline widget's archived view as one line for tmux's status line (`homescreen status`).
public enum StatusText {
    /// How the status line draws: the dark palette (its primary text left to tmux's own
    /// foreground), full color, at `now`.
    public static func context(at now: Date) -> RenderContext {
        RenderContext(now: now, palette: .dark, renderingMode: .fullColor, showsContainerBackground: false)
    }

    /// `view` drawn as an `accessoryInline` widget at `now`: tmux markup, or plain text.
    public static func line(_ view: ViewNode, at now: Date, markup: Bool) -> String {
        let rendered = WidgetRenderer.render(view, family: .accessoryInline, context: context(at: now))
        let encoder = TmuxStatusEncoder(depth: .direct, plainForegrounds: [ColorPalette.dark.primary], marksUp: markup)
        return encoder.encode(rendered.buffer)
    }

    /// The line `cache` shows at `now`: its entry whose date is the latest not after `now`
    /// (nil: no timeline kept).
    public static func line(of cache: CachedInstance, at now: Date, markup: Bool) -> String? {
        cache.timeline?.entry(at: now).map { line($0.view, at: now, markup: markup) }
    }
}
