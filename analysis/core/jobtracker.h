#pragma once

// Work off the GUI thread whose answer comes back on the owner's thread, and only while it is
// still wanted: the one pattern for loading a run, comparing runs, previewing files, verifying
// and saving (after hotspot's jobtracker).
//
// The answer is delivered through a QFutureWatcher that the owner holds as a child, never with
// QFuture::then(context, ...): in Qt 6.4 then(context) asserts when the context is destroyed
// before the work ends (a page rebuilt by a language change, a window closed while a run
// loads), and a watcher goes with its owner. The work itself must not touch the owner: it gets
// copies, and its answer is handed to `done` on the owner's thread.

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent>

#include <type_traits>
#include <utility>

namespace Analysis {

// Runs job() on Qt's thread pool and done(result) (done() for a job without a result) on the
// owner's thread once it finishes. Nothing is called if the owner is destroyed first; the job
// still runs to its end.
template <typename Job, typename Done> void runInBackground(QObject* owner, Job&& job, Done&& done)
{
    using Result = std::invoke_result_t<std::decay_t<Job>>;
    auto* watcher = new QFutureWatcher<Result>(owner);
    QObject::connect(
        watcher, &QFutureWatcherBase::finished, owner, [watcher, done = std::forward<Done>(done)]() mutable {
            watcher->deleteLater();
            if constexpr (std::is_void_v<Result>)
                done();
            else
                done(watcher->future().takeResult()); // moved out: a large run's columns are not copied
        });
    watcher->setFuture(QtConcurrent::run(std::forward<Job>(job)));
}

// Answers that a newer request replaces: each request takes a ticket, and only the answer that
// holds the newest ticket is delivered. Also used for answers that do not come from a thread (a
// dialog, a device preparation on a runner's own thread): take a ticket, check it when the
// answer arrives.
class JobTracker {
public:
    using Ticket = quint64;

    explicit JobTracker(QObject* owner)
        : m_owner(owner)
    {
    }

    // A new request: every earlier ticket stops being current.
    Ticket next() { return ++m_current; }
    bool isCurrent(Ticket ticket) const { return ticket == m_current; }
    // No answer of an earlier request is delivered (a project closed, a run cancelled).
    void dropAll() { ++m_current; }

    // runInBackground, delivering done only if no newer request was made and nothing was
    // dropped meanwhile.
    template <typename Job, typename Done> void run(Job&& job, Done&& done)
    {
        const Ticket ticket = next();
        using Result = std::invoke_result_t<std::decay_t<Job>>;
        if constexpr (std::is_void_v<Result>) {
            runInBackground(m_owner, std::forward<Job>(job), [this, ticket, done = std::forward<Done>(done)]() mutable {
                if (isCurrent(ticket))
                    done();
            });
        } else {
            runInBackground(m_owner, std::forward<Job>(job),
                [this, ticket, done = std::forward<Done>(done)](Result result) mutable {
                    if (isCurrent(ticket))
                        done(std::move(result));
                });
        }
    }

private:
    // The tracker is a member of its owner, so `this` in a delivery is alive: the watcher, a
    // child of the owner, is destroyed after the members but before any event could deliver.
    QObject* m_owner;
    Ticket m_current = 0;
};

} // namespace Analysis
