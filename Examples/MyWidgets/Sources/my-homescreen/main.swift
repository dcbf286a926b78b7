import BundledWidgets
import HomeScreenCLI
import MyWidgets

// A homescreen binary with this package's widgets added to the bundled ones: every command
// of `homescreen` (run, render, timeline, list, check) works with them.
HomeScreenProgram.main(widgets: BundledWidgets().descriptors + MyWidgets().descriptors)
