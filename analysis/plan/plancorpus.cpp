// The plan's corpus and decision sections (docs/plan-format.md, "corpus" and "decision"). The
// corpus is read here already, so that a wrong document is refused with its file and line before
// anything runs; the run reads it again when it starts (analysis/plan/corpus.h).

#include "analysis/plan/corpus.h"
#include "analysis/plan/planparser_p.h"

namespace Analysis {
namespace PlanDetail {

void Parser::parseCorpus(const Item& item, Plan* plan)
{
    const auto f = mapOf(item, { QStringLiteral("documents"), QStringLiteral("expected"), QStringLiteral("only") });
    if (!f || !require(*f, item, { QStringLiteral("documents") }))
        return;
    PlanCorpus corpus;
    if (const auto s = text((*f)[QStringLiteral("documents")]))
        corpus.documents = *s;
    if (f->contains(QStringLiteral("expected"))) {
        if (const auto s = text((*f)[QStringLiteral("expected")]))
            corpus.expected = *s;
    }
    if (f->contains(QStringLiteral("only"))) {
        const Item& only = (*f)[QStringLiteral("only")];
        if (!only.node.IsSequence() || only.node.size() == 0)
            error(only.line, only.field, Tr::tr("Expected a non-empty list of document ids, e.g. [doc-017, doc-203]."));
        else
            for (const auto& element : only.node) {
                const Item e { element, lineOf(element, only.line), only.field };
                if (const auto id = scalar(e)) {
                    if (corpus.only.contains(*id))
                        error(e.line, e.field, Tr::tr("The document id \"%1\" is listed twice.").arg(id->left(64)));
                    else
                        corpus.only.append(*id);
                }
            }
    }
    if (corpus.documents.isEmpty())
        return;
    plan->corpus = corpus;
    const CorpusReadResult read = readCorpus(corpus, m_baseDir);
    diagnostics += read.diagnostics;
    for (const auto& doc : read.documents) {
        if (plan->findInput(doc.id))
            error(item.line, item.field,
                Tr::tr("The corpus's document \"%1\" (%2) has the id of an input of the plan.")
                    .arg(doc.id, doc.source));
        m_corpusIds.insert(doc.id);
    }
}

void Parser::parseDecision(const Item& item, Plan* plan)
{
    const auto f = mapOf(item, { QStringLiteral("follows"), QStringLiteral("because"), QStringLiteral("change") });
    if (!f || !require(*f, item, { QStringLiteral("follows"), QStringLiteral("because"), QStringLiteral("change") }))
        return;
    PlanDecision decision;
    for (const char* key : { "follows", "change" }) {
        const Item& i = (*f)[QLatin1String(key)];
        if (const auto s = text(i)) {
            if (s->contains(u'\n'))
                error(i.line, i.field, Tr::tr("Write it on a single line."));
            (key[0] == 'f' ? decision.follows : decision.change) = *s;
        }
    }
    const Item& because = (*f)[QStringLiteral("because")];
    if (const auto s = scalar(because)) {
        static const QStringList reasons = { QStringLiteral("memory"), QStringLiteral("truncation"),
            QStringLiteral("format"), QStringLiteral("quality"), QStringLiteral("error") };
        if (reasons.contains(*s))
            decision.because = *s;
        else
            error(because.line, because.field,
                Tr::tr("\"because\" is the failure that led to this run: %1; not \"%2\".")
                    .arg(reasons.join(u", "), s->left(40)));
    }
    plan->decision = decision;
}

} // namespace PlanDetail
} // namespace Analysis
