// What differs between Linux and Darwin at the terminal, in one place: waiting for a terminal
// to be readable or writable, opening a pseudo-terminal, and its window size. Each function has
// its Linux and Darwin branches side by side in CTerminalPlatform.c, with the documented
// behaviour each relies on. The Linux side runs in every test; the Darwin side has not run
// (no Mac here): docs/DECISIONS.md lists what a person with a Mac should try first.
#ifndef TERMISLAND_CTERMINALPLATFORM_H
#define TERMISLAND_CTERMINALPLATFORM_H

#include <signal.h>

/// What a wait for input ended with.
typedef enum {
    /// Input is there to read.
    TermislandWaitReady = 1,
    /// The timeout passed first.
    TermislandWaitTimedOut = 0,
    /// A signal arrived (one unblocked by the mask, such as SIGWINCH).
    TermislandWaitInterrupted = -1,
    /// The terminal hung up or the descriptor is no longer a terminal.
    TermislandWaitHungUp = -2,
    /// The wait itself failed; errno says why.
    TermislandWaitFailed = -3,
} TermislandWaitResult;

/// Waits until `fd` (a terminal) has input, `timeout_nanoseconds` at most (negative: for ever),
/// with `mask` as the signal mask during the wait only, atomically: a signal left blocked until
/// the wait and unblocked by `mask` wakes it even if it arrived just before.
TermislandWaitResult termisland_wait_readable(int fd, long long timeout_nanoseconds, const sigset_t *mask);

/// Waits until `fd` can take more output (standard output left non-blocking by another
/// program). Returns 0, or -1 with errno.
int termisland_wait_writable(int fd);

/// Opens a new pseudo-terminal of `rows` × `columns`: its controller side in `*controller`, the
/// device path of its terminal side written into `path` (at most `capacity` bytes, with the
/// terminating NUL). Returns 0, or -1 with errno.
int termisland_open_pseudo_terminal(int *controller, char *path, int capacity, int rows, int columns);

/// The bytes waiting to be read from `fd` (a pseudo-terminal or a pipe), or -1 with errno.
int termisland_pending_bytes(int fd);

#endif
