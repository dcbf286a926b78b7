import BundledWidgets
import HomeScreenCLI

// Synchronous on purpose: the main thread runs MainThreadLoop (see HomeScreenProgram.main).
let bundle = BundledWidgets()
HomeScreenProgram.main(widgets: bundle.descriptors, controls: bundle.controls, activities: bundle.activities)
