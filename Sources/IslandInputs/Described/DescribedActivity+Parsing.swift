import Foundation
import LiveActivity
import ActivityRuntime

extension DescribedActivity {
    /// The keys of a description, in the order the documentation lists them.
    static let keys = ["compactLeading", "compactTrailing", "minimal", "expanded", "lockScreen", "tint", "keylineTint", "preview"]

    /// Reads a description file. Errors name the file, the JSON path and the reason:
    ///
    ///     island: parking.json: $.compactLeading.hstack[1].font: unknown font "headlin"; did you mean "headline"?
    public static func load(from url: URL) throws(InputFileError) -> DescribedActivity {
        let (data, file) = try InputFileError.contents(of: url, limit: .views)
        return try parse(data, file: file)
    }

    /// A description from a file's contents; `file` names it in errors and warnings.
    public static func parse(_ data: Data, file: String) throws(InputFileError) -> DescribedActivity {
        let root = try JSONFileSyntax.root(of: data, file: file)
        return try parse(JSONFileNode(value: root, path: "$", file: file))
    }

    /// A description at any node of a file: a scenario keeps them under
    /// `"activities": {"<name>": {…}}`, and its errors then read
    /// `$.activities.parking.compactLeading.hstack[1].font`.
    static func parse(_ node: JSONFileNode) throws(InputFileError) -> DescribedActivity {
        let object = try node.object(keys: keys)
        func view(_ key: String) throws(InputFileError) -> ViewDescription? {
            try object.optional(key).map { node throws(InputFileError) in try ViewDescription.parse(node) }
        }
        var expanded: Expanded?
        if let regions = object.optional("expanded") {
            let regions = try regions.object(keys: ["leading", "trailing", "center", "bottom"])
            func region(_ key: String) throws(InputFileError) -> ViewDescription? {
                try regions.optional(key).map { node throws(InputFileError) in try ViewDescription.parse(node) }
            }
            expanded = Expanded(leading: try region("leading"), trailing: try region("trailing"),
                                center: try region("center"), bottom: try region("bottom"))
        }
        var preview: Preview?
        if let node = object.optional("preview") {
            let members = try node.object(keys: ["attributes", "state"])
            preview = Preview(attributes: try members.optional("attributes").map(json) ?? [:],
                              state: try members.optional("state").map(json) ?? [:])
        }
        return DescribedActivity(
            compactLeading: try view("compactLeading"), compactTrailing: try view("compactTrailing"),
            minimal: try view("minimal"), expanded: expanded,
            lockScreen: try ViewDescription.parse(object.required("lockScreen")),
            tint: try object.optional("tint")?.viewColor(), keylineTint: try object.optional("keylineTint")?.viewColor(),
            preview: preview, file: node.file)
    }

    private static func json(_ node: JSONFileNode) throws(InputFileError) -> JSONValue {
        guard let value = JSONValue(serialized: node.value) else { throw node.mismatch("expected a JSON value") }
        return value
    }
}
