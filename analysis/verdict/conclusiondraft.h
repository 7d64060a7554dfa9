#pragma once

// The conclusion form as the user left it (issue 23: nothing lost): every field they can change,
// and the page they were on. Kept in the project (Store::setConclusionDraft) as it is typed, so the
// form reopens as it was left, after a crash too; replaced by the conclusion when it is saved. A
// saved conclusion reads back into the same shape, so editing it starts from what was signed off.

#include "analysis/verdict/conclusion.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Analysis {

constexpr int kConclusionDraftVersion = 1;

struct ConclusionDraft {
    QString setting;
    // Per row of the observed table, in order: a memory figure's scope (0 this process, 1 the whole
    // device) or a latency's presentation (0 as measured, 1 the stable per-request time).
    QList<int> observedChoices;
    QString known; // the text as typed, one statement per line
    QList<UnknownKind> unknownKinds; // the listed unknowns that are ticked (never Custom)
    QString otherUnknowns; // the free text, one per line
    QString fixedInput, fixedParams;
    int page = 0; // the form's page id

    bool operator==(const ConclusionDraft& o) const;
};

QByteArray draftToJson(const ConclusionDraft& d);
// Nullopt with *error set for anything that is not a draft of this version (a hand-edited project).
std::optional<ConclusionDraft> draftFromJson(const QByteArray& json, QString* error);
// A saved conclusion (conclusionToJson) as a draft to edit, on its first page.
std::optional<ConclusionDraft> draftFromConclusionJson(const QByteArray& json, QString* error);

// "other_processes" -> OtherProcesses; nullopt for a name no version wrote.
std::optional<UnknownKind> unknownKindFromName(const QString& name);

} // namespace Analysis
