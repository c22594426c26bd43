import LiveActivity
import ActivityRuntime
extension JSONValue {
    /// The value at a dotted path, or nil when any step is missing.
    ///
    ///     state[path: "driver.name"]      // a member of a member
    ///     state[path: "stops.0.city"]     // an element of a list, counted from 0
    ///     state[path: "stops[0].city"]    // the same, written as error messages write it
    ///
    /// A step that is a whole number indexes a list, or names a member of an object ("0" is a
    /// valid key). An empty path is the value itself. Keys with a dot or a bracket in them
    /// cannot be reached: content states are written for views, and such keys are rare.
    public subscript(path path: String) -> JSONValue? {
        guard let steps = Self.steps(of: path) else { return nil }
        var value = self
        for step in steps {
            switch value {
            case .object(let members):
                guard let member = members[step] else { return nil }
                value = member
            case .array(let elements):
                guard let index = Int(step), elements.indices.contains(index) else { return nil }
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }

    /// The steps of a path: `"stops[0].city"` → `["stops", "0", "city"]`; nil when a step is
    /// empty (`"a..b"`, `"a."`) or a bracket is not a closed index.
    static func steps(of path: String) -> [String]? {
        if path.isEmpty { return [] }
        var steps: [String] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            // "stops[0][1]" → "stops", "0", "1".
            var rest = Substring(part)
            guard let open = rest.firstIndex(of: "[") else {
                guard !rest.isEmpty, !rest.contains("]") else { return nil }
                steps.append(String(rest))
                continue
            }
            let name = rest[..<open]
            if !name.isEmpty { steps.append(String(name)) }
            rest = rest[open...]
            while !rest.isEmpty {
                guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
                let index = rest[rest.index(after: rest.startIndex)..<close]
                guard !index.isEmpty, index.allSatisfy(\.isASCIIDigit) else { return nil }
                steps.append(String(index))
                rest = rest[rest.index(after: close)...]
            }
        }
        return steps
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
