import Foundation

/// The SiriKit intents of a widget folder, which Xcode generates as classes from its
/// `*.intentdefinition` files at build time, so that no source declares them: each intent's
/// class (`<Name>Intent`, a subclass of `INIntent`), with its parameters as optional
/// properties. A folder whose code names the template's `ConfigurationIntent` without a
/// definition beside it (the definition stayed in the Xcode project) gets that one, which
/// Xcode's widget template defines with no parameters.
package struct IntentDefinitions: Equatable {
    /// An intent's class name and its parameters' names.
    package struct Intent: Equatable {
        package let className: String
        package let parameters: [String]

        package init(className: String, parameters: [String]) {
            self.className = className
            self.parameters = parameters
        }
    }

    package private(set) var intents: [Intent] = []

    /// The definitions below `root`, and the template's intent if `declarations` call for it.
    package init(below root: URL, declarations: WidgetSourceDeclarations) {
        var defined: [Intent] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            for case let url as URL in walker where url.pathExtension == "intentdefinition" {
                defined += Self.intents(in: url)
            }
        }
        self.init(defined: defined, declarations: declarations)
    }

    /// The intents `defined` by definition files, and the template's `ConfigurationIntent` when
    /// the code uses it and neither a definition nor a file declares it.
    package init(defined: [Intent], declarations: WidgetSourceDeclarations) {
        intents = defined
        let template = "ConfigurationIntent"
        if !intents.contains(where: { $0.className == template }), declarations.uses(template), !declarations.declaresType(template) {
            intents.append(Intent(className: template, parameters: []))
        }
        intents.sort { $0.className < $1.className }
    }

    /// The intents a definition file (a property list) declares: each `INIntentName` and the
    /// `INIntentParameterName`s of its `INIntentParameters`.
    package static func intents(in url: URL) -> [Intent] {
        guard let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let list = plist["INIntents"] as? [[String: Any]] else { return [] }
        return list.compactMap { intent in
            guard let name = intent["INIntentName"] as? String, !name.isEmpty else { return nil }
            let parameters = (intent["INIntentParameters"] as? [[String: Any]] ?? []).compactMap { $0["INIntentParameterName"] as? String }
            return Intent(className: name + "Intent", parameters: parameters)
        }
    }

    /// The generated Swift, or nil when there is no intent. Parameters are `Any?`: their types
    /// are the definition's own enums and objects, which a terminal preview never reads.
    package var swiftFile: String? {
        guard !intents.isEmpty else { return nil }
        var lines = ["// Written by island (docs/WidgetFolders.md): the classes Xcode generates from intent definitions.", "import TermIsland", ""]
        for intent in intents {
            lines.append("class \(intent.className): INIntent {")
            lines += intent.parameters.map { "    var \($0): Any?" }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }
}
