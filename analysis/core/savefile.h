#pragma once

// Every file Headroom writes goes through saveFile() (reports, exports, CSV tables, plans,
// device lists, screenshots, robustness inputs, the folders verify and re-run rebuild).
//
// - The bytes go to a temporary file beside the target, flushed and closed with every error
//   checked, then renamed over the target (QSaveFile): a full disk or a killed process leaves
//   the old file as it was, never a truncated one under the final name.
// - An existing target that is not a regular file (a character device such as /dev/full or
//   /dev/null, a FIFO, a socket, a block device, a folder) is refused before anything is
//   written: a rename would replace the device node (Headroom often runs as root on a board),
//   and writing into one could block forever (a FIFO) or discard the report without a word
//   (/dev/null). Reports and exports that a pipeline wants on standard output use '-'.
// - On failure *error names the file and the system's reason ("No space left on device").

#include <QByteArray>
#include <QString>

namespace Analysis {

// Returns false with *error set when `path` exists and is not a regular file (symbolic links
// are followed, as QSaveFile follows them).
bool checkSaveTarget(const QString& path, QString* error);

// Writes `data` to `path` whole or not at all, as described above.
bool saveFile(const QString& path, const QByteArray& data, QString* error);

} // namespace Analysis
