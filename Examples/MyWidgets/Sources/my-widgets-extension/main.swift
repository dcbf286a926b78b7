import MyWidgets
import WidgetEngine

// This package's widgets as an extension: any `homescreen` serves them once it is installed,
//   swift build && homescreen extension add .build/debug/my-widgets-extension
// The home screen starts this program when it needs a timeline and stops it when idle.
await ExtensionServer(catalog: WidgetCatalog(MyWidgets().descriptors)).serve()
