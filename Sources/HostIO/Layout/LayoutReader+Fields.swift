import CellGrid
import Foundation
import TOMLKit
import WidgetEngine

/// Reading one field of a layout table: a text, a family, a slot, a widget's configuration
/// checked against its parameters; each problem is recorded with its path.
extension LayoutReader {
    /// A required, non-empty string.
    mutating func text(_ key: String, in table: TOMLTable, at path: String, example: String) -> String? {
        guard let value = table[key] else {
            fail("\(path).\(key)", "missing; e.g. \(example)")
            return nil
        }
        guard let string = value.string else {
            fail("\(path).\(key)", "\(describe(value)) is not a string; e.g. \(example)")
            return nil
        }
        guard !string.isEmpty else {
            fail("\(path).\(key)", "is empty; e.g. \(example)")
            return nil
        }
        return string
    }

    /// The home screen families: those that cover slots.
    func isHomeFamily(_ family: WidgetFamily) -> Bool {
        profile.footprint(of: family).area > 0
    }

    private var familyChoices: String {
        Self.list(WidgetFamily.allCases.filter(isHomeFamily).map(\.shortName), last: "or")
    }

    mutating func family(in table: TOMLTable, at path: String) -> WidgetFamily? {
        let field = "\(path).family"
        guard let value = table["family"] else {
            fail(field, "missing; use \(familyChoices)")
            return nil
        }
        guard let name = value.string, let family = WidgetFamily(name: name) else {
            fail(field, "\(describe(value)) is not a family; use \(familyChoices)")
            return nil
        }
        guard isHomeFamily(family) else {
            fail(field, "\(describe(value)) is a lock screen family and takes no slots; use \(familyChoices)")
            return nil
        }
        return family
    }

    /// An optional true or false, `fallback` when the table has none.
    mutating func flag(_ key: String, in table: TOMLTable, at path: String, default fallback: Bool) -> Bool {
        guard let value = table[key] else { return fallback }
        guard let flag = value.bool else {
            fail("\(path).\(key)", "\(describe(value)) is not true or false")
            return fallback
        }
        return flag
    }

    /// A required slot column or row: a whole number, 0 or more.
    mutating func slot(_ key: String, in table: TOMLTable, at path: String, counting: String) -> Int? {
        let field = "\(path).\(key)"
        guard let value = table[key] else {
            fail(field, "missing; the \(key) of the top-left slot (\(counting))")
            return nil
        }
        guard let number = value.int else {
            fail(field, "\(describe(value)) is not a whole number; \(counting)")
            return nil
        }
        guard number >= 0 else {
            fail(field, "\(number) is negative; \(counting)")
            return nil
        }
        return number
    }

    /// Parameter values: strings, integers, booleans and floats.
    mutating func configuration(_ value: TOMLValueConvertible, at path: String, header: String) -> ConfigValues {
        guard let table = value.table else {
            fail(path, "\(describe(value)) is not a table; give parameter values under [\(header)]")
            return [:]
        }
        var values: ConfigValues = [:]
        for key in table.keys.sorted() {
            guard let value = table[key] else { continue }
            switch value.type {
            case .string: values[key] = value.string.map(ConfigValue.string)
            case .int: values[key] = value.int.map(ConfigValue.integer)
            case .bool: values[key] = value.bool.map(ConfigValue.boolean)
            case .double: values[key] = value.double.map(ConfigValue.number)
            case .table, .array, .date, .time, .dateTime:
                fail("\(path).\(key)", "\(describe(value)) is not a parameter value; use a string, integer, boolean or number")
            }
        }
        return values
    }

    /// Checks values against the widget's parameters.
    mutating func check(_ values: ConfigValues, of descriptor: WidgetDescriptor, at path: String) {
        for (key, message) in Self.configurationProblems(values, of: descriptor) { fail("\(path).\(key)", message) }
    }

    /// What is wrong with each value that is not a parameter of the widget, or not one of its
    /// values, by key in key order (empty when all are fine).
    static func configurationProblems(_ values: ConfigValues, of descriptor: WidgetDescriptor) -> [(key: String, message: String)] {
        guard !values.isEmpty else { return [] }
        return configurationProblems(values, kind: descriptor.kind, parameters: descriptor.parameters)
    }

