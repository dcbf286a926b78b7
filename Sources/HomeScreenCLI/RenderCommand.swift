import ArgumentParser
import Foundation
import HomeScreenUI
import HostIO
import Logging
import WidgetEngine

/// `homescreen render KIND`: draws one widget to standard output, headless; `render --page N`
/// a whole page of the home screen (``PageRender``).
struct RenderCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a widget as text at any instant, exactly the family's size in cells, or a whole page (--page).")

    @OptionGroup var widget: WidgetOptions

    @Option(name: .long, help: "The instant to render, ISO 8601 (default: now).")
    var at: String?

    @Option(name: .long, help: "Render the Nth entry of the timeline received at --at instead of the current one.")
    var entry: Int?

    @Flag(name: .long, help: "Render the placeholder entry, redacted as a skeleton.")
    var placeholder = false

    @Flag(name: .long, help: "Render the gallery snapshot (context.isPreview).")
    var snapshot = false

    @Flag(name: .long, help: "List the widget's #Preview previews: number, name, family, where written.")
    var previews = false

    @Option(name: .long, help: "Draw the widget's #Preview of this name or number (see --previews); --entry N for its Nth entry.")
    var preview: String?

    @Flag(name: .long, help: "Mask privacy-sensitive content, as on a locked screen.")
    var privacy = false

    @Option(name: .long, help: "auto, always, never, truecolor or 256: ANSI colors on standard output.")
    var color: ColorChoice = .auto

    @Option(name: .long, help: "A theme name (dark, light, high-contrast, dusk, or your own) or a .toml path.")
    var theme: String?

    @Option(name: .long, help: "Draw page N (from 1) of the home screen instead of one widget.")
    var page: Int?

    @Flag(name: .long, help: "Draw the lock screen instead of one widget (with --width, --height, --layout as --page).")
    var lockScreen = false

    @Flag(name: .customLong("standby"), help: "Draw StandBy instead of one widget (with --width, --height, --layout as --page).")
    var standBy = false

    @Option(name: .long, help: "With --page: the width in cells (default 80).")
    var width: Int?

    @Option(name: .long, help: "With --page: the height in cells (default 40).")
    var height: Int?

    @Option(name: .long, help: "With --page: the layout file (default: your home.toml, else the default layout).")
    var layout: String?

    @Option(
        name: .long,
        help: "fullColor, accented (the tinted home screen) or vibrant (the lock screen); default: vibrant for accessory families.")
    var renderingMode: String?

    @Option(
        name: .long,
        help:
            "Press a button or toggle first, by its number (1 is the first in reading order) or a word of its label; repeatable, in order.")
    var press: [String] = []

    func run(widgets: ProgramWidgets) async throws {
        let catalog = widgets.catalog
        if [page != nil, lockScreen, standBy].filter({ $0 }).count > 1 {
            throw UsageError(message: "--page, --lock-screen and --standby: choose one")
        }
        if let page { return try await renderPage(.page(page), catalog: catalog) }
        if lockScreen { return try await renderPage(.screen(.lockScreen), catalog: catalog) }
        if standBy { return try await renderPage(.screen(.standBy), catalog: catalog) }
        if width != nil || height != nil || layout != nil {
            throw UsageError(message: "--width, --height and --layout go with --page, --lock-screen or --standby")
        }
        guard let kind = widget.kind else {
            throw UsageError(message: "name a widget kind (see `homescreen list`), or draw a whole page with --page N")
        }
        if previews {
            print(try await PreviewChoice.listing(kind: kind, in: catalog))
            return
        }
        let family: WidgetFamily
        var configuration: ConfigValues = [:]
        if let preview {
            family = try await PreviewChoice.preview(kind: kind, choice: preview, in: catalog).family
        } else {
            (_, family, configuration) = try widget.resolve(in: catalog)
        }
        let instant = try self.instant()
        if [placeholder, snapshot, entry != nil].filter({ $0 }).count > 1 {
            throw UsageError(message: "choose one of --placeholder, --snapshot and --entry")
        }
        if preview != nil, placeholder || snapshot || !press.isEmpty {
            throw UsageError(
                message: "--preview draws the preview's entries; --placeholder, --snapshot and --press are for the widget's provider")
        }
        let chosenTheme = try self.chosenTheme()
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let depth = color.depth(isTerminal: isTerminal)
        var mode = WidgetRenderingMode.of(family, appearance: .fullColor)
        if let renderingMode {
            guard let chosen = WidgetRenderingMode(name: renderingMode) else {
                throw UsageError(
                    message: "--rendering-mode \"\(renderingMode)\" is not a rendering mode; use fullColor, accented or vibrant")
            }
            mode = chosen
        }
        var context = RenderContext(
            now: instant, palette: depth == .none ? .monochrome : chosenTheme.palette, renderingMode: mode,
            accentedColors: chosenTheme.tinted)
        if privacy { context.redactionReasons.insert(.privacy) }
        let encode = { (rendered: RenderedView) in
            depth == .none ? rendered.text : ANSIEncoder(depth: depth).encode(rendered.buffer)
        }
        if let preview {
            let drawn = try await PreviewChoice.draw(
                kind: kind, choice: preview, entry: entry ?? 0, in: catalog, context: context)
            drawn.forEach { print(encode($0.rendered)) }
            return
        }
        let choice: WidgetRenderer.EntryChoice = placeholder ? .placeholder : snapshot ? .snapshot : entry.map { .index($0) } ?? .current
        let render = { () async throws -> RenderedView in
            do {
                return try await WidgetRenderer.render(
                    kind: kind, in: catalog, family: family, entry: choice,
                    configuration: configuration, context: context)
            } catch let failure as WidgetRenderer.Failure {
                if case .provider = failure { throw CommandFailure(message: failure.description) }
                throw UsageError(message: failure.description)
            }
        }
        var rendered = try await render()
        var failures: [String] = []
        for name in press {
            let target = try PressChoice.target(named: name, in: rendered)
            switch await WidgetRenderer.press(target, kind: kind, in: catalog, configuration: configuration, at: instant) {
            case let .success(outcome):
                if let dialog = outcome.dialog { FileHandle.standardError.write(Data("“\(target.label)”: \(dialog)\n".utf8)) }
                if let url = outcome.opensURL {
                    FileHandle.standardError.write(Data("“\(target.label)” opens \(url.absoluteString)\n".utf8))
                }
            case let .failure(failure):
                failures.append("press “\(target.label)” failed: \(failure)")
            }
            // As the home screen does after a press: the widget's timeline again.
            rendered = try await render()
        }
        print(encode(rendered))
        if !failures.isEmpty { throw CommandFailure(message: failures.joined(separator: "\n")) }
    }

    /// `--page N`, `--lock-screen`, `--standby`: the whole screen at `--width` x `--height`,
    /// with the widgets' first timelines.
    private func renderPage(_ view: PageRender.View, catalog: WidgetCatalog) async throws {
        if widget.kind != nil { throw UsageError(message: "\(view.flag) draws a whole screen; leave out the widget kind") }
        // The page says what each widget lacks; standard error carries errors only, so the
        // output can go to a login message as it is.
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .error
            return handler
        }
        let size = CellSize(width: width ?? 80, height: height ?? 40)
        guard (20...1000).contains(size.width), (4...500).contains(size.height) else {
            throw UsageError(message: "--width is 20 to 1000 cells and --height 4 to 500")
        }
        let render = PageRender(
            catalog: catalog, layout: try PageRender.layout(path: layout, catalog: catalog), theme: try chosenTheme(), size: size,
            instant: try instant())
        let buffer = try await render.draw(view)
        let depth = color.depth(isTerminal: isatty(STDOUT_FILENO) == 1)
        print(depth == .none ? buffer.plainText : ANSIEncoder(depth: depth).encode(buffer))
    }

    /// `--at`, else now.
    private func instant() throws(UsageError) -> Date {
        guard let at else { return Date() }
        guard let parsed = InstantParser.parse(at) else {
            throw UsageError(message: "--at \"\(at)\" is not an instant; use \(InstantParser.accepted)")
        }
        return parsed
    }

    /// `--theme`, else the default theme.
    private func chosenTheme() throws(UsageError) -> Theme {
        do {
            let catalog = ThemeCatalog()
            return try theme.map { try catalog.theme(named: $0) } ?? catalog.defaultTheme
        } catch {
            throw UsageError(message: "--theme: \(error)")
        }
    }
}
