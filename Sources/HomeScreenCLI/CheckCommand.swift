import ArgumentParser
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen check`: validates the layout file and every theme without starting the screen.
struct CheckCommand: CatalogCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Check the layout file, config.toml, every theme and the installed extensions; print each problem with file, line and field.",
        discussion: "Also warns about SF Symbol names a widget of the layout draws as □ (no terminal glyph); warnings alone exit 0.")

    @Option(name: .long, help: "The layout file (default: $XDG_CONFIG_HOME/homescreen/home.toml).")
    var layout: String?

    func run(widgets: ProgramWidgets) async throws {
        let catalog = widgets.catalog
        var problems: [String] = []
        let url =
            layout.map { URL(fileURLWithPath: UserFolders.process.expanding($0)) }
            ?? ConfigPaths.configFolder()?.appendingPathComponent("home.toml")
        var warnings: [String] = []
        if let url, !UserFile.isMissing(url) {
            problems += LayoutFile.check(layoutAt: url, catalog: catalog).map(\.description)
            if let loaded = try? LayoutFile.load(url, catalog: catalog) {
                let text = (try? LayoutFile.readText(url)) ?? ""
                warnings = await SymbolCheck.warnings(for: loaded, file: url.path, text: text, catalog: catalog, at: Date())
            }
        } else if let layout {
            problems.append("\(layout): no such file")
        }
        let themes = ThemeCatalog()
        problems += themes.problems.map(\.description)
        problems += widgets.problems
        if let config = HomeConfigFile.defaultURL() {
            problems += HomeConfigFile.check(at: config, themes: themes.themes.map(\.name)).map(\.description)
        }
        for line in problems + warnings { print(line) }
        if problems.isEmpty {
            print("no problems found")
        } else {
            throw ExitCode(1)
        }
    }
}
