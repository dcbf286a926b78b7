import BundledWidgets
import WidgetEngine

// The bundled widgets as an extension: the home screen starts this program and asks it for
// placeholders, snapshots and timelines over the extension protocol (docs/extension-protocol.md).
await ExtensionServer(catalog: WidgetCatalog(BundledWidgets().descriptors)).serve()
