import Foundation
import IslandUI

// The rest of iOS 18's control surface that widget extensions name: the labels a toggle or
// button gets when it is given none, the builder of a control widget's body, the modifiers a
// control's label views take (its Action button hint and its status text), and a control's
// configuration intent. A terminal draws Live Activities, so none of them is drawn.

/// The value label a control toggle gets when given none ("On", "Off"), as WidgetKit's
/// `ControlWidgetToggleDefaultLabel`.
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: some View { Text(isOn ? "On" : "Off") }
}

/// The action label a control button gets when given none, as WidgetKit's
/// `ControlWidgetButtonDefaultActionLabel`: no change while its action runs.
public struct ControlWidgetButtonDefaultActionLabel: View {
    public var body: some View { EmptyView() }
}

/// Builds a control widget's body, as WidgetKit's `ControlWidgetConfigurationBuilder`.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// Passes a single control widget configuration through unmodified.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// Builds an expression within the builder.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A control widget configuration with nothing in it, as WidgetKit's
/// `EmptyControlWidgetConfiguration`.
@frozen public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    public init() {}
}

/// A control widget template with nothing in it, as WidgetKit's `EmptyControlWidgetTemplate`.
@frozen public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
    public init() {}
}

extension ControlWidgetTemplate {
    /// Whether people can interact with this control: not drawn here.
    public func disabled(_ disabled: Bool) -> Self { self }
}

extension ControlInfo {
    /// The configuration intent of this control: the simulated device has none configured.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? { nil }
}

extension WidgetConfiguration {
    /// Presents the widget's configuration when it is added: there is no gallery here.
    public func promptsForUserConfiguration() -> Self { self }
}

extension WidgetRelevanceAttribute {
    /// A widget relevant in `context`.
    public init(context: RelevantContext) where Configuration == Void { self.init() }
    /// A widget relevant in `context` in one of its configurations.
    public init(configuration: Configuration, context: RelevantContext) { self.init() }
}

extension View {
    /// The hint shown beside the Action button for the control this label describes: a control
    /// is not drawn here.
    public func controlWidgetActionHint(_ hint: Text) -> some View { self }
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }

    /// The status Control Center shows when the control this label describes changes.
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { self }
}
