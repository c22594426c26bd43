import Foundation

// The navigation, toolbar, search, tab and list chrome of an app's screens: a widget has none of
// these containers, so each is accepted with Apple's signature and the view is drawn as it is.
// docs/IslandUI.md, "Accepted without effect".

extension View {
    /// `badge`: accepted as in SwiftUI; the view is drawn as it is.
    public func badge(_ count: Int) -> ModifiedView { modifyingEnvironment { _ in } }
    public func badge(_ key: LocalizedStringKey?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func badge(_ label: Text?) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func badge<S>(_ label: S?) -> ModifiedView where S : StringProtocol { modifyingEnvironment { _ in } }

    /// `headerProminence`: accepted as in SwiftUI; the view is drawn as it is.
    public func headerProminence(_ prominence: Prominence) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listItemTint`: accepted as in SwiftUI; the view is drawn as it is.
    public func listItemTint(_ tint: Color?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func listItemTint(_ tint: ListItemTint?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listRowBackground`: accepted as in SwiftUI; the view is drawn as it is.
    public func listRowBackground<V>(_ view: V?) -> ModifiedView where V : View { modifyingEnvironment { _ in } }

    /// `listRowInsets`: accepted as in SwiftUI; the view is drawn as it is.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listRowSeparator`: accepted as in SwiftUI; the view is drawn as it is.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listRowSeparatorTint`: accepted as in SwiftUI; the view is drawn as it is.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listSectionSeparator`: accepted as in SwiftUI; the view is drawn as it is.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listSectionSeparatorTint`: accepted as in SwiftUI; the view is drawn as it is.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `listStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func listStyle<S>(_ style: S) -> ModifiedView where S : ListStyle { modifyingEnvironment { _ in } }

    /// `navigationBarBackButtonHidden`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `navigationBarHidden`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `navigationBarItems`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationBarItems<L>(leading: L) -> ModifiedView where L : View { modifyingEnvironment { _ in } }
    public func navigationBarItems<L, T>(leading: L, trailing: T) -> ModifiedView where L : View, T : View { modifyingEnvironment { _ in } }
    public func navigationBarItems<T>(trailing: T) -> ModifiedView where T : View { modifyingEnvironment { _ in } }

    /// `navigationBarTitle`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationBarTitle(_ title: Text) -> ModifiedView { modifyingEnvironment { _ in } }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func navigationBarTitle<S>(_ title: S) -> ModifiedView where S : StringProtocol { modifyingEnvironment { _ in } }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedView { modifyingEnvironment { _ in } }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedView where S : StringProtocol { modifyingEnvironment { _ in } }

    /// `navigationBarTitleDisplayMode`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `navigationDestination`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView where D : Hashable, C : View { modifyingEnvironment { _ in } }
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> ModifiedView where V : View { modifyingEnvironment { _ in } }
    public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> ModifiedView where D : Hashable, C : View { modifyingEnvironment { _ in } }

    /// `navigationSplitViewColumnWidth`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedView { modifyingEnvironment { _ in } }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `navigationSplitViewStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationSplitViewStyle<S>(_ style: S) -> ModifiedView where S : NavigationSplitViewStyle { modifyingEnvironment { _ in } }

    /// `navigationTitle`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationTitle(_ title: Binding<String>) -> ModifiedView { modifyingEnvironment { _ in } }
    public func navigationTitle(_ title: Text) -> ModifiedView { modifyingEnvironment { _ in } }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func navigationTitle<S>(_ title: S) -> ModifiedView where S : StringProtocol { modifyingEnvironment { _ in } }

    /// `navigationViewStyle`: accepted as in SwiftUI; the view is drawn as it is.
    public func navigationViewStyle<S>(_ style: S) -> ModifiedView where S : NavigationViewStyle { modifyingEnvironment { _ in } }

    /// `refreshable`: accepted as in SwiftUI; the view is drawn as it is.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView { modifyingEnvironment { _ in } }

    /// The padding a scene gives its content (the system's default padding, as `padding()`).
    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedView { padding(edges) }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedView { self.padding(edges) }

    /// `searchCompletion`: accepted as in SwiftUI; the view is drawn as it is.
    public func searchCompletion(_ completion: String) -> ModifiedView { modifyingEnvironment { _ in } }
    public func searchCompletion<T>(_ token: T) -> ModifiedView where T : Identifiable { modifyingEnvironment { _ in } }

    /// `searchScopes`: accepted as in SwiftUI; the view is drawn as it is.
    public func searchScopes<V, S>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> ModifiedView where V : Hashable, S : View { modifyingEnvironment { _ in } }
    public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> ModifiedView where V : Hashable, S : View { modifyingEnvironment { _ in } }

    /// `searchSuggestions`: accepted as in SwiftUI; the view is drawn as it is.
    public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> ModifiedView where S : View { modifyingEnvironment { _ in } }
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `searchable`: accepted as in SwiftUI; the view is drawn as it is.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> ModifiedView { modifyingEnvironment { _ in } }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> ModifiedView { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> ModifiedView where S : StringProtocol { modifyingEnvironment { _ in } }
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> ModifiedView where S : View { modifyingEnvironment { _ in } }
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> ModifiedView where S : View { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func searchable<V, S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V) -> ModifiedView where V : View, S : StringProtocol { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> ModifiedView where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, S : StringProtocol, C.Element : Identifiable { modifyingEnvironment { _ in } }
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> ModifiedView where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable { modifyingEnvironment { _ in } }
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> ModifiedView where C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable { modifyingEnvironment { _ in } }
    @_disfavoredOverload public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> ModifiedView where C : MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, S : StringProtocol, C.Element : Identifiable { modifyingEnvironment { _ in } }
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> ModifiedView where C : MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable { modifyingEnvironment { _ in } }
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> ModifiedView where C : MutableCollection, C : RandomAccessCollection, C : RangeReplaceableCollection, T : View, C.Element : Identifiable { modifyingEnvironment { _ in } }

    /// `statusBar`: accepted as in SwiftUI; the view is drawn as it is.
    public func statusBar(hidden: Bool) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `swipeActions`: accepted as in SwiftUI; the view is drawn as it is.
    public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> ModifiedView where T : View { modifyingEnvironment { _ in } }

    /// `tabItem`: accepted as in SwiftUI; the view is drawn as it is.
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> ModifiedView where V : View { modifyingEnvironment { _ in } }

    /// `toolbar`: accepted as in SwiftUI; the view is drawn as it is.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView { modifyingEnvironment { _ in } }
    /// iOS 17's removal of a default toolbar item (the sidebar's toggle): there is no toolbar.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedView { modifyingEnvironment { _ in } }
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> ModifiedView where Content : ToolbarContent { modifyingEnvironment { _ in } }
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> ModifiedView where Content : View { modifyingEnvironment { _ in } }
    public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> ModifiedView where Content : CustomizableToolbarContent { modifyingEnvironment { _ in } }

    /// `toolbarBackground`: accepted as in SwiftUI; the view is drawn as it is.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView { modifyingEnvironment { _ in } }
    public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedView where S : ShapeStyle { modifyingEnvironment { _ in } }

    /// `toolbarColorScheme`: accepted as in SwiftUI; the view is drawn as it is.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `toolbarRole`: accepted as in SwiftUI; the view is drawn as it is.
    public func toolbarRole(_ role: ToolbarRole) -> ModifiedView { modifyingEnvironment { _ in } }

    /// `toolbarTitleMenu`: accepted as in SwiftUI; the view is drawn as it is.
    public func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> ModifiedView where C : View { modifyingEnvironment { _ in } }
}
