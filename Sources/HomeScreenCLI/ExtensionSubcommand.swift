import ArgumentParser

/// A command of `homescreen extension`: it works on the extensions themselves, so the
/// installed extensions' widgets are not loaded before it runs.
protocol ExtensionSubcommand: ParsableCommand {}
