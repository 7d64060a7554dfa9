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

} // namespace Probe
