import Foundation

// iOS 18's navigation transitions (a zoom from a source view) and presentation sizing. Both
// belong to pushes and sheets, which a Live Activity does not present: the views are drawn as
// they are, and the types exist so that the screens a widget bundle shares compile.

/// How a pushed or presented view appears, as SwiftUI's `NavigationTransition` (iOS 18).
public protocol NavigationTransition {}

/// A transition that zooms the appearing view from a source view, as SwiftUI's
/// `ZoomNavigationTransition`.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A transition zooming from the view marked `matchedTransitionSource(id: sourceID, in:)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID))
    }
}

/// How large a presentation is, as SwiftUI's `PresentationSizing` (iOS 18).
public protocol PresentationSizing {}

extension PresentationSizing {
    /// This sizing, fitted to the content's ideal size in the dimensions asked for.
    public func fitted(horizontal: Bool, vertical: Bool) -> FittedPresentationSizing { FittedPresentationSizing() }
}

/// A presentation sized by its content's ideal size, as SwiftUI's `FittedPresentationSizing`.
public struct FittedPresentationSizing: PresentationSizing, Sendable {}

/// A presentation sized for forms, as SwiftUI's `FormPresentationSizing`.
public struct FormPresentationSizing: PresentationSizing, Sendable {}

/// A presentation roughly a page of paper in size, as SwiftUI's `PagePresentationSizing`.
public struct PagePresentationSizing: PresentationSizing, Sendable {}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The presentation sizing is dictated by the ideal size of the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// The size is appropriate for forms.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension View {
    /// The transition this view appears with when pushed or presented: nothing is pushed here.
    public func navigationTransition(_ style: some NavigationTransition) -> ModifiedView { modifyingEnvironment { _ in } }

    /// Marks this view as the source of a zoom transition: drawn as it is.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> ModifiedView {
        modifyingEnvironment { _ in }
    }

    /// The size of the presentation this view is the content of: nothing is presented here.
    public func presentationSizing(_ sizing: some PresentationSizing) -> ModifiedView { modifyingEnvironment { _ in } }
}

extension CustomizableToolbarContent {
    /// Marks this toolbar content as the source of a zoom transition: there is no toolbar.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> Self { self }
}
