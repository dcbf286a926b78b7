import Foundation
import HostIO
import WidgetEngine

extension HomeModel {
    /// Applies what the user meant: the one place screens' answers change the model. Returns
    /// the token of the call queued for ``HomeIntent/ask(_:)`` (nil for every other intent).
    @discardableResult
    func apply(_ intent: HomeIntent, at now: Date) -> UInt64? {
        switch intent {
        case let .select(id):
            home.select(id)
        case let .selectLink(index):
            home.navigation.linkIndex = index
        case let .showPage(page):
            guard page >= 0, page < home.pageCount else { return nil }
            home.navigation = Navigation(page: page, selection: home.pageItems(for: page).first?.id)
        case let .reload(id):
            hosted.engine.reloadByHand(id, at: now)
            showToast("Reloading \(layout.widget(id)?.kind ?? "widget")", at: now)
        case .reloadAll:
            hosted.engine.reloadAllByHand(at: now)
            showToast("Reloading every widget", at: now)
        case let .open(id):
            recordOpening(id, at: now)
        case let .pin(member, stackID):
            guard let stack = layout.allStacks.first(where: { $0.id == stackID }) else { return nil }
            pin(member, onTopOf: stack, at: now)
        case let .keepOnTop(member, stackID):
            home.stacks.tops[stackID] = member
        case let .swipeStack(delta):
            swipeStack(by: delta, at: now)
        case let .controls(change):
            changeControls(change, at: now)
        case let .press(target, id):
            press(target, in: id, at: now)
        case let .setAppearance(change):
            setAppearance(change, at: now)
        case let .edit(edit):
            applyEdit(edit, at: now)
        case .undo:
            undo(at: now)
        case let .addWidget(kind, family):
            addWidget(kind: kind, family: family, at: now)
        case let .configure(id, values, title):
            saveConfiguration(values, of: id, title: title, at: now)
        case let .toast(text):
            showToast(text, at: now)
        case .dismissToast:
            home.notices.toast = nil
        case let .dismissActivity(id):
            dismissActivity(id, at: now)
        case let .ask(call):
            return hosted.ask(call, at: now)
        }
        return nil
    }

    /// `t`, `T`, `p` and `P`. A new color scheme or rendering mode needs new archives (views
    /// read them when they are archived), so the engine asks for every timeline again; a
    /// preview is paint-time redaction and reloads nothing.
    private func setAppearance(_ change: AppearanceChange, at now: Date) {
        switch change {
        case .nextTheme:
            home.appearance.themeIndex = (home.appearance.themeIndex + 1) % home.appearance.themes.count
            hosted.engine.changeAppearance(colorScheme: theme.palette.colorScheme, renderingMode: appearance.renderingMode, at: now)
            showToast("Theme: \(theme.name)", at: now)
            rememberAppearance {
                $0.theme = self.theme.name
                $0.themeDefault = $1.theme
            }
        case .toggleTinted:
            let message = home.appearance.toggleTinted()
            hosted.engine.changeAppearance(colorScheme: theme.palette.colorScheme, renderingMode: appearance.renderingMode, at: now)
            showToast(message, at: now)
            rememberAppearance {
                $0.tinted = self.appearance.tinted
                $0.tintedDefault = $1.tinted
            }
        case let .togglePreview(mode):
            showToast(home.appearance.togglePreview(mode), at: now)
        }
    }

    /// Switches Do Not Disturb (its control) and keeps it for the next start.
    func setQuiet(_ quiet: Bool) {
        guard quiet != self.quiet else { return }
        self.quiet = quiet
        rememberAppearance { memory, _ in memory.quiet = quiet }
    }

    /// Keeps a choice made with a key for the next start (see ``AppearanceMemory``); a failed
    /// write is logged and the screen goes on with the choice in memory.
    private func rememberAppearance(_ change: (inout AppearanceMemory, HomeConfig) -> Void) {
        guard var kept = appearanceMemory else { return }
        change(&kept.memory, kept.defaults)
        appearanceMemory = kept
        do {
            try kept.memory.save(to: kept.folder)
        } catch {
            Self.logger.error("cannot keep the appearance in \(kept.folder.path): \(error)")
        }
    }
}
