/// An animation context, as SwiftUI's `Transaction` (kept for source compatibility).
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Set through `disablesAnimations`.
    var isDisablingAnimations = false
    /// The values of the app's own keys (`TransactionKey`), by key type.
    private var values = TransactionValues()
    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// A value of the app's own, as SwiftUI's `Transaction` subscript: its key's default until set.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values.storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value of the app's own carried by a transaction, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values set through `Transaction`'s subscript. Unchecked: a transaction is made and read on
/// the thread that resolves a tree, as in SwiftUI, where `TransactionKey.Value` need not be
/// `Sendable` either.
private struct TransactionValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]
}
