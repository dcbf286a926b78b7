import Foundation
import WidgetEngine

/// A call into a control's code: its value (its template now), or a press of it.
public struct ControlCall: Sendable {
    /// What is asked of the control.
    public enum Action: Sendable {
        /// The template for its current value.
        case value
        /// A press of the template drawn, at the instant given (a toggle asks for the other state).
        case press(ControlTemplate, at: Date)
    }

    /// The control's kind.
    public let kind: String
    /// What is asked.
    public let action: Action
    /// The control, whose code the call runs.
    let descriptor: ControlDescriptor
    /// The control's parameter values in the layout (empty: its parameters' defaults).
    var configuration: ConfigValues = [:]

    /// Runs the call: a value comes back as ``WidgetCallResult/controlValue(_:)``, a press as
    /// ``WidgetCallResult/performed(_:)``.
    func run() async -> WidgetCallResult {
        switch action {
        case .value:
            do throws(ProviderFailure) {
                return .controlValue(.success(try await descriptor.current(configuration)))
            } catch {
                return .controlValue(.failure(error))
            }
        case let .press(template, date):
            return .performed(await descriptor.press(template, configuration: configuration, at: date))
        }
    }
}
