import BundledWidgets
import HomeScreenCLI

// Synchronous on purpose: the main thread runs the main RunLoop (see HomeScreenProgram.main).
// The home screen runs the widgets' code in homescreen-widgets, built beside this binary.
HomeScreenProgram.main(widgets: BundledWidgets().descriptors, extensionProgram: "homescreen-widgets")
