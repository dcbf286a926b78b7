import Foundation
import WidgetEngine

extension HomeScreen {
    /// `p` and `P`: switches into the placeholder or privacy preview, or back to live content
    /// when that preview is already on. Nothing is reloaded: the tiles are drawn again from the
    /// archives the engine holds, with the preview's redaction added at paint time.
    func togglePreview(_ mode: PreviewMode, at now: Date) {
        previewMode = previewMode == mode ? .live : mode
        switch previewMode {
        case .live: showToast("Live content", at: now)
        case .placeholder: showToast("Placeholder preview (p: back to live)", at: now)
        case .privacy: showToast("Privacy preview (P: back to live)", at: now)
        }
    }

    /// What `id` shows at `now` under the preview mode: in placeholder preview its kind's
    /// placeholder entry (redacted as a skeleton), in privacy preview its live content with
    /// `.privacy` added, else the engine's display unchanged.
    func previewDisplay(_ id: WidgetInstanceID, at now: Date) -> InstanceDisplay? {
        guard var display = engine.display(id, at: now) else { return nil }
        switch previewMode {
        case .live:
            break
        case .placeholder:
            guard display.source != .unavailable, let state = engine.states[id],
                  let placeholder = engine.placeholder(kind: state.instance.kind, family: state.instance.family) else { break }
            display.source = .placeholder
            display.view = placeholder.view
            display.redactionReasons = .placeholder
            display.staleSince = nil
        case .privacy:
            display.redactionReasons.formUnion(.privacy)
        }
        return display
    }
}
