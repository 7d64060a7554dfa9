#pragma once

// A conclusion as the JSON the project keeps (Store::setConclusion): the four parts, the
// sentence's brackets and the sentence itself in both languages, so a reviewer reading the file
// sees exactly what was signed off. Versioned: readers refuse a newer major version.

#include "analysis/verdict/conclusion.h"

#include <QByteArray>

namespace Analysis {

constexpr int kConclusionJsonVersion = 1;

QByteArray conclusionToJson(const Conclusion& c);

QString unknownKindName(UnknownKind k); // "other_processes", ..., "custom"

// The sentence a saved conclusion holds in that language; empty when it holds none.
QString sentenceOfConclusionJson(const QByteArray& json, SentenceLanguage lang);

} // namespace Analysis
