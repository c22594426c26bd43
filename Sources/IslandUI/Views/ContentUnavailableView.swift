import Foundation

// iOS 17's empty state: an icon and a title, a description below and actions below that, all
// centred, as iOS draws it (the title bold, the description secondary). In a terminal the icon is
// the symbol's glyph above the title, on rows of their own (docs/IslandUI.md).

/// An empty state, as SwiftUI's `ContentUnavailableView`.
///
///     ContentUnavailableView("No Deliveries", systemImage: "shippingbox",
///                            description: Text("Orders you place appear here."))
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 0) {
            label.bold()
            description.foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
    }
}

/// The parts of the search's empty state, as SwiftUI's `SearchUnavailableContent`.
public struct SearchUnavailableContent {
    /// A magnifying glass above "No Results".
    public struct Label: View {
        let query: String?
        public var body: some View {
            VStack(spacing: 0) {
                Image(systemName: "magnifyingglass")
                Text(query.map { "No Results for “\($0)”" } ?? "No Results")
            }
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// None.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// The icon above the title, as iOS's empty state stacks them.
public struct ContentUnavailableLabel: View {
    let title: Text
    let image: Image
    public var body: some View {
        VStack(spacing: 0) {
            image
            title
        }
    }
}

extension ContentUnavailableView where Label == ContentUnavailableLabel, Description == ViewList, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(Text(title), image: Image(name), description: description)
    }

    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(Text(title), image: Image(systemName: name), description: description)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(Text(String(title)), image: Image(name), description: description)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(Text(String(title)), image: Image(systemName: name), description: description)
    }

    init(_ title: Text, image: Image, description: Text?) {
        self.label = ContentUnavailableLabel(title: title, image: image)
        self.description = ViewList(description.map { [AnyView($0)] } ?? [])
        self.actions = EmptyView()
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The search's empty state: "No Results".
    public static var search: ContentUnavailableView { ContentUnavailableView(label: .init(query: nil), description: .init(), actions: .init()) }

    /// The search's empty state for `text`: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: .init(query: text), description: .init(), actions: .init())
    }
}

extension ContentUnavailableView {
    init(label: Label, description: Description, actions: Actions) {
        self.label = label
        self.description = description
        self.actions = actions
    }
}
