import Foundation

// SwiftUI's bridges to UIKit. A widget cannot host a UIKit view: WidgetKit archives the
// SwiftUI view tree and draws, in a `UIViewRepresentable`'s place, its placeholder (a yellow
// square crossed by a no-entry sign). TermIsland draws the same: the space filled yellow with 🚫
// in the middle; `makeUIView` is never called, as on iOS, and `island lint` warns of the
// conformance (rule `inert-modifier`).

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`: drawn as WidgetKit's
/// placeholder, `makeUIView` never called.
///
///     struct MapThumbnail: UIViewRepresentable {
///         func makeUIView(context: Context) -> UIView { UIView() }
///         func updateUIView(_ uiView: UIView, context: Context) {}
///     }
///     MapThumbnail().frame(width: 48, height: 24)      // ███🚫███  (yellow)
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Drawn as WidgetKit's placeholder: the body is never asked for.
    public var body: Never { fatalError("\(Self.self) is drawn as WidgetKit's placeholder and has no body") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewRepresentable`'s methods are given, as SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view controller in SwiftUI, as SwiftUI's `UIViewControllerRepresentable`: drawn as
/// WidgetKit's placeholder, `makeUIViewController` never called.
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    /// Drawn as WidgetKit's placeholder: the body is never asked for.
    public var body: Never { fatalError("\(Self.self) is drawn as WidgetKit's placeholder and has no body") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a `UIViewControllerRepresentable`'s methods are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// WidgetKit's placeholder for a UIKit view: the space offered, yellow, with 🚫 in the middle.
enum UIKitPlaceholder {
    /// Whether `view` is a bridge to UIKit (asked only of views whose body is `Never`).
    static func isUIKitBridge<Content: View>(_ view: Content) -> Bool {
        view is any UIViewRepresentable || view is any UIViewControllerRepresentable
    }

    static var view: some View {
        ZStack {
            Color.yellow
            Image(systemName: "nosign").foregroundStyle(Color.red)
        }
    }
}
