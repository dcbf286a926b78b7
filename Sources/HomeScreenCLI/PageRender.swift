import CellGrid
import Foundation
import HomeScreenUI
import HostIO
import WidgetEngine

/// `homescreen render --page N` (or `--lock-screen`, `--standby`): a whole page of the home
/// screen (or the lock screen, or StandBy) drawn headless, as the home screen draws it at that size, every widget's first timeline asked for and answered in this
/// process. Nothing is written: the layout comes from `--layout`, else the user's `home.toml`,
/// else the default layout (in memory).
struct PageRender {
    /// What is drawn.
    enum View {
        /// Page N, from 1.
        case page(Int)
        /// The lock screen or StandBy.
        case screen(FullScreen)

        /// The flag that asks for it.
        var flag: String {
            switch self {
            case .page: "--page"
            case .screen(.lockScreen): "--lock-screen"
            case .screen(.standBy): "--standby"
            }
        }
    }

    var catalog: WidgetCatalog
    var layout: HomeLayout
    var theme: Theme
    var size: CellSize
    var instant: Date

    /// The layout of `path`, else of the user's `home.toml` when there is one, else the
    /// default; a file that does not load is a usage error naming its file, line and field.
    static func layout(path: String?, catalog: WidgetCatalog) throws(UsageError) -> HomeLayout {
        let url: URL
        if let path {
            url = URL(fileURLWithPath: UserFolders.process.expanding(path))
            guard !UserFile.isMissing(url) else { throw UsageError(message: "--layout \(path): no such file") }
        } else {
            guard let folder = ConfigPaths.configFolder() else { return LayoutFile.defaultLayout() }
            url = folder.appendingPathComponent("home.toml")
            if UserFile.isMissing(url) { return LayoutFile.defaultLayout() }
        }
        do {
            return try LayoutFile.load(url, catalog: catalog)
        } catch {
            throw UsageError(message: error.description)
        }
    }

    /// `view` (a page past the last is a usage error) drawn at `instant`.
    @MainActor
    func draw(_ view: View) async throws(UsageError) -> CellBuffer {
        let screen = HomeScreen(
            catalog: catalog, layout: layout, themes: [theme], themeIndex: 0, store: nil, screenSize: size,
            config: HomeConfig(pagesAcross: 1))
        let runner = ProviderRunner(catalog: catalog)
        var calls = screen.send(.start(size), at: instant).calls
        switch view {
        case let .page(page):
            guard page >= 1, page <= screen.pageCount else {
                throw UsageError(message: "--page \(page): the layout has \(screen.pageCount) page(s) at \(size.width)x\(size.height)")
            }
            for _ in 1..<page { calls += screen.send(.key(.character("]")), at: instant).calls }
        case let .screen(full):
            calls += screen.send(.present(full), at: instant).calls
        }
        // Round after round: an answer may start the next calls (a stack's members).
        while !calls.isEmpty {
            let round = calls
            calls = []
            for call in round {
                let result = await call.run(with: runner)
                calls += screen.send(result.map { .answered(call, $0) } ?? .abandoned(call), at: instant).calls
            }
        }
        return screen.frame(at: instant).buffer
    }
}
