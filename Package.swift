// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Optional release tooling (`ReleaseTooling/StartupLayout/`, see its README): with
/// `HOMESCREEN_STARTUP_LAYOUT=1` in the environment, a release build on Linux is linked by lld
/// with a layout for a start from a paged-out binary (start-up code first, ICU's data table
/// last) and reads its start-up pages ahead (`CStartupPrefetch`). Nothing else depends on it:
/// without the variable the package has neither the C target nor the flags.
let startupLayout = Context.environment["HOMESCREEN_STARTUP_LAYOUT"] == "1"
let startupLayoutFolder = "ReleaseTooling/StartupLayout"
let startupLayoutFlags: [String] = {
    let folder = Context.packageDirectory + "/" + startupLayoutFolder
    return [
        "-use-ld=lld",
        "-Xlinker", "-T", "-Xlinker", folder + "/homescreen.ld",
        "-Xlinker", "--symbol-ordering-file=" + folder + "/startup-order.txt",
        // lld would print a warning per listed function missing from this build; the tooling's
        // check-layout.py counts them instead and fails when more than a few percent are gone.
        "-Xlinker", "--no-warn-symbol-ordering",
    ]
}()

let package = Package(
    name: "homescreen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "homescreen", targets: ["homescreen"]),
        .executable(name: "homescreen-widgets", targets: ["homescreen-widgets"]),
        .library(name: "Archive", targets: ["Archive"]),
        .library(name: "WidgetUI", targets: ["WidgetUI"]),
        .library(name: "WidgetEngine", targets: ["WidgetEngine"]),
        .library(name: "CellGrid", targets: ["CellGrid"]),
        .library(name: "BundledWidgets", targets: ["BundledWidgets"]),
        .library(name: "Plugins", targets: ["Plugins"]),
        .library(name: "HostIO", targets: ["HostIO"]),
        .library(name: "HomeScreenUI", targets: ["HomeScreenUI"]),
        .library(name: "Terminal", targets: ["Terminal"]),
        .library(name: "HomeScreenCLI", targets: ["HomeScreenCLI"]),
        .library(name: "WidgetNetwork", targets: ["WidgetNetwork"]),
        .library(name: "LoopbackServer", targets: ["LoopbackServer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // Child processes (the Git widget, and tests that run the binary): Foundation's Process
        // can miss a child's exit when several run at once on Linux and wait forever.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
    ],
    targets: [
        // C shims. CUnicodeWidth reaches glibc's wcwidth under a fixed UTF-8 locale;
        // CNcursesw wraps curses for the Terminal module, its only user.
        .target(name: "CUnicodeWidth"),
        .target(name: "CNcursesw", linkerSettings: [.linkedLibrary("ncursesw")]),
        // glibc's mallopt and malloc_trim: the program's arena limit, memory given back after a burst.
        .target(name: "CMalloc"),
        // A thread's own nice value (glibc's gettid and setpriority), for background reads.
        .target(name: "CThreadPriority"),
        // The main dispatch queue's wake descriptor, for the main thread's own wait (MainThreadLoop).
        .target(name: "CMainQueue"),
        // Pictures: libpng and libjpeg (Debian's libpng-dev and libjpeg-dev, found by
        // pkg-config) behind one C decoder that downsamples while it decodes; libwebp is
        // loaded at run time when present (dlopen), never linked.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CPictureDecode", dependencies: ["CLibPNG", "CLibJPEG"]),

        // Starting programs and reading users' files so that nothing they do stops the screen:
        // one posix_spawn set-up (sessions, groups, signals, descriptors), the containment
        // supervisor every extension runs under (a C constructor, before any Swift code), and
        // one bounded, non-blocking reader of files and folders.
        .target(name: "CContainment"),
        .target(name: "Containment", dependencies: ["CContainment"]),
        .target(name: "CellGrid", dependencies: ["CUnicodeWidth"]),
        // The archive's one description of a value (`Archivable`) and its binary and JSON forms.
        .target(name: "Archive"),
        .target(
            name: "WidgetUI",
            dependencies: [
                "Archive", "CellGrid", "CPictureDecode", "Containment",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // `#Preview`'s compiler plugin, written against the compiler's plugin messages rather
        // than swift-syntax (ARCHITECTURE.md, "Previews"): seconds to build instead of minutes.
        .macro(name: "WidgetPreviewMacros"),
        .target(
            name: "WidgetEngine",
            dependencies: [
                "Archive", "WidgetUI", "CellGrid", "Containment", "WidgetPreviewMacros",
                .product(name: "HeapModule", package: "swift-collections"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The shipped themes, compiled into the program (`PackageResources`): no resource bundle
        // to find at start, and a copied binary keeps them.
        .target(
            name: "ShippedThemes", path: "themes",
            resources: [
                .embedInCode("builtin/dark.toml"), .embedInCode("builtin/dusk.toml"),
                .embedInCode("builtin/high-contrast.toml"), .embedInCode("builtin/light.toml"),
            ]),
        // The terminal: curses behind one main-actor type, input decoding, colors, drawing a
        // diff, restoring the terminal on a crash or a signal. The only importer of curses.
        .target(name: "Terminal", dependencies: ["CellGrid", "CNcursesw", "Containment"]),
        // The host's I/O: the files it reads and writes (layout, config, themes, installed
        // extensions, the log, the caches), the control socket and the programs it starts.
        .target(
            name: "HostIO",
            dependencies: [
                "Archive", "Containment", "WidgetEngine", "WidgetUI", "CellGrid", "ShippedThemes",
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The home screen: its model, its screens and the run loop that performs their effects.
        .target(
            name: "HomeScreenUI",
            dependencies: [
                "HostIO", "Archive", "Terminal", "WidgetEngine", "WidgetUI", "CellGrid", "CMalloc", "CThreadPriority",
                "CMainQueue", .product(name: "Logging", package: "swift-log"),
            ]),
        // Script plugins in the formats of xbar, SwiftBar and Argos: the plugins folder, the
        // output format, and the widgets they make.
        .target(name: "Plugins", dependencies: ["Archive", "WidgetEngine", .product(name: "Logging", package: "swift-log")]),
        // The network widgets' HTTP client: libcurl loaded with dlopen (CCurl), so the program
        // links no HTTP or TLS library and only the process that makes a request loads one;
        // conditional requests, the answers kept on disk, back-off, secrets kept out of logs.
        .target(name: "CCurl"),
        .target(
            name: "WidgetNetwork",
            dependencies: ["CCurl", "WidgetEngine", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "BundledWidgets",
            dependencies: [
                "WidgetEngine", "WidgetUI", "WidgetNetwork",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "Logging", package: "swift-log"),
            ], path: "Widgets",
            // The calendar asks ICU (the copy Foundation loads) for CLDR's Windows zone names.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        .target(
            name: "HomeScreenCLI",
            dependencies: [
                "CMalloc",
                "HomeScreenUI", "HostIO", "Terminal", "WidgetEngine", "WidgetUI", "CellGrid", "BundledWidgets", "Plugins",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "homescreen", dependencies: ["HomeScreenCLI"]),
        // The bundled widgets as an extension process (the extension protocol's server).
        .executableTarget(
            name: "homescreen-widgets",
            dependencies: ["BundledWidgets", "WidgetEngine", "CMalloc", .product(name: "Logging", package: "swift-log")]),

        // Tests log to a handler of their own, installed before the first test by a C
        // constructor (Swift Testing has no hook for it).
        .target(name: "CTestLogStart", path: "Tests/CTestLogStart"),
        .target(
            name: "TestSupport",
            dependencies: [
                "CellGrid", "WidgetUI", "WidgetEngine", "BundledWidgets", "WidgetNetwork", "HostIO", "HomeScreenUI", "Terminal",
                "CTestLogStart",
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "Logging", package: "swift-log"),
            ], path: "Tests/TestSupport"),
        // A loopback HTTP server for tests and benchmarks of network widgets: documented
        // answers and failures (stalls, resets, 500, 429, bodies of any size).
        .target(name: "LoopbackServer", path: "Tests/LoopbackServer", exclude: ["Fixtures"]),
        // The fault suite's extensions (README, "Fault suite"): Swift widgets that trap or throw
        // after a good answer, and the Python program of every other fault, beside them.
        .executableTarget(
            name: "homescreen-fault-extension", dependencies: ["WidgetEngine"], path: "Tests/FaultExtension",
            exclude: ["fault-extension.py"]),
        // A widget extension written as on iOS: `@main struct …: WidgetBundle` and nothing else.
        .executableTarget(name: "homescreen-port-extension", dependencies: ["WidgetEngine"], path: "Tests/PortExtension"),
        .testTarget(name: "CellGridTests", dependencies: ["CellGrid", "CUnicodeWidth", "TestSupport"]),
        .testTarget(
            name: "WidgetUITests", dependencies: ["Archive", "WidgetUI", "CellGrid", "TestSupport"], exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(
            name: "WidgetEngineTests", dependencies: ["Archive", "WidgetEngine", "BundledWidgets", "TestSupport"],
            exclude: ["__Snapshots__", "RenderingModes/__Snapshots__", "Intents/__Snapshots__"]),
        .testTarget(
            name: "BundledWidgetsTests",
            dependencies: ["BundledWidgets", "WidgetEngine", "WidgetUI", "TestSupport", "WidgetNetwork", "LoopbackServer"],
            exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(
            name: "HomeScreenCLITests",
            dependencies: [
                "HomeScreenCLI", "HomeScreenUI", "HostIO", "ShippedThemes", "TestSupport", "BundledWidgets", "WidgetEngine",
                "LoopbackServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetNetworkTests", dependencies: ["WidgetNetwork", "LoopbackServer", "TestSupport", "WidgetEngine"]),
        .testTarget(
            name: "HostIOTests", dependencies: ["HostIO", "WidgetEngine", "BundledWidgets", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "PluginsTests",
            dependencies: ["Plugins", "WidgetEngine", "HomeScreenUI", "HostIO", "TestSupport"],
            exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "HomeScreenTerminalTests", dependencies: ["Terminal", "CellGrid", "TestSupport"]),
        .testTarget(
            name: "HomeScreenUITests",
            dependencies: ["HomeScreenUI", "HostIO", "Terminal", "WidgetEngine", "BundledWidgets", "TestSupport"],
            exclude: ["__Snapshots__", "Editing/__Snapshots__", "Wide/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

if startupLayout {
    package.targets.append(contentsOf: [
        // Reads the program's own pages ahead at start when the kernel has dropped them.
        .target(name: "CStartupPrefetch", path: startupLayoutFolder + "/CStartupPrefetch"),
        .testTarget(
            name: "StartupLayoutTests", dependencies: ["CStartupPrefetch"],
            path: startupLayoutFolder + "/Tests"),
    ])
    for target in package.targets where target.name == "homescreen" {
        target.dependencies.append("CStartupPrefetch")
        target.linkerSettings = [.unsafeFlags(startupLayoutFlags, .when(platforms: [.linux], configuration: .release))]
    }
}
