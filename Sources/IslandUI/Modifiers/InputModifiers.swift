import Foundation

// Text entry, focus, keyboard and the app's activities and URLs: a widget takes no typing and
// opens no URLs itself, so each is accepted with Apple's signature and the view is drawn as it is.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `autocapitalization`: accepted as in SwiftUI; the view is drawn as it is.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `defaultAppStorage`: accepted as in SwiftUI; the view is drawn as it is.
    public func defaultAppStorage(_ store: UserDefaults) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `disableAutocorrection`: accepted as in SwiftUI; the view is drawn as it is.
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `findDisabled`: accepted as in SwiftUI; the view is drawn as it is.
    public func findDisabled(_ isDisabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `findNavigator`: accepted as in SwiftUI; the view is drawn as it is.
    public func findNavigator(isPresented: Binding<Bool>) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `focused`: accepted as in SwiftUI; the view is drawn as it is.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedView { modifyingEnvironment { _ in } }
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedView where Value : Hashable { modifyingEnvironment { _ in } }

    /// `focusedObject`: accepted as in SwiftUI; the view is drawn as it is.
    public func focusedObject<T>(_ object: T) -> ModifiedView where T : ObservableObject { modifyingEnvironment { _ in } }
    public func focusedObject<T>(_ object: T?) -> ModifiedView where T : ObservableObject { modifyingEnvironment { _ in } }

    /// `focusedSceneObject`: accepted as in SwiftUI; the view is drawn as it is.
    public func focusedSceneObject<T>(_ object: T) -> ModifiedView where T : ObservableObject { modifyingEnvironment { _ in } }
    public func focusedSceneObject<T>(_ object: T?) -> ModifiedView where T : ObservableObject { modifyingEnvironment { _ in } }

    /// `focusedSceneValue`: accepted as in SwiftUI; the view is drawn as it is.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> ModifiedView { modifyingEnvironment { _ in } }
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `focusedValue`: accepted as in SwiftUI; the view is drawn as it is.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedView { modifyingEnvironment { _ in } }
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `handlesExternalEvents`: accepted as in SwiftUI; the view is drawn as it is.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `interactionActivityTrackingTag`: accepted as in SwiftUI; the view is drawn as it is.
    public func interactionActivityTrackingTag(_ tag: String) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `keyboardShortcut`: accepted as in SwiftUI; the view is drawn as it is.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView { modifyingEnvironment { _ in } }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedView { modifyingEnvironment { _ in } }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `keyboardType`: accepted as in SwiftUI; the view is drawn as it is.
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `onOpenURL`: accepted as in SwiftUI; the view is drawn as it is.
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `onSubmit`: accepted as in SwiftUI; the view is drawn as it is.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `renameAction`: accepted as in SwiftUI; the view is drawn as it is.
    public func renameAction(_ action: @escaping () -> Void) -> ModifiedView { modifyingEnvironment { _ in } }
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `replaceDisabled`: accepted as in SwiftUI; the view is drawn as it is.
    public func replaceDisabled(_ isDisabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `submitLabel`: accepted as in SwiftUI; the view is drawn as it is.
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `submitScope`: accepted as in SwiftUI; the view is drawn as it is.
    public func submitScope(_ isBlocking: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `textContentType`: accepted as in SwiftUI; the view is drawn as it is.
    public func textContentType(_ textContentType: UITextContentType?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `textInputAutocapitalization`: accepted as in SwiftUI; the view is drawn as it is.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `textSelection`: accepted as in SwiftUI; the view is drawn as it is.
    public func textSelection<S>(_ selectability: S) -> ModifiedView where S : TextSelectability { modifyingEnvironment { _ in } }
}
