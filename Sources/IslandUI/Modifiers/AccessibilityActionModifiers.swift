import Foundation

// VoiceOver's actions, rotors, custom content and focus: the reading order (VoiceOverReader) uses
// labels and traits; what VoiceOver would do with these has nothing to run in a terminal, so each
// is accepted with Apple's signature.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `accessibility`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibility(activationPoint: CGPoint) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(activationPoint: UnitPoint) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(hidden: Bool) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(hint: Text) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(identifier: String) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(inputLabels: [Text]) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(label: Text) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(sortPriority: Double) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibility(value: Text) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `accessibilityAction`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityAction<Label>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> ModifiedView where Label : View { modifyingEnvironment { _ in } }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedView where S : StringProtocol { modifyingEnvironment { _ in } }

    /// `accessibilityActions`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> ModifiedView where Content : View { modifyingEnvironment { _ in } }

    /// `accessibilityActivationPoint`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `accessibilityAdjustableAction`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `accessibilityChildren`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityChildren<V>(@ViewBuilder children: () -> V) -> ModifiedView where V : View { modifyingEnvironment { _ in } }

    /// `accessibilityCustomContent`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityCustomContent<V>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedView where V : StringProtocol { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityCustomContent<V>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedView where V : StringProtocol { modifyingEnvironment { _ in } }

    /// `accessibilityFocused`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> ModifiedView where Value : Hashable { modifyingEnvironment { _ in } }

    /// `accessibilityLabeledPair`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityLabeledPair<ID>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }

    /// `accessibilityLinkedGroup`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityLinkedGroup<ID>(id: ID, in namespace: Namespace.ID) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }

    /// `accessibilityRepresentation`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> ModifiedView where V : View { modifyingEnvironment { _ in } }

    /// `accessibilityRotor`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityRotor<Content>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> ModifiedView where Content : AccessibilityRotorContent { modifyingEnvironment { _ in } }
    public func accessibilityRotor<Content>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> ModifiedView where Content : AccessibilityRotorContent { modifyingEnvironment { _ in } }
    public func accessibilityRotor<Content>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> ModifiedView where Content : AccessibilityRotorContent { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityRotor<L, Content>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> ModifiedView where L : StringProtocol, Content : AccessibilityRotorContent { modifyingEnvironment { _ in } }
    public func accessibilityRotor<EntryModel, ID>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }
    public func accessibilityRotor<EntryModel, ID>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }
    public func accessibilityRotor<EntryModel, ID>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityRotor<L, EntryModel, ID>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where L : StringProtocol, ID : Hashable { modifyingEnvironment { _ in } }
    public func accessibilityRotor<EntryModel>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where EntryModel : Identifiable { modifyingEnvironment { _ in } }
    public func accessibilityRotor<EntryModel>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where EntryModel : Identifiable { modifyingEnvironment { _ in } }
    public func accessibilityRotor<EntryModel>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where EntryModel : Identifiable { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityRotor<L, EntryModel>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> ModifiedView where L : StringProtocol, EntryModel : Identifiable { modifyingEnvironment { _ in } }
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> ModifiedView { modifyingEnvironment { _ in } }
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func accessibilityRotor<L>(_ label: L, textRanges: [Range<String.Index>]) -> ModifiedView where L : StringProtocol { modifyingEnvironment { _ in } }

    /// `accessibilityRotorEntry`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityRotorEntry<ID>(id: ID, in namespace: Namespace.ID) -> ModifiedView where ID : Hashable { modifyingEnvironment { _ in } }

    /// `accessibilityScrollAction`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `accessibilityShowsLargeContentViewer`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityShowsLargeContentViewer<V>(@ViewBuilder _ largeContentView: () -> V) -> ModifiedView where V : View { modifyingEnvironment { _ in } }

    /// `accessibilityTextContentType`: accepted as in SwiftUI; the view is drawn as it is.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedView { modifyingEnvironment { _ in } }
}
