import WidgetEngine

/// A bundled widget (or bundle) that reads the user's own files: the paths a user gives it
/// name `~` and `$XDG_…_HOME`, which its ``folders`` expand. `init()` reads this process's
/// environment; tests hand in folders of their own, so no widget reads the real home folder.
public protocol ReadsUserFiles {
    /// The folders `~` and `$XDG_…_HOME` in its paths name.
    var folders: UserFolders { get }
    /// The widget with paths read by `folders`.
    init(folders: UserFolders)
}

extension ReadsUserFiles {
    /// The widget reading this process's environment.
    public init() {
        self.init(folders: .process)
    }
}
