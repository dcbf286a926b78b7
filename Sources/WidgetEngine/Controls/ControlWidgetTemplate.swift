import WidgetUI

/// What a control looks like and runs, as WidgetKit's `ControlWidgetTemplate`: a
/// ``ControlWidgetButton`` or a ``ControlWidgetToggle``.
public protocol ControlWidgetTemplate: SendableMetatype {
    /// The template as the host keeps it (not for control code to implement).
    var _template: ControlTemplate { get }
}

/// Either of two templates, for an `if`/`else` in a ``ControlWidgetTemplateBuilder`` block.
public struct _ConditionalControlTemplate: ControlWidgetTemplate {
    public let _template: ControlTemplate
}

/// Builds a control's template from its content closure, as WidgetKit's
/// `@ControlWidgetTemplateBuilder`: one template, or one per branch of an `if`/`else`.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The one template of the block.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// The template of an `if`'s first branch.
    public static func buildEither<First: ControlWidgetTemplate>(first: First) -> _ConditionalControlTemplate {
        _ConditionalControlTemplate(_template: first._template)
    }
    /// The template of an `else` branch.
    public static func buildEither<Second: ControlWidgetTemplate>(second: Second) -> _ConditionalControlTemplate {
        _ConditionalControlTemplate(_template: second._template)
    }
    /// The template of an `if #available` block.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> _ConditionalControlTemplate {
        _ConditionalControlTemplate(_template: content._template)
    }
}

/// The words and symbol of a control's label, read from its view as it resolves.
struct ControlLabel {
    var text: String
    var systemImage: String?

    init<Content: View>(_ view: Content) {
        let node = ViewResolver.resolve(view)
        var symbol: String?
        node.forEachNode { child in
            if symbol == nil, case let .image(image) = child.kind, case let .symbol(name) = image.source { symbol = name }
        }
        text = node.plainText.trimmingCharacters(in: .whitespaces)
        systemImage = symbol
    }
}
