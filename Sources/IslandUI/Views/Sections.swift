import Foundation

/// The sections of a view, as SwiftUI's `SectionCollection` (iOS 18): what
/// `Group(sections:transform:)` hands a custom container.
///
///     Group(sections: content) { sections in
///         ForEach(sections) { section in VStack { section.header; section.content } }
///     }
///
/// Content not wrapped in a section forms one implicit section with its siblings. A `Section`
/// is drawn whole here (its header, rows and footer) as one subview of that section's content,
/// so a container arranging sections draws every row under its header, as on iOS, with the
/// header inside the section's content rather than in `header`.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }

    /// The one implicit section of `view` as it resolves in `context`.
    init(of view: AnyView, in context: NodeContext) {
        let content = SubviewsCollection(of: view, in: context)
        sections = [SectionConfiguration(id: .init(index: 0), content: content,
                                         header: SubviewsCollection(subviews: []), footer: SubviewsCollection(subviews: []))]
    }
}

/// One section of a view, as SwiftUI's `SectionConfiguration` (iOS 18).
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place among the view's sections.
    public struct ID: Hashable, Sendable {
        let index: Int
    }

    public let id: ID
    /// The contents of the section body.
    public let content: SubviewsCollection
    /// The contents of the section header.
    public let header: SubviewsCollection
    let footer: SubviewsCollection
}

/// The view `Group(sections:transform:)` makes, as SwiftUI's `GroupSectionsOfContent`.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    package func makeNode(in context: NodeContext) -> ViewNode {
        let collection = SectionCollection(of: AnyView(sections), in: context.child(0))
        let result = EnvironmentValues.$current.withValue(context.environment) { transform(collection) }
        return AnyView(result).makeNode(in: context.child(1))
    }
}

/// The data of `ForEach(sections:content:)`, as SwiftUI's `ForEachSectionCollection`: the
/// sections are known once the view resolves.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> SectionConfiguration { fatalError("ForEach(sections:) resolves its sections itself") }
}

extension Group {
    /// A group made from the sections of `view`, by `transform`.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result) {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}

extension ForEach where Data == ForEachSectionCollection<ViewList>, ID == SectionConfiguration.ID {
    /// A view for each section of `view`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> ViewList) {
        self.init(ForEachSectionCollection(), id: \.id, content: content)
        subviewsNode = { context in
            GroupSectionsOfContent(sections: view) { sections in
                ForEach<SectionCollection, SectionConfiguration.ID>(sections, id: \.id, content: content)
            }.makeNode(in: context)
        }
    }
}

extension SubviewsCollection {
    /// A collection of the given subviews (none, for a section without a header).
    init(subviews: [Subview]) { self.subviews = subviews }
}
