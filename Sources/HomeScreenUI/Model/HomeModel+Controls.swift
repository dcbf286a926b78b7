import Foundation
import WidgetEngine

extension HomeModel {
    /// The controls row follows the layout, and each control without a value asks for it (at
    /// start, after it is added, after a press, after its values changed, or after
    /// `ControlCenter` asked to reload it).
    func stepControls(at now: Date) {
        controls.arrange(layout.controls)
        for slot in controls.slots where !slot.asking && !slot.pressing {
            let values = layout.controlValues[slot.kind] ?? [:]
            guard slot.template == nil || slot.needsValue || slot.configuration != values,
                let descriptor = catalog.control(forKind: slot.kind)
            else { continue }
            controls.update(slot.kind) { slot in
                slot.asking = true
                slot.needsValue = false
                slot.configuration = values
            }
            submitControl(ControlCall(kind: slot.kind, action: .value, descriptor: descriptor, configuration: values))
        }
    }

    /// `ControlCenter`'s requests: the controls they name ask for their values again.
    func reloadControls(_ requests: [ControlCenter.Request]) {
        guard !requests.isEmpty else { return }
        let kinds: Set<String>? =
            requests.contains(.all) ? nil : Set(requests.compactMap { if case let .kind(kind) = $0 { kind } else { nil } })
        controls.forget(kinds)
    }

    /// A change the user made to the row.
    func changeControls(_ change: ControlsChange, at now: Date) {
        var kinds = layout.controls
        switch change {
        case let .focus(index):
            controls.focus = index.map { max(0, min($0, kinds.count - 1)) }
            if kinds.isEmpty { controls.focus = nil }
            return
        case let .press(index):
            pressControl(at: index, at: now)
            return
        case let .add(kind):
            guard !kinds.contains(kind) else {
                showToast("\(controlName(kind)) is already in the controls row", at: now)
                return
            }
            kinds.append(kind)
        case let .remove(index):
            guard kinds.indices.contains(index) else { return }
            kinds.remove(at: index)
        case let .configure(kind, values):
            guard kinds.contains(kind) else { return }
        case let .move(index, delta):
            let target = index + delta
            guard kinds.indices.contains(index), kinds.indices.contains(target) else { return }
            kinds.swapAt(index, target)
            controls.focus = target
        }
        var newLayout = layout
        newLayout.controls = kinds
        newLayout.controlValues = layout.controlValues.filter { kinds.contains($0.key) }
        if case let .configure(kind, values) = change { newLayout.controlValues[kind] = values.isEmpty ? nil : values }
        home.document.pushUndo(layout)
        let saved = install(newLayout, saving: true, at: now)
        controls.arrange(kinds)
        if case let .add(kind) = change, saved { showToast("Added \(controlName(kind)) to the controls row", at: now) }
    }

    /// The control at `index` pressed: a toggle is drawn flipped at once and its intent runs
    /// with the other state; a press while the last one runs is not taken (as a double press).
    private func pressControl(at index: Int, at now: Date) {
        guard let slot = controls.slots[safeIndex: index], !slot.pressing, let template = slot.shown,
            let descriptor = catalog.control(forKind: slot.kind)
        else { return }
        controls.update(slot.kind) { slot in
            slot.pressing = true
            if case let .toggle(isOn) = template.role { slot.pressedIsOn = !isOn }
        }
        submitControl(
            ControlCall(
                kind: slot.kind, action: .press(template, at: now), descriptor: descriptor,
                configuration: layout.controlValues[slot.kind] ?? [:]))
    }

    /// A control call's answer: a value is shown; a press that succeeded asks for the value
    /// again (its toggle stays flipped until it comes) and shows its dialog; one that failed
    /// flips back, marks the control and says why in the status bar and the log.
    func finishControl(_ call: ControlCall, with result: WidgetCallResult, at now: Date) -> URL? {
        switch result {
        case let .controlValue(value):
            controls.update(call.kind) { slot in
                slot.asking = false
                slot.pressedIsOn = nil
                switch value {
                case let .success(template):
                    slot.template = template
                    if slot.valueFailed { slot.failure = nil }
                    slot.valueFailed = false
                case let .failure(failure):
                    slot.failure = "\(call.kind): \(failure)"
                    slot.valueFailed = true
                    Self.logger.warning("control \(call.kind): \(failure)")
                }
            }
        case let .performed(outcome):
            let title = controls.slots.first { $0.kind == call.kind }?.template?.title ?? call.kind
            switch outcome {
            case let .success(outcome):
                controls.update(call.kind) { slot in
                    // The new state stays drawn until the value the intent left comes.
                    slot.template = slot.shown
                    slot.pressing = false
                    slot.pressedIsOn = nil
                    slot.failure = nil
                    slot.needsValue = true
                }
                if let dialog = outcome.dialog { showToast(dialog, at: now) }
                return outcome.opensURL
            case let .failure(failure):
                let line = "\(call.kind): “\(title)” failed: \(failure)"
                Self.logger.warning("\(line)")
                controls.update(call.kind) { slot in
                    slot.pressing = false
                    slot.pressedIsOn = nil
                    slot.failure = line
                    slot.needsValue = true // what the intent left, if anything
                }
                showToast(line, at: now)
            }
        default:
            break
        }
        return nil
    }

    /// The gallery name of the control `kind`.
    func controlName(_ kind: String) -> String {
        catalog.control(forKind: kind)?.displayName ?? kind
    }

    private func submitControl(_ call: ControlCall) {
        let limit = Duration.seconds(max(1, hosted.engine.settings.timelineDeadline))
        hosted.work.submit(WidgetCall(token: hosted.engine.issueToken(), work: .control(call), limit: limit))
    }
}
