import Foundation

/// What an input file is, told from its top-level keys, so a file given to the wrong command is
/// named for what it is ("this is a scenario: use island play") rather than reported as a list
/// of unknown keys.
public enum InputFileKind: Hashable, Sendable {
    /// An object with `timeline`.
    case scenario
    /// An object with `aps`.
    case payload
    /// An object with `lockScreen`: views described in JSON.
    case views
    /// Another object.
    case otherObject
    /// Not a JSON object (or not JSON): its own parser says why.
    case other

    /// The kind of the JSON in `data`.
    public init(of data: Data) {
        guard let object = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [String: Any] else {
            self = .other
            return
        }
        if object["timeline"] != nil {
            self = .scenario
        } else if object["aps"] != nil {
            self = .payload
        } else if object["lockScreen"] != nil {
            self = .views
        } else {
            self = .otherObject
        }
    }
}
