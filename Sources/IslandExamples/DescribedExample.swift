import Foundation
import TermIsland

extension Example {
    /// An activity drawn by views described in JSON (a scenario's `"activities"`), under
    /// `name`, which is also its attributes type for push-to-start payloads. It draws the
    /// description's preview data unless the renderer carries a state or attributes of its own.
    public static func described(_ name: String, by description: GenericActivityDescription) -> Example {
        let preview = description.preview
        return Example(
            name: name, summary: "described in \(description.file ?? "JSON")",
            attributes: GenericAttributes(preview?.attributes ?? [:]), attributesType: name
        ) { renderer, presentation, _ in
            var renderer = renderer
            var state = preview?.state ?? [:]
            var attributes = preview?.attributes ?? [:]
            // The description binds JSON directly: any JSON decodes, so there is nothing to report.
            if let json = renderer.contentStateJSON, let value = try? JSONValue(json: json) { state = value }
            if let json = renderer.attributesJSON, let value = try? JSONValue(json: json) { attributes = value }
            renderer.contentStateJSON = nil
            renderer.attributesJSON = nil
            return description.render(renderer, presentation, state: state, attributes: attributes)
        }
    }
}
