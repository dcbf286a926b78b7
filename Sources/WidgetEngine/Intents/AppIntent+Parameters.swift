extension AppIntent {
    /// The parameters in declaration order (found by reflection, as the property wrappers).
    static func parameterObjects(of intent: Self) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// Looks up the parameter values only a look-up can give (entities by identifier).
    /// Queries read the intent through ``IntentParameterDependency`` meanwhile.
    func resolveParameters() async throws(ParameterError) {
        let intent = self
        let failure: ParameterError? = await IntentDependencyScope.$intent.withValue(intent) { () async -> ParameterError? in
            do throws(ParameterError) {
                for (_, parameter) in Self.parameterObjects(of: intent) { try await parameter.resolvePending() }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// The intent's type identifier: its mangled type name, which the runtime finds the type
    /// by in a new process (``IntentRunner``).
    static var typeIdentifier: String { _mangledTypeName(Self.self) ?? String(reflecting: Self.self) }

    /// This intent as a view archives it: its type and the values of its parameters.
    var reference: IntentReference {
        var parameters: [String: ConfigValue] = [:]
        for (name, parameter) in Self.parameterObjects(of: self) {
            if let value = parameter.storedValue { parameters[name] = value }
        }
        IntentTypes.shared.register(Self.self)
        return IntentReference(identifier: Self.typeIdentifier, parameters: parameters)
    }
}
