// swift-tools-version: 6.1
import PackageDescription

// An example of a package that ships its own widgets with homescreen: a library of widgets,
// a `my-homescreen` binary with them added to the bundled ones, a `my-widgets-extension`
// program serving them to any `homescreen` (`homescreen extension add
// .build/debug/my-widgets-extension`), and a snapshot test.
let package = Package(
    name: "MyWidgets",
    platforms: [.macOS(.v14)],
    dependencies: [
        // In your own package: .package(url: "<homescreen's git URL>", branch: "main")
        .package(name: "homescreen", path: "../..")
    ],
    targets: [
        .target(
            name: "MyWidgets",
            dependencies: [
                .product(name: "WidgetEngine", package: "homescreen")
            ]),
        .executableTarget(
            name: "my-homescreen",
            dependencies: [
                "MyWidgets",
                .product(name: "HomeScreenCLI", package: "homescreen"),
                .product(name: "BundledWidgets", package: "homescreen"),
            ]),
        .executableTarget(
            name: "my-widgets-extension",
            dependencies: [
                "MyWidgets",
                .product(name: "WidgetEngine", package: "homescreen"),
            ]),
        .testTarget(
            name: "MyWidgetsTests",
            dependencies: [
                "MyWidgets",
                .product(name: "WidgetEngine", package: "homescreen"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
