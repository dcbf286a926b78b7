/// The configuration of a configurable widget, as AppIntents' `WidgetConfigurationIntent`:
/// a type whose ``Parameter`` properties the user edits.
public protocol WidgetConfigurationIntent: Sendable {
    /// The title of the configuration sheet.
    static var title: LocalizedStringResource { get }
    /// What the configuration is for.
    static var description: IntentDescription? { get }
    /// The intent with every parameter at its default.
    init()
}

extension WidgetConfigurationIntent {
    /// No description unless the intent gives one.
    public static var description: IntentDescription? { nil }

    /// The parameters in declaration order (found by reflection, as the property wrappers).
    static func parameterObjects(of intent: Self) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// The parameters as the host lists them.
    static var parameters: [IntentParameter] {
        parameterObjects(of: Self()).map { $0.parameter.describe(name: $0.name) }
    }

    /// A fresh intent with `values` applied; unknown names and mistyped values are refused.
    static func make(with values: ConfigValues) -> Result<Self, ParameterError> {
        let intent = Self()
        guard !values.isEmpty else { return .success(intent) }
        let parameters = parameterObjects(of: intent)
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let match = parameters.first(where: { $0.name == name }) else {
                return .failure(
                    ParameterError(
                        parameter: name, message: "no such parameter; the parameters are \(parameters.map(\.name).joined(separator: ", "))")
                )
            }
            let described = match.parameter.describe(name: name)
            if case let .failure(error) = described.validate(value) { return .failure(error) }
            guard match.parameter.set(value) else {
                return .failure(ParameterError(parameter: name, message: "\(value) is not a \(described.typeName)"))
            }
        }
        return .success(intent)
    }
}
