import Foundation

/// A Live Activity widget drawn from placeholder data (`PlaceholderValues`), for a widget folder
/// with no `#Preview` of it.
public struct PlaceholderActivity: Sendable {
    /// The attributes' type name.
    public let attributesType: String
    /// The widget's type name.
    public let widgetType: String
    /// The placeholder attributes and state, or why none could be made.
    public let data: Result<ActivityData, PlaceholderProblem>
    /// The widget's kind under `name`, showing `data` as its preview.
    public let kind: @Sendable (_ name: String, _ data: ActivityData) -> ActivityKind
}

/// Why no placeholder could be made.
public struct PlaceholderProblem: Error, Sendable, CustomStringConvertible {
    public let description: String
}

protocol PlaceholderMaking {
    func placeholder<W: Widget>(widget: W.Type, around instant: Date) -> PlaceholderActivity
}

extension ActivityConfiguration: PlaceholderMaking {
    func placeholder<W: Widget>(widget: W.Type, around instant: Date) -> PlaceholderActivity {
        let data: Result<ActivityData, PlaceholderProblem>
        do {
            let attributes = try PlaceholderValues.make(Attributes.self, around: instant)
            let state = try PlaceholderValues.make(Attributes.ContentState.self, around: instant)
            data = .success(try ActivityData(attributes, state))
        } catch {
            data = .failure(PlaceholderProblem(description: "\(error)"))
        }
        return PlaceholderActivity(
            attributesType: String(describing: Attributes.self), widgetType: String(describing: W.self), data: data,
            kind: { name, data in .widget(W.self, attributes: Attributes.self, named: name) { _, _ in ActivityPreview(data: data) } })
    }
}

extension Widget {
    /// For a Live Activity widget, the widget drawn from placeholder data around `instant`;
    /// nil for any other widget.
    public func placeholderActivity(around instant: Date) -> PlaceholderActivity? {
        (body as? PlaceholderMaking)?.placeholder(widget: Self.self, around: instant)
    }
}
