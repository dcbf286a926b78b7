import BundledWidgets
import HomeScreenCLI

await HomeScreenProgram.main(widgets: BundledWidgets().descriptors)
