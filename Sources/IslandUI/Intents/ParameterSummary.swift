import Foundation

// An intent's parameter summary, as App Intents declares it: the sentence Shortcuts and a
// widget's configuration screen show (`Summary("Track \(\.$order)")`). A Live Activity shows no
// configuration screen; the summary compiles and keeps its sentence.

/// What a parameter summary is, as App Intents' `ParameterSummary`.
public protocol ParameterSummary {
    associatedtype Intent: AppIntent
}

/// A summary's sentence, with its parameters named by key path.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// The sentence, each parameter as `${parameter}`.
    public let text: String

    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// A sentence's words and parameters.
    public typealias StringInterpolation = IntentPhraseInterpolation<Intent>
}

/// A summary: the sentence and the parameters shown below it.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    public let string: ParameterSummaryString<Intent>?

    public init() { string = nil }
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) { self.string = string }
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        self.string = string
    }
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) { string = nil }

    /// Builds the list of parameters shown below the sentence.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildExpression(_ keyPath: PartialKeyPath<Intent>) -> [PartialKeyPath<Intent>] { [keyPath] }
        public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
    }
}

/// Builds an intent's summary.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary where Summary.Intent == Intent { expression }
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary where Summary.Intent == Intent { block }
}

/// A summary chosen by a parameter's value: `When(\.$unit, .equalTo, .celsius) { … } otherwise: { … }`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    public init<Value>(_ keyPath: KeyPath<Intent, Value>, _ comparisonOperator: EquatableComparisonOperator, _ value: Any,
                       @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
                       @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) {}
}

extension AppIntent {
    /// A summary of this intent, as App Intents names it in an intent's `parameterSummary`.
    public typealias Summary = IntentParameterSummary<Self>
    /// A summary chosen by a parameter's value.
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
}

/// How two values compare, as App Intents' comparison operators.
public enum EquatableComparisonOperator: Hashable, Sendable { case equalTo, notEqualTo }
public enum ComparableComparisonOperator: Hashable, Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, between
}
public enum StringComparisonOperator: Hashable, Sendable { case equalTo, notEqualTo, contains, hasPrefix, hasSuffix }
public enum HasValueComparisonOperator: Hashable, Sendable { case hasAnyValue, hasNoValue }
public enum OneOfComparisonOperator: Hashable, Sendable { case oneOf }
