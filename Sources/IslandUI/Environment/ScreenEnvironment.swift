import Foundation
#if canImport(CoreData)
import CoreData
#endif

// The environment values of an app's screens (lists being edited, searches, windows, undo, Core
// Data), which a widget extension's code reads in its configuration screens and shared views.
// A Live Activity has no screen of this kind, so each has the value a screen has before
// anything happens (not editing, nothing to refresh or rename, no window to open) and can be
// set with `environment(_:_:)` as in SwiftUI; actions are callable and do nothing.

/// Whether a list is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// Whether a view is presented, as SwiftUI's older `PresentationMode`: never, here.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

/// Ends a search, as SwiftUI's `DismissSearchAction`.
public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

/// Opens a window, as SwiftUI's `OpenWindowAction`: a phone's app has one window.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
    public func callAsFunction<D: Codable & Hashable>(value: D) {}
}

/// Refreshes a list's content, as SwiftUI's `RefreshAction` (set by `refreshable`).
public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

/// Starts renaming, as SwiftUI's `RenameAction` (set by `renameAction`).
public struct RenameAction: Sendable {
    public func callAsFunction() {}
}

#if !canImport(Darwin)
/// Undo and redo, as Foundation's `UndoManager` (Apple platforms have it already): nothing is
/// ever undone in a widget.
open class UndoManager: @unchecked Sendable {
    public init() {}
    open var canUndo: Bool { false }
    open var canRedo: Bool { false }
    open func undo() {}
    open func redo() {}
    open func removeAllActions() {}
}
#endif

#if !canImport(CoreData)
/// A Core Data context, as `NSManagedObjectContext` (Apple platforms have Core Data): named so
/// that `@Environment(\.managedObjectContext)` compiles; there is no store behind it.
open class NSManagedObjectContext: @unchecked Sendable {
    /// How a context runs its work.
    public enum ConcurrencyType: Sendable { case privateQueueConcurrencyType, mainQueueConcurrencyType }
    public let concurrencyType: ConcurrencyType
    public init(concurrencyType: ConcurrencyType) { self.concurrencyType = concurrencyType }
    open var hasChanges: Bool { false }
    open func save() throws {}
}
#endif

extension EnvironmentValues {
    /// The material behind this view: none set.
    public var backgroundMaterial: Material? {
        get { self[ScreenEnvironment.BackgroundMaterialKey.self] }
        set { self[ScreenEnvironment.BackgroundMaterialKey.self] = newValue }
    }

    /// The style `backgroundStyle(_:)` set: none.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[ScreenEnvironment.BackgroundStyleKey.self] }
        set { self[ScreenEnvironment.BackgroundStyleKey.self] = newValue }
    }

    /// The content transition set for this subtree (`contentTransition(_:)` sets it on a view).
    public var contentTransition: ContentTransition {
        get { self[ScreenEnvironment.ContentTransitionKey.self] }
        set { self[ScreenEnvironment.ContentTransitionKey.self] = newValue }
    }

    /// Whether text fields autocorrect, by its older name.
    public var disableAutocorrection: Bool? {
        get { self[ScreenEnvironment.DisableAutocorrectionKey.self] }
        set { self[ScreenEnvironment.DisableAutocorrectionKey.self] = newValue }
    }

    /// Ends the current search: nothing to end.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Whether the list is being edited: no list is.
    public var editMode: Binding<EditMode>? {
        get { self[ScreenEnvironment.EditModeKey.self] }
        set { self[ScreenEnvironment.EditModeKey.self] = newValue }
    }

    /// The keyboard shortcut of the control: none.
    public var keyboardShortcut: KeyboardShortcut? { nil }

    /// The Core Data context: one with no store behind it, as a preview's.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ScreenEnvironment.ManagedObjectContextKey.self] }
        set { self[ScreenEnvironment.ManagedObjectContextKey.self] = newValue }
    }

    /// The order of a menu's items.
    public var menuOrder: MenuOrder {
        get { self[ScreenEnvironment.MenuOrderKey.self] }
        set { self[ScreenEnvironment.MenuOrderKey.self] = newValue }
    }

    /// Opens a window: a phone's app has one.
    public var openWindow: OpenWindowAction { OpenWindowAction() }

    /// Whether this view is presented, by SwiftUI's older name: never.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    /// Refreshes the list: set by `refreshable`, none here.
    public var refresh: RefreshAction? { nil }

    /// Starts renaming: set by `renameAction`, none here.
    public var rename: RenameAction? { nil }

    /// How scrolling dismisses the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScreenEnvironment.ScrollDismissesKeyboardModeKey.self] }
        set { self[ScreenEnvironment.ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Where search suggestions show.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .automatic }

    /// The undo manager: none, as a widget has nothing to undo.
    public var undoManager: UndoManager? { nil }
}

/// The keys of the values above, one a value, as SwiftUI's own are.
enum ScreenEnvironment {
    struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
    struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
    struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
    struct DisableAutocorrectionKey: EnvironmentKey { static let defaultValue: Bool? = nil }
    struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
    struct ManagedObjectContextKey: EnvironmentKey {
        static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
    }
    struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
    struct ScrollDismissesKeyboardModeKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }
}
