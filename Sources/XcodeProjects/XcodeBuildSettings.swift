/// A target's build settings in one configuration: the project's settings, then the target's
/// over them, a target value's `$(inherited)` standing for the project's. Settings from
/// `.xcconfig` files (`baseConfigurationReference`) are not read.
package struct XcodeBuildSettings: Equatable, Sendable {
    /// The configuration read (`Debug`).
    package let configuration: String
    package let values: [String: PropertyListValue]

    package init(configuration: String, values: [String: PropertyListValue]) {
        self.configuration = configuration
        self.values = values
    }

    /// A setting's words: a list's items, or a string split at spaces (`"DEBUG WIDGET"`).
    package func words(_ key: String) -> [String] {
        switch values[key] {
        case .string(let text): text.split(separator: " ").map(String.init)
        case .array(let items): items.compactMap(\.string).flatMap { $0.split(separator: " ").map(String.init) }
        default: []
        }
    }

    package func string(_ key: String) -> String? { values[key]?.string }
}

extension XcodeProject {
    /// The names of the configurations a list holds, in order.
    package func configurationNames(list id: String?) -> [String] {
        configurations(list: id).map(\.name)
    }

    private func configurations(list id: String?) -> [(name: String, settings: [String: PropertyListValue])] {
        guard let id, let list = objects[id] else { return [] }
        return (list["buildConfigurations"]?.strings ?? []).compactMap { configurationID in
            guard let object = objects[configurationID], let name = object["name"]?.string else { return nil }
            return (name, object["buildSettings"]?.dictionary ?? [:])
        }
    }

    /// `target`'s settings in `configuration` (its default configuration when it has none by that name).
    package func buildSettings(of target: XcodeTarget, configuration: String = "Debug") -> XcodeBuildSettings {
        func chosen(_ list: String?) -> [String: PropertyListValue] {
            let all = configurations(list: list)
            let fallback = list.flatMap { objects[$0]?["defaultConfigurationName"]?.string }
            return (all.first { $0.name == configuration } ?? all.first { $0.name == fallback } ?? all.first)?.settings ?? [:]
        }
        // The project's own `$(inherited)` stands for Xcode's defaults: nothing read here.
        var values = chosen(configurationListID).mapValues { Self.inheriting($0, from: nil) }
        for (key, value) in chosen(target.configurationListID) {
            values[key] = Self.inheriting(value, from: values[key])
        }
        return XcodeBuildSettings(configuration: configuration, values: values)
    }

    /// `value` with `$(inherited)` (or `$inherited`) replaced by `inherited`'s words.
    static func inheriting(_ value: PropertyListValue, from inherited: PropertyListValue?) -> PropertyListValue {
        let marks: Set<String> = ["$(inherited)", "${inherited}", "$inherited"]
        let inheritedWords = inherited.map { XcodeBuildSettings(configuration: "", values: ["": $0]).words("") } ?? []
        switch value {
        case .string(let text):
            let words = text.split(separator: " ").map(String.init)
            guard words.contains(where: marks.contains) else { return value }
            return .string(words.flatMap { marks.contains($0) ? inheritedWords : [$0] }.joined(separator: " "))
        case .array(let items):
            guard items.contains(where: { $0.string.map(marks.contains) ?? false }) else { return value }
            return .array(items.flatMap { item in item.string.map(marks.contains) == true ? inheritedWords.map(PropertyListValue.string) : [item] })
        case .dictionary:
            return value
        }
    }
}
