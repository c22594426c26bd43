import Foundation

// Presentations a widget cannot make: alerts, dialogs, sheets, popovers, menus, file panels. A
// widget's view is archived and shown by the system, which presents nothing for it; so each is
// accepted with Apple's signature and the view is drawn as it is.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `actionSheet`: accepted as in SwiftUI; the view is drawn as it is.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedView { modifyingEnvironment { _ in } }
    public func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> ModifiedView where T : Identifiable { modifyingEnvironment { _ in } }

    /// `alert`: accepted as in SwiftUI; the view is drawn as it is.
    public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedView where S : StringProtocol, A : View { modifyingEnvironment { _ in } }
    public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView where S : StringProtocol, A : View, M : View { modifyingEnvironment { _ in } }
    public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    public func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedView where S : StringProtocol, A : View { modifyingEnvironment { _ in } }
    public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView where S : StringProtocol, A : View, M : View { modifyingEnvironment { _ in } }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedView { modifyingEnvironment { _ in } }
    public func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> ModifiedView where E : LocalizedError, A : View { modifyingEnvironment { _ in } }
    public func alert<E, A, M>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> ModifiedView where E : LocalizedError, A : View, M : View { modifyingEnvironment { _ in } }
    public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedView where Item : Identifiable { modifyingEnvironment { _ in } }

    /// `confirmationDialog`: accepted as in SwiftUI; the view is drawn as it is.
    public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedView where S : StringProtocol, A : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedView where S : StringProtocol, A : View, M : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedView where A : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedView where S : StringProtocol, A : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView where A : View, M : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedView where S : StringProtocol, A : View, M : View { modifyingEnvironment { _ in } }

    /// `contextMenu`: accepted as in SwiftUI; the view is drawn as it is.
    public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> ModifiedView where MenuItems : View { modifyingEnvironment { _ in } }
    public func contextMenu<I, M>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> ModifiedView where I : Hashable, M : View { modifyingEnvironment { _ in } }
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedView where MenuItems : View { modifyingEnvironment { _ in } }
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> ModifiedView where M : View, P : View { modifyingEnvironment { _ in } }

    /// `fullScreenCover`: accepted as in SwiftUI; the view is drawn as it is.
    public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView where Content : View { modifyingEnvironment { _ in } }
    public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView where Item : Identifiable, Content : View { modifyingEnvironment { _ in } }

    /// `menuActionDismissBehavior`: accepted as in SwiftUI; the view is drawn as it is.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `menuIndicator`: accepted as in SwiftUI; the view is drawn as it is.
    public func menuIndicator(_ visibility: Visibility) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `menuOrder`: accepted as in SwiftUI; the view is drawn as it is.
    public func menuOrder(_ order: MenuOrder) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `menuStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func menuStyle<S>(_ style: S) -> ModifiedView where S : MenuStyle { modifyingEnvironment { _ in } }

    /// `popover`: accepted as in SwiftUI; the view is drawn as it is.
    public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> ModifiedView where Content : View { modifyingEnvironment { _ in } }
    public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView where Item : Identifiable, Content : View { modifyingEnvironment { _ in } }

    /// `presentationBackground`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationBackground<S>(_ style: S) -> ModifiedView where S : ShapeStyle { modifyingEnvironment { _ in } }
    public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView where V : View { modifyingEnvironment { _ in } }

    /// `presentationBackgroundInteraction`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `presentationCompactAdaptation`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedView { modifyingEnvironment { _ in } }
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `presentationContentInteraction`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `presentationCornerRadius`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `presentationDetents`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView { modifyingEnvironment { _ in } }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `presentationDragIndicator`: accepted as in SwiftUI; the view is drawn as it is.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `sheet`: accepted as in SwiftUI; the view is drawn as it is.
    public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> ModifiedView where Content : View { modifyingEnvironment { _ in } }
    public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedView where Item : Identifiable, Content : View { modifyingEnvironment { _ in } }
}
