import Foundation

// The kinds of modifier SwiftUI declares beside `ViewModifier`, and the values a few of its
// modifiers and styles take, with Apple's names. A geometry effect or an environmental
// modifier draws its content as it is (a terminal's cells do not bend); the drop and hover
// values of a pointer a terminal does not have are accepted.

/// A modifier that animates, as SwiftUI's older `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// A modifier that moves its content's geometry, as SwiftUI's `GeometryEffect`.
public protocol GeometryEffect: Animatable, ViewModifier {
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// A modifier made from the environment, as SwiftUI's `EnvironmentalModifier`.
public protocol EnvironmentalModifier: ViewModifier {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

/// What the accessibility modifiers return, as SwiftUI's `AccessibilityAttachmentModifier`.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> some View { content }
}

/// Views made from a collection, as SwiftUI's `DynamicViewContent` (a `ForEach`).
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}


/// Views of a tuple, as SwiftUI's `TupleView`: its views drawn one after another, laid out by
/// the enclosing container as a ``ViewBuilder`` block's are.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }

    package func makeNode(in context: NodeContext) -> ViewNode {
        ViewList(Self.views(of: value)).makeNode(in: context)
    }

    /// The tuple's elements that are views, in order (one view when `T` is not a tuple).
    static func views(of value: T) -> [AnyView] {
        let mirror = Mirror(reflecting: value)
        let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        return elements.compactMap { element in (element as? any View).map { AnyView($0) } }
    }
}

/// How a drop is handled, as SwiftUI's `DropOperation`.
public enum DropOperation: Hashable, Sendable { case cancel, forbidden, copy, move }

/// A drop's proposal, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// Where a drop is, as SwiftUI's `DropInfo`.
public struct DropInfo: Sendable {
    public var location: CGPoint
}

/// Handles drops, as SwiftUI's `DropDelegate`: a terminal drops nothing.
public protocol DropDelegate {
    func performDrop(info: DropInfo) -> Bool
}

/// Which edits a list allows, as SwiftUI's `EditActions`.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: EditActions { EditActions(rawValue: 1) }
    public static var delete: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { EditActions(rawValue: 3) }
}

/// A shadow as a shape style's, as SwiftUI's `ShadowStyle`: a cell casts no shadow.
public struct ShadowStyle: Equatable, Sendable {
    let name: String
    public static func drop(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(name: "drop")
    }
    public static func inner(color: Color = .black.opacity(0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(name: "inner")
    }
}

/// What a shape stands for, as SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

/// A matrix of colour changes, as SwiftUI's `ColorMatrix`: a cell keeps its colour.
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    public init() {}
}

/// How often a timeline updates, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable { case normal, lowFrequency }

/// How a user may customize a toolbar item, as SwiftUI's `ToolbarCustomizationBehavior`.
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String
    public static var `default`: ToolbarCustomizationBehavior { .init(name: "default") }
    public static var reorderable: ToolbarCustomizationBehavior { .init(name: "reorderable") }
    public static var disabled: ToolbarCustomizationBehavior { .init(name: "disabled") }
}

/// The options of a toolbar's customization, as SwiftUI's `ToolbarCustomizationOptions`.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// A navigation title's menu, as SwiftUI's `ToolbarTitleMenu`.
public struct ToolbarTitleMenu: CustomizableToolbarContent {
    public init(@ViewBuilder content: () -> ViewList) {}
}

/// How focus is first given, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// The preference `preferredColorScheme(_:)` sets, as SwiftUI's `PreferredColorSchemeKey`.
public struct PreferredColorSchemeKey: PreferenceKey {
    public static let defaultValue: ColorScheme? = nil
}

/// An image as a shape style, as SwiftUI's `ImagePaint`: the image's placeholder's colour.
public struct ImagePaint: Sendable {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

/// The label a date's progress view draws, as SwiftUI's `DefaultDateProgressLabel`.
public struct DefaultDateProgressLabel: View {
    public var body: some View { EmptyView() }
}

/// The label a share link draws, as SwiftUI's `DefaultShareLinkLabel`.
public struct DefaultShareLinkLabel: View {
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// An outline group's children, as SwiftUI's `OutlineSubgroupChildren`.
public struct OutlineSubgroupChildren: View {
    public var body: some View { EmptyView() }
}

/// A control group's content with its label, as SwiftUI's `LabeledControlGroupContent`.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    public var body: some View { content }
}

/// A toolbar group's content with its label, as SwiftUI's `LabeledToolbarItemGroupContent`.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    public var body: some View { content }
}
