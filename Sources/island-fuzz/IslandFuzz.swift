// island-fuzz: the fuzz targets of IslandFuzzing as one libFuzzer binary, and a replayer.
//
// Built for fuzzing by Tests/IslandFuzzingTests/fuzz.sh, with `-sanitize=fuzzer,address -D FUZZING` in its own
// scratch directory (.build-fuzz): libFuzzer then supplies `main` and calls
// `LLVMFuzzerTestOneInput` with each input for the target that ISLAND_FUZZ_TARGET names.
//
// In an ordinary build (no FUZZING) it is a replayer: `island-fuzz NAME FILE…` runs each file
// through target NAME once, to reproduce a finding in the debugger or under a plain build.
import Foundation
import IslandFuzzing

#if FUZZING
/// libFuzzer's driver: parses its flags, runs the corpus and mutates, calling `callback`.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's entry point as `<module>_main` (so tests can link the module):
/// here it hands over to libFuzzer's driver.
@_cdecl("island_fuzz_main")
public func islandFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzerTestOneInput(data, size) }
}

/// The target ISLAND_FUZZ_TARGET names, looked up once.
nonisolated(unsafe) private var selected: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> Int32 {
    let name = ProcessInfo.processInfo.environment["ISLAND_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("island-fuzz: set ISLAND_FUZZ_TARGET to one of \(names) (got \"\(name)\")\n".utf8))
        exit(2)
    }
    selected = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Data(bytes: $0, count: size) } ?? Data()
    selected?.run(input)
    return 0
}
#else
@main
struct Replay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget.named(name), arguments.count > 1 else {
            let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: island-fuzz NAME FILE… (NAME: \(names)); Tests/IslandFuzzingTests/fuzz.sh fuzzes\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("island-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            target.run(data)
            print("\(path): ok")
        }
    }
}
#endif
