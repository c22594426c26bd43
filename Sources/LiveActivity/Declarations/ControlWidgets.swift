import Foundation
import IslandUI

// iOS 18's controls (Control Center, the Lock Screen, the Action button), which widget
// extensions declare beside their Live Activities. They compile and a bundle lists them; a
// terminal draws Live Activities, so a control is not drawn.

/// A control, as WidgetKit's `ControlWidget`: a widget whose body is a control configuration.
public protocol ControlWidget: Widget where Body: ControlWidgetConfiguration {}

/// What a control's `body` describes.
public protocol ControlWidgetConfiguration: WidgetConfiguration {}

extension ControlWidgetConfiguration {
    /// The name shown in the controls gallery.
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    /// The description shown in the controls gallery.
    public func description(_ description: LocalizedStringResource) -> Self { self }
    /// Whether to show the control's state in Control Center: nothing to draw here.
    public func promptsForUserConfiguration() -> Self { self }
}

/// A control's template content: a toggle or a button.
public protocol ControlWidgetTemplate {}

/// Reads a control's current value, as WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// Reads the current value of a control configured with an intent.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// The intent a configurable control is configured with.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A control's configuration intent does nothing when run, as a widget's does.
    public func perform() async throws -> some IntentResult { .result() }
}

/// A control without configuration, as WidgetKit's: listed, not drawn.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String

    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) { self.kind = kind }

    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
    }
}

/// A control configured with an intent, as WidgetKit's: listed, not drawn.
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String

    public init<Intent: ControlConfigurationIntent>(kind: String, intent: Intent.Type,
                                                    @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
    }

    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
    }

    public init<Provider: AppIntentControlValueProvider>(
        kind: String, intent: Provider.Configuration.Type, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
    }
}

/// Collects a control's template, as WidgetKit's builder.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildEither<Content: ControlWidgetTemplate>(first: Content) -> AnyControlTemplate { AnyControlTemplate() }
    public static func buildEither<Content: ControlWidgetTemplate>(second: Content) -> AnyControlTemplate { AnyControlTemplate() }
}

/// A control template whose type is not kept.
public struct AnyControlTemplate: ControlWidgetTemplate {}

/// A control that turns something on and off, as WidgetKit's `ControlWidgetToggle`.
public struct ControlWidgetToggle: ControlWidgetTemplate {
    public init<Intent: SetValueIntent, ValueLabel: View>(
        _ title: LocalizedStringResource, isOn: Bool, action: Intent,
        @ViewBuilder valueLabel: (Bool) -> ValueLabel
    ) where Intent.ValueType == Bool {}

    public init<Intent: SetValueIntent, Label: View>(
        isOn: Bool, action: Intent, @ViewBuilder label: () -> Label
    ) where Intent.ValueType == Bool {}

    public init<Intent: SetValueIntent, Label: View, ValueLabel: View>(
        isOn: Bool, action: Intent, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel
    ) where Intent.ValueType == Bool {}

    public init<Intent: SetValueIntent>(_ title: LocalizedStringResource, isOn: Bool, action: Intent)
    where Intent.ValueType == Bool {}

    /// The toggle's tint when on.
    public func tint(_ tint: Color?) -> ControlWidgetToggle { self }
}

/// A control that runs an intent, as WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton: ControlWidgetTemplate {
    public init<Intent: AppIntent, Label: View>(action: Intent, @ViewBuilder label: () -> Label) {}
    /// With the label shown while its action runs (`isActive`).
    public init<Intent: AppIntent, Label: View, ActionLabel: View>(
        action: Intent, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {}
    public init<Intent: AppIntent>(_ title: LocalizedStringResource, action: Intent) {}
    /// A title and the label shown while its action runs (a literal is a localized key).
    @_disfavoredOverload
    public init<Intent: AppIntent, ActionLabel: View>(
        _ title: some StringProtocol, action: Intent, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {}
    public init<Intent: AppIntent, ActionLabel: View>(
        _ titleKey: LocalizedStringKey, action: Intent, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {}

    public func tint(_ tint: Color?) -> ControlWidgetButton { self }
}

extension ControlWidgetTemplate {
    /// The tint of the control: nothing drawn here.
    public func tint(_ tint: Color?) -> Self { self }
    /// What the control says it does (for the Action button).
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> Self { self }
    public func controlWidgetActionHint(_ hint: String) -> Self { self }
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> Self { self }
    public func controlWidgetStatus(_ status: String) -> Self { self }
}

/// An intent that opens the app when run, as App Intents' `OpenIntent`.
public protocol OpenIntent: AppIntent {}
