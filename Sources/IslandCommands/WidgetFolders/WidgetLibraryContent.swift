import Foundation
import IslandRegistry
import LiveActivity
import WidgetSources

/// What a widget library hands `island` after it is loaded (docs/WidgetFolders.md, "The warm
/// loop"): the instance of its `@main` type (a bundle or a widget), or the widgets found by
/// name in a folder without one. The library's entry file makes it; nothing else does.
public final class WidgetLibraryContent {
    /// The `@main` type's instance (an `any WidgetBundle` or `any Widget`), or nil.
    public let bundle: Any?
    /// The widgets of a folder without `@main`.
    public let widgets: [any Widget]

    public init(bundle: Any?, widgets: [any Widget]) {
        self.bundle = bundle
        self.widgets = widgets
    }

    /// Every widget: the bundle's, the `@main` widget, and the ones found by name.
    var allWidgets: [any Widget] {
        var all = widgets
        if let bundle = bundle as? any WidgetBundle { all += bundle.widgets }
        if let widget = bundle as? any Widget { all.append(widget) }
        return all
    }

    /// Loads the library at `url` into this program and takes its content; its records (the
    /// `#Preview`s, the asset colours) become the registry's in place of any library loaded
    /// before. Each version of a library has a file of its own, as a path loaded once stays
    /// loaded.
    static func load(_ url: URL) throws -> WidgetLibraryContent {
        guard let handle = dlopen(url.path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            throw CommandFailure("\(url.path): cannot load the widget library: \(reason)")
        }
        guard let symbol = dlsym(handle, WidgetLibraryBuild.entrySymbol) else {
            throw CommandFailure("\(url.path): the widget library has no \(WidgetLibraryBuild.entrySymbol)")
        }
        WidgetRegistry.loadedLibrary.withLock { $0 = url.path }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let made = unsafeBitCast(symbol, to: Entry.self)()
        return Unmanaged<WidgetLibraryContent>.fromOpaque(made).takeRetainedValue()
    }

    /// Whether this program's symbols are there for a library to bind to (`island` is linked
    /// with them exported; a program linking IslandCommands otherwise is not).
    static var programExportsSymbols: Bool {
        dlsym(dlopen(nil, RTLD_NOW), "termisland_island_exports_symbols") != nil
    }
}

/// A symbol `programExportsSymbols` looks up in the program's dynamic symbol table.
@_cdecl("termisland_island_exports_symbols")
public func termislandIslandExportsSymbols() {}
