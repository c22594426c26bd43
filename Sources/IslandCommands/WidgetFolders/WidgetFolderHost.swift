import Foundation
import IslandCommandLine
import IslandRegistry
import TermIsland

/// The program `island preview <folder>` and `island snapshot <folder>` build from a widget
/// folder (docs/WidgetFolders.md): the folder's files, unchanged, linked with these commands.
/// The folder's own `@main` bundle (or widget) starts it: its `main()` finds this host's record
/// and runs it with the bundle, so the host knows the folder's widgets. A folder without `@main`
/// gets a generated `main.swift` that calls `run(bundle:widgets:)`.
public enum WidgetFolderHost {
    /// The record the generated file places in the program's records section.
    public static let entry = WidgetHostEntry { bundle in run(bundle: bundle, widgets: []) }

    /// Runs the command in the program's arguments (`snapshot <folder> --check`, `preview
    /// <folder>`), as `island` read them, on the previews linked in and the widgets of `bundle`
    /// and `widgets`.
    public static func run(bundle: Any?, widgets: [any Widget]) -> Int32 {
        registerRecords()
        var all = widgets
        if let bundle = bundle as? any WidgetBundle { all += bundle.widgets }
        if let widget = bundle as? any Widget { all.append(widget) }
        return Island.run(Array(CommandLine.arguments.dropFirst()), linkedWidgets: all)
    }

    /// What the widget's generated files record for the run to know before it draws: the asset
    /// catalogues' colours and the enums' first cases (the program's own, or the library's
    /// `island` loaded: the warm loop).
    static func registerRecords() {
        AssetColors.registerAll()
        EnumFirstCases.registerAll()
    }
}