    /// What is wrong with each of `values` given to `kind`, whose parameters are `parameters`
    /// (a widget's or a control's), by key in key order.
    static func configurationProblems(
        _ values: ConfigValues, kind: String, parameters: [IntentParameter]
    ) -> [(key: String, message: String)] {
        var problems: [(key: String, message: String)] = []
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameters.first(where: { $0.name == key }) else {
                let known =
                    parameters.isEmpty
                    ? "\(kind) has no parameters"
                    : "the parameters of \(kind) are \(Self.list(parameters.map(\.name), last: "and"))"
                problems.append((key, "no such parameter; \(known)"))
                continue
            }
            if !Self.fits(value, parameter.kind) {
                let wanted = parameter.typeName.hasPrefix("one of") ? parameter.typeName : Self.withArticle(parameter.typeName)
                problems.append((key, "\(LayoutWriter.value(value)) is \(Self.typeName(of: value)), not \(wanted)"))
            } else if case let .failure(error) = parameter.validate(value) {
                problems.append((key, error.message))
            }
        }
        return problems
    }

    /// True when every widget of `layout` whose kind `catalog` knows comes in its family and
    /// has valid parameter values: the checks of a layout that depend on the widgets
    /// installed, which a ``LayoutSnapshots`` snapshot does not hold.
    static func agrees(_ layout: HomeLayout, with catalog: WidgetCatalog) -> Bool {
        // A layout of 10,000 widgets has a few dozen kinds: each kind's family is looked up once.
        var supported: [String: [WidgetFamily]] = [:]
        func agrees(_ widget: WidgetItem, in family: WidgetFamily) -> Bool {
            if widget.configuration.isEmpty, let families = supported[widget.kind] { return families.contains(family) }
            guard let descriptor = catalog.descriptor(forKind: widget.kind) else { return true }
            supported[widget.kind] = descriptor.supportedFamilies
            return descriptor.supports(family) && configurationProblems(widget.configuration, of: descriptor).isEmpty
        }
        for page in layout.pages {
            for item in page.items {
                switch item {
                case let .widget(widget):
                    guard agrees(widget, in: widget.family) else { return false }
                case let .stack(stack):
                    for member in stack.members { guard agrees(member, in: stack.family) else { return false } }
                }
            }
        }
        for widget in layout.lockScreen.allWidgets { guard agrees(widget, in: widget.family) else { return false } }
        for member in layout.standBy.allWidgets { guard agrees(member, in: member.family) else { return false } }
        for (kind, values) in layout.controlValues {
            guard let control = catalog.control(forKind: kind) else { continue }
            guard configurationProblems(values, kind: kind, parameters: control.parameters).isEmpty else { return false }
        }
        return true
    }

    /// True when `value` is of the type a parameter of `kind` holds (its range and choices
    /// are checked by `IntentParameter.validate`).
    static func fits(_ value: ConfigValue, _ kind: IntentParameter.Kind) -> Bool {
        switch (kind, value) {
        case (.string, .string), (.choice, .string), (.dynamicOptions, .string), (.integer, .integer),
            (.boolean, .boolean), (.number, .number), (.number, .integer):
            return true
        default:
            return false
        }
    }

    static func typeName(of value: ConfigValue) -> String {
        switch value {
        case .string: return "a string"
        case .integer: return "an integer"
        case .boolean: return "a boolean"
        case .number: return "a number"
        }
    }

    static func withArticle(_ noun: String) -> String {
        guard let first = noun.first else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }

    /// The tables of an array of tables (`[[header]]`), reporting anything else.
    mutating func tables(_ value: TOMLValueConvertible, at path: String, header: String) -> [TOMLTable]? {
        guard let array = value.array else {
            fail(path, "\(describe(value)) is not an array of tables; start each one with [[\(header)]]")
            return nil
        }
        var tables: [TOMLTable] = []
        for (index, element) in array.enumerated() {
            if let table = element.table {
                tables.append(table)
            } else {
                fail("\(path)[\(index)]", "\(describe(element)) is not a table; start each one with [[\(header)]]")
            }
        }
        return tables
    }
}
