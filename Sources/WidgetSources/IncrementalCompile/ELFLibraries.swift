import Foundation

/// The shared libraries an ELF executable names as its own (`DT_NEEDED`): what every process of
/// it has loaded before it runs a line, and so what a widget library loaded into that program
/// finds without naming it. The direct link leaves them out of its command (`DriverJobs`):
/// reading their symbol tables was two thirds of the link (0.084 s against 0.026 s). Every read
/// is bounds-checked; a file that is not a 64-bit little-endian ELF, or a damaged one, is nil.
package enum ELFLibraries {
    /// The `DT_NEEDED` names of the executable at `path` (`libswiftCore.so`, `libc.so.6`).
    package static func needed(byExecutableAt path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return needed(in: [UInt8](data))
    }

    package static func needed(in bytes: [UInt8]) -> [String]? {
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        // The identification: the magic, 64-bit, little-endian.
        guard bytes.count >= 64, bytes[0..<4] == [0x7f, 0x45, 0x4c, 0x46], bytes[4] == 2, bytes[5] == 1,
              let headers = integer(0x20, 8), let entrySize = integer(0x36, 2), let count = integer(0x38, 2), entrySize >= 56
        else { return nil }
        var loads: [(virtual: Int, offset: Int, size: Int)] = []
        var dynamic: (offset: Int, size: Int)?
        for index in 0..<count {
            let header = headers + index * entrySize
            guard let type = integer(header, 4), let offset = integer(header + 8, 8), let virtual = integer(header + 16, 8),
                  let size = integer(header + 32, 8) else { return nil }
            if type == 1 { loads.append((virtual, offset, size)) }
            if type == 2 { dynamic = (offset, size) }
        }
        guard let dynamic else { return [] }  // a static executable names none
        var neededOffsets: [Int] = [], table: Int?
        var entry = dynamic.offset
        while entry + 16 <= dynamic.offset + dynamic.size {
            guard let tag = integer(entry, 8), let value = integer(entry + 8, 8) else { return nil }
            if tag == 0 { break }
            if tag == 1 { neededOffsets.append(value) }
            if tag == 5 { table = value }
            entry += 16
        }
        // The string table is named by its address; the segment that maps it gives its place in the file.
        guard let table, let load = loads.first(where: { table >= $0.virtual && table < $0.virtual + $0.size }) else {
            return neededOffsets.isEmpty ? [] : nil
        }
        let strings = table - load.virtual + load.offset
        var names: [String] = []
        for offset in neededOffsets {
            let start = strings + offset
            guard start >= 0, start < bytes.count, let end = bytes[start...].firstIndex(of: 0) else { return nil }
            names.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return names
    }
}

extension DriverJobs {
    /// The link without `-lNAME` for each shared library the loading program already names
    /// (`libNAME.so` or `libNAME.so.N` among `loaded`): the library's symbols from them are found
    /// in the program when it is loaded, as they are for a library the linker was told of. Static
    /// archives (`-lgcc`) and the rest stay.
    package func link(leavingOut loaded: [String]) -> [String] {
        let loaded = Set(loaded)
        return link.filter { word in
            guard word.hasPrefix("-l"), word.count > 2 else { return true }
            let name = "lib" + word.dropFirst(2) + ".so"
            return !(loaded.contains(name) || loaded.contains { $0.hasPrefix(name + ".") })
        }
    }
}
