import CTerminalPlatform
import Foundation
import Synchronization

/// A pseudo-terminal whose output a thread drains and counts, update by update, split at fences.
///
/// After an update the benchmark writes a fence to the terminal, after everything the backend
/// wrote for it (the backend's writes have returned, so the terminal holds them first):
///
///     … the update's bytes …  ESC ] 7777 ; N BEL  … the next update's bytes …
///
/// The reader thread counts the bytes before fence N as update N's and leaves the fence out.
/// An OSC string a terminal does not know is ignored by it, and the number makes each fence
/// unique, so no byte is given to the wrong update however late the reader runs (the timing
/// guess this replaces gave a slow frame's bytes to the next one on a loaded machine). The
/// same fence as the peer benchmark's drivers (Tests/Benchmarks/peers/protocol.py).
final class PseudoTerminal: @unchecked Sendable {
    let devicePath: String
    private let master: Int32
    private let fenceWriter: Int32
    /// Bytes before each fence, by fence number, and the bytes since the last one.
    private let ledger = Mutex<(fenced: [Int: Int], open: Int)>((fenced: [:], open: 0))
    private let fenceArrived = DispatchSemaphore(value: 0)
    private var fencesWritten = 0

    init(width: Int, height: Int) throws {
        var controller: Int32 = -1
        var path = [CChar](repeating: 0, count: 128)
        guard termisland_open_pseudo_terminal(&controller, &path, Int32(path.count), Int32(height), Int32(width)) == 0 else {
            throw BenchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        master = controller
        devicePath = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        fenceWriter = open(devicePath, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fenceWriter >= 0 else { throw BenchError("\(devicePath) does not open for the fences: \(String(cString: strerror(errno)))") }
        let thread = Thread { [master, self] in
            var scanner = FenceScanner()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let result = read(master, &buffer, buffer.count)
                if result < 0 && errno == EINTR { continue }
                if result <= 0 { return }
                for byte in buffer[0..<result] {
                    switch scanner.scan(byte) {
                    case .output(let count):
                        self.ledger.withLock { $0.open += count }
                    case .fence(let number):
                        self.ledger.withLock { $0.fenced[number] = $0.open; $0.open = 0 }
                        self.fenceArrived.signal()
                    case .pending:
                        break
                    }
                }
            }
        }
        thread.start()
    }

    /// Writes the next fence and waits until the reader has read up to it; returns the bytes
    /// written since the previous fence. Nil if the fence does not arrive within 30 seconds.
    func bytesUpToFence() -> Int? {
        fencesWritten += 1
        let number = fencesWritten
        let fence = Array("\u{1B}]\(FenceScanner.code);\(number)\u{07}".utf8)
        fence.withUnsafeBufferPointer { _ = write(fenceWriter, $0.baseAddress!, $0.count) }
        while true {
            if let bytes = ledger.withLock({ $0.fenced.removeValue(forKey: number) }) { return bytes }
            guard fenceArrived.wait(timeout: .now() + 30) == .success else { return nil }
        }
    }
}

/// Recognises `ESC ] 7777 ; digits BEL` in a stream, byte by byte; everything else is output.
struct FenceScanner {
    static let code = 7777
    enum Step: Equatable {
        /// `count` bytes of ordinary output (bytes held back as a possible fence, then not one).
        case output(Int)
        /// Fence `number` ended here.
        case fence(Int)
        /// Held back: maybe part of a fence.
        case pending
    }

    private static let prefix = Array("\u{1B}]\(code);".utf8)
    private var matched = 0
    private var digits = 0
    private var number = 0

    mutating func scan(_ byte: UInt8) -> Step {
        if matched == Self.prefix.count {
            if byte >= 0x30 && byte <= 0x39 && digits < 18 {
                number = number * 10 + Int(byte - 0x30)
                digits += 1
                return .pending
            }
            let held = matched + digits
            let found = number
            let complete = byte == 0x07 && digits > 0
            (matched, digits, number) = (0, 0, 0)
            if complete { return .fence(found) }
            return .output(held + restart(byte))
        }
        if byte == Self.prefix[matched] {
            matched += 1
            return .pending
        }
        let held = matched
        matched = 0
        return .output(held + restart(byte))
    }

    /// Starts matching again at `byte`: 0 if it may begin a fence, else 1 (it is output).
    private mutating func restart(_ byte: UInt8) -> Int {
        if byte == Self.prefix[0] { matched = 1; return 0 }
        return 1
    }
}
