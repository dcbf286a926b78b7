import Foundation
import HostIO
import WidgetEngine

/// The links of the bundled widgets that the home screen follows itself, as iOS opens a
/// widget's app at the place its link names. The home screen is the app of its widgets:
///
/// - `homescreen://reminders/12` (a reminder's row; `homescreen://reminders`, the widget)
///   edits the widget's todo.txt file in the editor, at line 12;
/// - a `file:` link of the notes widget edits that notes file;
/// - `homescreen://calendar/<uid>` and `homescreen://calendar` open the agenda of the
///   calendar's days in a sheet (``WidgetDetailScreen``), as does a picture of the photos
///   widget, full screen, and `homescreen://showcase`.
///
/// Any other link goes to the program that opens its scheme (``AppLauncher``).
enum DeepLink {
    /// What following `url` from `widget` does, or nil when the home screen does not follow it.
    @MainActor
    static func action(for url: URL, from widget: WidgetItem, model: HomeModel, launcher: AppLauncher) -> ScreenAction? {
        let scheme = url.scheme?.lowercased()
        switch (scheme, url.host?.lowercased(), widget.kind) {
        case ("homescreen", "reminders", "reminders"):
            guard let path = path(of: widget, parameter: "path", model: model) else { return nil }
            let line = url.pathComponents.dropFirst().first.flatMap { Int($0) }
            return .launch(launcher.plan(editing: path, line: line))
        case ("file", _, "notes"):
            return .launch(launcher.plan(editing: url.path))
        case ("homescreen", "calendar", "calendar"), ("homescreen", "showcase", "showcase"), ("file", _, "photos"):
            return .push(WidgetDetailScreen(widget: widget, model: model))
        default:
            return nil
        }
    }

    /// The file a path parameter of `widget` names (its value, else the parameter's default),
    /// with `~` and `$XDG_…_HOME` expanded as the widget expands them.
    @MainActor
    static func path(of widget: WidgetItem, parameter name: String, model: HomeModel) -> String? {
        let declared = model.catalog.descriptor(forKind: widget.kind)?.parameters.first { $0.name == name }?.defaultValue
        guard case let .string(value)? = widget.configuration[name] ?? declared, !value.isEmpty else { return nil }
        return UserFolders.process.expanding(value)
    }
}
