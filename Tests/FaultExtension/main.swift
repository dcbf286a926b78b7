import WidgetEngine

// The fault suite's Swift extension (README, "Fault suite"): widgets written in Swift, served
// with `ExtensionServer` as any Swift widget bundle's extension is, that answer a good
// timeline before the instant `--fault-from UNIX_SECONDS` and fail from it on: `fault-fatal`
// calls `fatalError` (the program traps), `fault-swift-throw` throws from its provider (the
// server answers an error). The Python faults are in `fault-extension.py` beside it.
let catalog = WidgetCatalog([FatalWidget().body.descriptor, ThrowingWidget().body.descriptor])
await ExtensionServer(catalog: catalog).serve()
