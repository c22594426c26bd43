// The Linux and Darwin branches of CTerminalPlatform.h, side by side. Feature macros first:
// glibc declares ppoll only for _GNU_SOURCE and posix_openpt/ptsname_r for _XOPEN_SOURCE, which
// is why this is C compiled on its own and not a header Swift imports through its Glibc module.
#if defined(__linux__)
#define _GNU_SOURCE 1
#endif

#include "CTerminalPlatform.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

TermislandWaitResult termisland_wait_readable(int fd, long long timeout_nanoseconds, const sigset_t *mask) {
    // ppoll skips a negative descriptor and would only time out.
    if (fd < 0) { errno = EBADF; return TermislandWaitFailed; }
    struct timespec timeout;
    struct timespec *limit = NULL;
    if (timeout_nanoseconds >= 0) {
        timeout.tv_sec = (time_t)(timeout_nanoseconds / 1000000000LL);
        timeout.tv_nsec = (long)(timeout_nanoseconds % 1000000000LL);
        limit = &timeout;
    }
#if defined(__linux__)
    // ppoll(2): the mask is in force for the wait only, installed atomically with it.
    struct pollfd descriptor = { .fd = fd, .events = POLLIN, .revents = 0 };
    int result = ppoll(&descriptor, 1, limit, mask);
    if (result < 0) return errno == EINTR ? TermislandWaitInterrupted : TermislandWaitFailed;
    if (result == 0) return TermislandWaitTimedOut;
    // A closed window makes a Linux terminal readable and hung up at once (POLLIN|POLLHUP, and
    // every read fails with EIO): a hang-up wins, or the wait would return at once for ever.
    if ((descriptor.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0) return TermislandWaitHungUp;
    return TermislandWaitReady;
#else
    // Darwin's poll(2) does not support devices (its BUGS section): on a terminal it answers
    // POLLNVAL at once. select(2) does, and pselect(2) is a system call of its own on Darwin
    // (xnu's pselect), so the mask is installed atomically with the wait, as with ppoll.
    if (fd >= FD_SETSIZE) { errno = EBADF; return TermislandWaitFailed; }
    fd_set readable;
    FD_ZERO(&readable);
    FD_SET(fd, &readable);
    int result = pselect(fd + 1, &readable, NULL, NULL, limit, mask);
    if (result < 0) {
        if (errno == EINTR) return TermislandWaitInterrupted;
        return errno == EBADF ? TermislandWaitHungUp : TermislandWaitFailed;
    }
    if (result == 0) return TermislandWaitTimedOut;
    // select reports a hung-up terminal as readable, with nothing to read: ask how much there
    // is, so a closed window is not a loop of empty reads.
    int pending = 0;
    if (ioctl(fd, FIONREAD, &pending) < 0 || pending == 0) return TermislandWaitHungUp;
    return TermislandWaitReady;
#endif
}

int termisland_wait_writable(int fd) {
#if defined(__linux__)
    struct pollfd descriptor = { .fd = fd, .events = POLLOUT, .revents = 0 };
    while (poll(&descriptor, 1, -1) < 0) {
        if (errno != EINTR) return -1;
    }
    return 0;
#else
    // As above: select, because Darwin's poll answers POLLNVAL for a terminal.
    if (fd < 0 || fd >= FD_SETSIZE) { errno = EBADF; return -1; }
    for (;;) {
        fd_set writable;
        FD_ZERO(&writable);
        FD_SET(fd, &writable);
        if (select(fd + 1, NULL, &writable, NULL, NULL) >= 0) return 0;
        if (errno != EINTR) return -1;
    }
#endif
}

int termisland_open_pseudo_terminal(int *controller, char *path, int capacity, int rows, int columns) {
    // posix_openpt, grantpt, unlockpt and ptsname_r: POSIX's calls on both (ptsname_r is in
    // Darwin since macOS 13.3, below this package's macOS 15). glibc's ptsname_r returns the
    // error number, Darwin's returns -1 and sets errno.
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0) return -1;
    int failure = 0;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0) {
        failure = errno;
    } else {
        int named = ptsname_r(fd, path, (size_t)capacity);
        if (named != 0) failure = named > 0 ? named : errno;
    }
    if (failure != 0) {
        close(fd);
        errno = failure;
        return -1;
    }
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns };
    // TIOCSWINSZ: a constant on Linux, a function-like _IOW macro on Darwin, which Swift cannot
    // import; in C both are the same call.
    (void)ioctl(fd, TIOCSWINSZ, &size);
    *controller = fd;
    return 0;
}

int termisland_pending_bytes(int fd) {
    int pending = 0;
    // FIONREAD: _IOR on Darwin, as above.
    if (ioctl(fd, FIONREAD, &pending) < 0) return -1;
    return pending;
}
