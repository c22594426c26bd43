import CTerminalPlatform
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The platform's side of the terminal (CTerminalPlatform): here its Linux branch, on a real
/// pseudo-terminal. The Darwin branch is the same contract; see docs/DECISIONS.md for what a
/// person with a Mac should run.
@Suite("Terminal platform calls")
struct TerminalPlatformTests {
    /// A pseudo-terminal's two sides, closed at the end.
    final class PseudoTerminal {
        let controller: Int32
        let terminal: Int32
        let path: String

        init(rows: Int32 = 24, columns: Int32 = 80) throws {
            var controller: Int32 = -1
            var path = [CChar](repeating: 0, count: 128)
            try #require(termisland_open_pseudo_terminal(&controller, &path, Int32(path.count), rows, columns) == 0)
            self.controller = controller
            self.path = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            terminal = open(self.path, O_RDWR | O_NOCTTY)
            try #require(terminal >= 0)
        }

        deinit {
            close(terminal)
            close(controller)
        }
    }

    static let nothingBlocked: sigset_t = {
        var mask = sigset_t()
        sigemptyset(&mask)
        return mask
    }()

    @Test func aNewPseudoTerminalHasTheSizeAskedFor() throws {
        let pty = try PseudoTerminal(rows: 45, columns: 120)
        var size = winsize()
        #expect(ioctl(pty.terminal, UInt(TIOCGWINSZ), &size) == 0)
        #expect(size.ws_row == 45 && size.ws_col == 120)
        #expect(pty.path.hasPrefix("/dev/"))
    }

    @Test func aWaitWithNothingToReadTimesOut() throws {
        let pty = try PseudoTerminal()
        var mask = Self.nothingBlocked
        #expect(termisland_wait_readable(pty.terminal, 20_000_000, &mask) == TermislandWaitTimedOut)
        #expect(termisland_wait_readable(pty.terminal, 0, &mask) == TermislandWaitTimedOut)
    }

    @Test func typedBytesAreReadyAndCounted() throws {
        let pty = try PseudoTerminal()
        #expect(write(pty.controller, "q\n", 2) == 2)  // a whole line: the new terminal is in canonical mode
        var mask = Self.nothingBlocked
        #expect(termisland_wait_readable(pty.terminal, 1_000_000_000, &mask) == TermislandWaitReady)
        #expect(termisland_pending_bytes(pty.terminal) >= 1)
    }

    @Test func aClosedWindowIsAHangUpNotAnEndlessWait() throws {
        var controller: Int32 = -1
        var path = [CChar](repeating: 0, count: 128)
        try #require(termisland_open_pseudo_terminal(&controller, &path, Int32(path.count), 24, 80) == 0)
        let terminal = open(String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        defer { close(terminal) }
        close(controller)  // the terminal emulator's window closes
        var mask = Self.nothingBlocked
        #expect(termisland_wait_readable(terminal, 1_000_000_000, &mask) == TermislandWaitHungUp)
    }

    @Test func aNegativeDescriptorFails() throws {
        var mask = Self.nothingBlocked
        #expect(termisland_wait_readable(-1, 0, &mask) == TermislandWaitFailed)
        #expect(errno == EBADF)
    }

    @Test func aClosedDescriptorIsAHangUp() throws {
        let pty = try PseudoTerminal()
        let copy = dup(pty.terminal)
        close(copy)
        var mask = Self.nothingBlocked
        #expect(termisland_wait_readable(copy, 1_000_000_000, &mask) == TermislandWaitHungUp)
    }

    @Test func aTerminalThatCanTakeOutputIsWritable() throws {
        let pty = try PseudoTerminal()
        #expect(termisland_wait_writable(pty.terminal) == 0)
    }

    @Test func aPathTooShortIsRefusedAndNothingLeaks() throws {
        var controller: Int32 = -1
        var path = [CChar](repeating: 0, count: 4)
        #expect(termisland_open_pseudo_terminal(&controller, &path, Int32(path.count), 24, 80) == -1)
        #expect(errno == ERANGE)
        #expect(controller == -1)
    }
}
