import WidgetEngine

/// `--config key=value` options, checked against the widget's parameters.
enum ConfigurationOption {
    static func parse(_ pairs: [String], for descriptor: WidgetDescriptor) throws(UsageError) -> ConfigValues {
        switch descriptor.parseConfiguration(pairs) {
        case let .success(values): return values
        case let .failure(error): throw UsageError(message: "--config \(error)")
        }
    }
}
