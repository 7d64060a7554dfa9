#pragma once

// The length of an input, as the measurement method asks for it: characters (UTF-8 code points, what
// `wc -m` counts in a UTF-8 locale), bytes (`wc -c`) and tokens. Tokens come only from the
// engine or from a configured token-count command; an unknown count stays unknown.

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace Analysis {

struct Utf8Scan {
    int64_t bytes = 0;
    int64_t codePoints = 0; // valid code points only, as GNU wc -m counts them
    int64_t invalidBytes = 0; // bytes that belong to no valid sequence
    int64_t firstInvalidOffset = -1; // -1: the text is valid UTF-8
    int firstInvalidLine = 0; // 1-based line of that byte; 0 when valid

    bool isValid() const { return invalidBytes == 0; }
};

// Strict UTF-8 (RFC 3629): overlong forms, surrogates and code points above U+10FFFF are invalid.
Utf8Scan scanUtf8(const QByteArray& bytes);

struct InputLength {
    // Of the text after a UTF-8 byte-order mark: the mark is reported (bom), never counted.
    int64_t bytes = -1;
    int64_t chars = -1;
    bool bom = false; // the file starts with a UTF-8 byte-order mark (EF BB BF)
    int64_t invalidBytes = 0; // reported, never hidden: chars then counts only the valid part
    int64_t tokens = -1; // -1: unknown
    QString tokenSource; // "plan", "command: ...", or empty when unknown
    QString error; // why the file or the token count could not be read; empty when fine
};

// Bytes and characters of a file; tokens stay unknown here (see parseTokenCount).
InputLength measureInputFile(const QString& path);

// The token count in a counter's standard output: the last non-empty line must be an integer,
// alone or after a label ("123", "tokens: 123", "tokens=123"). Anything else is refused
// (returns -1 and sets *error) rather than guessed from whatever digits the output holds.
int64_t parseTokenCount(const QByteArray& stdoutText, QString* error);

} // namespace Analysis
