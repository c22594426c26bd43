import Foundation

// iOS 17's Metal shader effects. A terminal runs no GPU shader over its cells, so a shader is a
// value naming its function and arguments, and the effects draw the view as it is.

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.wave`
/// names the function `wave`.
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
    let source: String

    /// The app's default Metal library.
    public static let `default` = ShaderLibrary(source: "default")
    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }
    public init(data: Data) { source = "data" }
    public init(url: URL) { source = url.path }
    init(source: String) { self.source = source }

    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// One function of a shader library, as SwiftUI's `ShaderFunction`: called with arguments, a
/// `Shader`.
@dynamicCallable
public struct ShaderFunction: Sendable {
    public let library: ShaderLibrary
    public let name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments, as SwiftUI's `Shader`.
public struct Shader: Sendable {
    public var function: ShaderFunction
    public var arguments: [Shader.Argument]
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// One argument of a shader call.
    public struct Argument: Equatable, Sendable {
        let description: String
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(description: "\(Double(x))") }
        public static func float2(_ size: CGSize) -> Argument { Argument(description: "\(size)") }
        public static func float2(_ point: CGPoint) -> Argument { Argument(description: "\(point)") }
        public static func color(_ color: Color) -> Argument { Argument(description: "\(color)") }
        public static var boundingRect: Argument { Argument(description: "boundingRect") }
    }
}

extension View {
    /// Each pixel's colour changed by `shader`: drawn as it is (no GPU runs over cells).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedView { modifyingEnvironment { _ in } }
    /// Each pixel moved by `shader`: drawn where it is.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
    /// The layer filtered by `shader`: drawn as it is.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedView {
        modifyingEnvironment { _ in }
    }
}
