import Foundation

/// The compiler's plugin protocol on standard input and output: each message is UTF-8 JSON
/// after an 8-byte little-endian length (swift-syntax's StandardIOMessageConnection is the
/// reference; the compiler speaks protocol version 7).
struct PluginConnection {
    private let input = FileHandle.standardInput
    private let output = FileHandle.standardOutput

    /// The next message as a JSON object, or nil when the compiler closed the pipe.
    func receive() -> [String: Any]? {
        guard let header = read(count: 8) else { return nil }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length < 1 << 30, let body = read(count: Int(length)) else { return nil }
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    func send(_ message: [String: Any]) {
        guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
        var header = Data(count: 8)
        header.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(payload.count).littleEndian, as: UInt64.self) }
        output.write(header + payload)
    }

    private func read(count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = input.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}

/// The answer to each message the compiler sends.
enum PluginReply {
    static let protocolVersion = 7

    static func answering(_ message: [String: Any]) -> [String: Any] {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return expansion(of: request)
        }
        if let request = message["expandAttachedMacro"] as? [String: Any] {
            return attachedExpansion(of: request)
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
        }
        // An attached macro or a message of a later protocol: not this plugin's.
        return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]]
    }

    /// The attached macros: `@Entry`'s peer key and accessors; `@Animatable`'s conformance; and
    /// those that change nothing a terminal draws (`InertMacro`), whose expansion is empty.
    private static func attachedExpansion(of request: [String: Any]) -> [String: Any] {
        let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String ?? ""
        let role = request["macroRole"] as? String ?? ""
        let macro = (request["macro"] as? [String: Any])?["typeName"] as? String ?? ""
        let expansion: Result<String, PreviewExpansion.Problem>
        switch macro {
        case "InertMacro":
            expansion = .success("")
        case "AnimatableMacro":
            // Only the protocols the type lacks are listed, as the inheritance clause of a
            // placeholder (`struct Placeholder: Animatable {}`); none listed, nothing to add.
            let placeholder = (request["conformanceListSyntax"] as? [String: Any])?["source"] as? String ?? ""
            let missing = placeholder.split(separator: ":", maxSplits: 1).dropFirst().first
                .map { String($0.split(separator: "{").first ?? "").trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            let type = ((request["extendedTypeSyntax"] as? [String: Any])?["source"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            expansion = .success(role == "extension" && !missing.isEmpty && !type.isEmpty ? "extension \(type): \(missing) {}" : "")
        default:
            expansion = EntryExpansion.expand(role: role, declaration: declaration)
        }
        switch expansion {
        case .success(let expanded):
            return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
        case .failure(let problem):
            let location = (request["attributeSyntax"] as? [String: Any])?["location"] as? [String: Any]
            let diagnostic: [String: Any] = [
                "message": problem.message, "severity": "error",
                "position": ["fileName": location?["fileName"] as? String ?? "", "offset": location?["offset"] as? Int ?? 0],
                "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
            ]
            return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]]
        }
    }

    private static func expansion(of request: [String: Any]) -> [String: Any] {
        guard let syntax = request["syntax"] as? [String: Any], let source = syntax["source"] as? String,
              let location = syntax["location"] as? [String: Any], let discriminator = request["discriminator"] as? String
        else {
            return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [] as [Any]]]
        }
        let place = PreviewExpansion.Place(
            fileID: location["fileID"] as? String ?? "", filePath: location["fileName"] as? String ?? "",
            line: location["line"] as? Int ?? 0, offset: location["offset"] as? Int ?? 0).presumed()
        switch PreviewExpansion.expand(source, at: place, discriminator: discriminator) {
        case .success(let expanded):
            return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [] as [Any]]]
        case .failure(let problem):
            let diagnostic: [String: Any] = [
                "message": problem.message, "severity": "error",
                "position": ["fileName": place.filePath, "offset": place.offset + problem.offset],
                "highlights": [] as [Any], "notes": [] as [Any], "fixIts": [] as [Any],
            ]
            return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": [diagnostic]]]
        }
    }
}
