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

// A summary chosen by a parameter's value among cases, as App Intents writes it:
//
//     static var parameterSummary: some ParameterSummary {
//         Switch(\.$unit) {
//             Case(.celsius) { Summary("Show in Celsius") }
//             DefaultCase { Summary("Show \(\.$unit)") }
//         }
//     }
//
// Kept as written; a Live Activity shows no configuration screen.

/// One case of a `Switch`, as App Intents' `_ParameterSummarySwitchCase`.
public protocol _ParameterSummarySwitchCase {
    associatedtype Intent: AppIntent
    associatedtype Value
}

/// A summary for one value (or several) of the switched parameter, as App Intents'
/// `ParameterSummaryCaseCondition` (`Case(.celsius) { … }`).
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value, Summary: ParameterSummary>: _ParameterSummarySwitchCase {
    /// The values this case is for.
    public let values: [Value]

    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { values = [value] }
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) { values = value }
}

/// The summary for every other value, as App Intents' `ParameterSummaryDefaultCaseCondition`
/// (`DefaultCase { … }`).
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value, Summary: ParameterSummary>: _ParameterSummarySwitchCase {
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {}
}

/// A switch's cases, as App Intents' `ParameterSummaryTupleCaseCondition`.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value, ValueType>: _ParameterSummarySwitchCase {
    public typealias Summary = Never
    /// The cases, in order, the default last.
    let cases: ValueType
}

/// Builds a switch's cases, as App Intents' `ParameterSummaryCaseBuilder`: cases, then the
/// default case.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
    public static func buildExpression<C0: _ParameterSummarySwitchCase>(_ expression: C0) -> C0
    where C0.Intent == Intent, C0.Value == Value { expression }

    public static func buildBlock<C0: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary>(
        _ c0: C0, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent {
        ParameterSummaryTupleCaseCondition(cases: (c0, `default`))
    }

    public static func buildBlock<C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary>(
        _ c0: C0, _ c1: C1, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0.Intent == C1.Intent {
        ParameterSummaryTupleCaseCondition(cases: (c0, c1, `default`))
    }

    public static func buildBlock<C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
                                  DefaultSummary: ParameterSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0.Intent == C1.Intent, C1.Intent == C2.Intent {
        ParameterSummaryTupleCaseCondition(cases: (c0, c1, c2, `default`))
    }

    public static func buildBlock<C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase, C2: _ParameterSummarySwitchCase,
                                  C3: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where Intent == C0.Intent, C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent {
        ParameterSummaryTupleCaseCondition(cases: (c0, c1, c2, c3, `default`))
    }
}

/// A summary chosen among cases by a parameter's value, as App Intents'
/// `ParameterSummarySwitchCondition` (`Switch(\.$unit) { … }`).
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value, CaseCondition: _ParameterSummarySwitchCase>: ParameterSummary {
    /// A widget's family as the switched value: `Switch(.widgetFamily) { … }`.
    public enum WidgetFamily: Sendable { case widgetFamily }

    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>,
                @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition) {}

    public init(_ widgetFamily: WidgetFamily,
                @ParameterSummaryCaseBuilder<Intent, IntentWidgetFamily> _ builder: () -> CaseCondition)
    where Value == IntentWidgetFamily {}
}

extension AppIntent {
    /// A summary chosen among cases, as App Intents names it in an intent's `parameterSummary`.
    public typealias Switch<Value, CaseCondition: _ParameterSummarySwitchCase> = ParameterSummarySwitchCondition<Self, Value, CaseCondition>
    /// One case of a `Switch`.
    public typealias Case = ParameterSummaryCaseCondition
    /// The default case of a `Switch`.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}
