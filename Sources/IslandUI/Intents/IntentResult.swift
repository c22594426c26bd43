// What an intent's `perform()` returns, as App Intents declares it: a container of a value, an
// intent to open, a snippet and a dialog, each `Never` where the result has none, and the
// protocols an opaque result type names (`some IntentResult & ReturnsValue<Bool>`). The system
// here shows no dialog or snippet: the container keeps them for a test to read.

/// What an intent's `perform()` returns, as in App Intents.
public protocol IntentResult {
    /// The type of the value the result carries: `Never` for none.
    associatedtype Value
    /// The value, where the result has one.
    var value: Value? { get }
}

/// A result with a value of `Value`, as `some IntentResult & ReturnsValue<Int>` names it.
public protocol ReturnsValue<Value>: IntentResult {}

/// A result with words for Siri to say.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent when it finishes.
public protocol OpensIntent: IntentResult {}

/// A result with a view for Siri to show.
public protocol ShowsSnippetView: IntentResult {}

/// The result `.result(…)` makes, as App Intents' `IntentResultContainer`: `Never` in a place
/// the result has nothing for.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    public var value: Value?
    public var opensIntent: OpensAppIntent?
    public var dialog: IntentDialog?

    init(value: Value? = nil, opensIntent: OpensAppIntent? = nil, dialog: IntentDialog? = nil) {
        self.value = value
        self.opensIntent = opensIntent
        self.dialog = dialog
    }
}

extension IntentResult {
    /// Done, nothing to show.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }

    /// Done, with words for Siri to say (kept, not spoken).
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }

    /// Done, with a value (kept, not shown).
    public static func result<V>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> { .init(value: value) }

    /// Done, with a value and words for Siri.
    public static func result<V>(value: V, dialog: IntentDialog) -> Self where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    /// Done, opening another intent (kept, not run: the system runs what a control asks).
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        .init(opensIntent: opensIntent)
    }

    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog)
    }

    public static func result<V, I: AppIntent>(value: V, opensIntent: I) -> Self where Self == IntentResultContainer<V, I, Never, Never> {
        .init(value: value, opensIntent: opensIntent)
    }

    public static func result<V, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, I, Never, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog)
    }

    /// Done, with a value and an intent for the Action button (kept, not run).
    public static func result<V, I: AppIntent>(value: V, actionButtonIntent: I) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(value: value)
    }

    public static func result<V, I: AppIntent>(value: V, actionButtonIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    /// Done, with an intent for the Action button (kept, not run).
    public static func result<I: AppIntent>(actionButtonIntent: I) -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }

    public static func result<I: AppIntent>(actionButtonIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }
}
