import ArgumentParser

/// `homescreen`: the home screen, and headless tools for widget authors.
struct HomeScreenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "homescreen",
        abstract: "A WidgetKit home screen in your terminal, and tools to build widgets for it.",
        discussion: """
            Widgets are written like iOS widgets (WidgetUI for SwiftUI, WidgetEngine for WidgetKit).
            `homescreen render KIND` draws a widget to text at any instant; `homescreen list` lists them.
            """,
        version: "0.1.0",
        subcommands: [
            RunCommand.self, RenderCommand.self, TimelineCommand.self, ListCommand.self, CheckCommand.self,
            ReloadCommand.self, DonateCommand.self, StatusCommand.self, ExtensionCommand.self, ActivityCommand.self,
        ],
        defaultSubcommand: RunCommand.self)
}
