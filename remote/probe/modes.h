#pragma once

// The probe's modes; each takes the arguments after its name and returns the exit status.

namespace Probe {

int runMode(int argc, char** argv);
int attachMode(int argc, char** argv);
int envMode(int argc, char** argv);
int calibrateMode(int argc, char** argv);
int serveMode(int argc, char** argv);

// Shared by the modes for option errors: prints "headroom-probe MODE: message" and returns 2.
int usageError(const char* mode, const char* fmt, ...) __attribute__((format(printf, 2, 3)));

// Signals that end a measurement (SIGINT, SIGTERM, SIGHUP) and SIGCHLD are turned into bytes on a
// pipe so the sampling loop sees them in poll() instead of in an async handler.
int installSignalPipe(); // read end
int pendingStopSignal(); // 0 when none arrived

// A write to the run folder failed (a full disk, a quota, an I/O error). The first failure is
// printed to stderr with its file and reason and ends the measurement the way a stop signal does:
// the workload is stopped, nothing more is measured, no DONE is written, and the mode exits with
// kExitOutputFailed. A run folder that cannot hold the figures must not look complete.
constexpr int kExitOutputFailed = 74; // EX_IOERR
void noteOutputError(const char* path, int err);
int pendingOutputError(); // errno of the first failed write, 0 when none
// pendingStopSignal() or pendingOutputError(): the measurement must end now.
bool stopRequested();

} // namespace Probe
