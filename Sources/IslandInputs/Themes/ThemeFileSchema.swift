import LiveActivity
import ActivityRuntime
/// The shape of a theme file, read key by key into a `Theme`. Every key is required except
/// `island.camera.attributes`; unknown keys are errors.
///
///     { "name", "description", "symbols",
///       "island":     { "background", "keyline", "corners",
///                       "camera": { "color", "fill", "lens", "attributes"? } },
///       "lockScreen": { "corners",
///                       "light": { "background", "foreground", "border", "dismissAction" },
///                       "dark":  { … the same … } } }
///
/// Keys are read in this order, so the first error reported is the first in reading order
/// (unknown keys of an object before its missing or bad ones).
enum ThemeFileSchema {
    static func theme(from root: JSONFileNode) throws(ThemeError) -> Theme {
        let object = try root.object(keys: ["name", "description", "symbols", "island", "lockScreen"])
        let name = try object.required("name").lineOfText()
        let summary = try object.required("description").lineOfText()
        let symbols = try object.required("symbols").choice(of: Theme.SymbolSet.self)
        return Theme(name: name, summary: summary, island: try island(from: object.required("island")),
                     lockScreen: try lockScreen(from: object.required("lockScreen")), symbols: symbols)
    }

    private static func island(from node: JSONFileNode) throws(ThemeError) -> Theme.Island {
        let object = try node.object(keys: ["background", "keyline", "corners", "camera"])
        return Theme.Island(background: try object.required("background").color(),
                            keyline: try object.required("keyline").color(),
                            corners: try object.required("corners").choice(of: Theme.CornerStyle.self),
                            camera: try camera(from: object.required("camera")))
    }

    private static func camera(from node: JSONFileNode) throws(ThemeError) -> Theme.Camera {
        let object = try node.object(keys: ["color", "fill", "lens", "attributes"])
        return Theme.Camera(color: try object.required("color").color(),
                            fill: try object.required("fill").glyph(),
                            lens: try object.required("lens").glyph(),
                            attributes: try object.optional("attributes")?.attributes() ?? [])
    }

    private static func lockScreen(from node: JSONFileNode) throws(ThemeError) -> Theme.LockScreen {
        let object = try node.object(keys: ["corners", "light", "dark"])
        return Theme.LockScreen(corners: try object.required("corners").choice(of: Theme.CornerStyle.self),
                                light: try colors(from: object.required("light")),
                                dark: try colors(from: object.required("dark")))
    }

    private static func colors(from node: JSONFileNode) throws(ThemeError) -> Theme.LockScreen.Colors {
        let object = try node.object(keys: ["background", "foreground", "border", "dismissAction"])
        return Theme.LockScreen.Colors(background: try object.required("background").color(),
                                       foreground: try object.required("foreground").color(),
                                       border: try object.required("border").color(),
                                       dismissAction: try object.required("dismissAction").color())
    }
}
