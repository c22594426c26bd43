import Foundation

// An app's entry point and its scenes, as SwiftUI declares them: a widget extension's target
// sometimes compiles a file that also holds the app's `@main struct …: App` behind `#if`, or
// shares views with it. A Live Activity is not an app, so the names compile and nothing runs
// them: no window opens, no command appears in a menu.

/// An app, as SwiftUI's `App`.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// A part of an app's interface, as SwiftUI's `Scene`.
public protocol Scene {}

/// The scenes of an app's `body`, gathered.
public struct SceneList: Scene {
    let count: Int
}

/// Builds an app's scenes, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> SceneList { SceneList(count: 1) }
    public static func buildBlock(_ parts: SceneList...) -> SceneList { SceneList(count: parts.reduce(0) { $0 + $1.count }) }
    public static func buildOptional(_ part: SceneList?) -> SceneList { part ?? SceneList(count: 0) }
    public static func buildEither(first part: SceneList) -> SceneList { part }
    public static func buildEither(second part: SceneList) -> SceneList { part }
    public static func buildLimitedAvailability(_ part: SceneList) -> SceneList { part }
}

/// An app's windows, as SwiftUI's `WindowGroup`.
public struct WindowGroup: Scene {
    public init(@ViewBuilder content: () -> ViewList) {}
    public init(_ title: String, @ViewBuilder content: () -> ViewList) {}
    public init(id: String, @ViewBuilder content: () -> ViewList) {}
}

/// A menu bar's commands, as SwiftUI's `Commands`.
public protocol Commands {}

/// The commands of a `commands { … }` closure, gathered.
public struct CommandList: Commands {
    let count: Int
}

/// Builds commands, as SwiftUI's `CommandsBuilder`.
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> CommandList { CommandList(count: 1) }
    public static func buildBlock(_ parts: CommandList...) -> CommandList { CommandList(count: parts.reduce(0) { $0 + $1.count }) }
}

/// Where commands go in a menu, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo"), appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem"), help = CommandGroupPlacement(name: "help")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard"), toolbar = CommandGroupPlacement(name: "toolbar")
}

/// A group of commands, as SwiftUI's `CommandGroup`.
public struct CommandGroup: Commands {
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> ViewList) {}
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> ViewList) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> ViewList) {}
}

/// A menu of commands, as SwiftUI's `CommandMenu`.
public struct CommandMenu: Commands {
    public init(_ name: String, @ViewBuilder content: () -> ViewList) {}
}

/// The standard command sets, as SwiftUI names them.
public struct EmptyCommands: Commands { public init() {} }
public struct SidebarCommands: Commands { public init() {} }
public struct TextEditingCommands: Commands { public init() {} }
public struct TextFormattingCommands: Commands { public init() {} }
public struct ToolbarCommands: Commands { public init() {} }

/// The platform a preview runs on, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS }

/// A key of a preview's context, as SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What a preview is shown in, as SwiftUI's `PreviewContext`.
public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension App {
    /// `@main` on an app: a Live Activity previewer runs no app, so this says so and returns
    /// (an app's file compiled beside the widgets still builds; the widgets are what is drawn).
    ///
    ///     DeliveryApp: an app (island draws the widget extension's widgets, not the app)
    public static func main() {
        print("\(Self.self): an app (island draws the widget extension's widgets, not the app)")
    }
}
