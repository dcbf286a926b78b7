import BundledWidgets
import HomeScreenCLI

// Synchronous on purpose: the main thread runs the main RunLoop (see HomeScreenProgram.main).
HomeScreenProgram.main(widgets: BundledWidgets().descriptors)
