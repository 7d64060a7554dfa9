#include "background.h"

#include "protocol.h"
#include "runoutput.h"
#include "util.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

namespace Probe {

bool parseBackgroundOption(const std::string& arg, const std::string& v, BackgroundOptions& o, std::string& error)
{
    if (arg == "--background-cpu") {
        const long ncpu = ::sysconf(_SC_NPROCESSORS_CONF);
        for (const auto& part : split(v, ',')) {
            int64_t core = -1;
            if (!parseInt64(trim(part), core) || core < 0 || core >= ncpu || o.cpuCores.size() >= 256) {
                error = "--background-cpu wants core numbers 0.." + std::to_string(ncpu - 1)
                    + " separated by commas, got '" + v + "'";
                return true;
            }
            o.cpuCores.push_back(int(core));
        }
        return true;
    }
    if (arg == "--background-mem") {
        int64_t mb = 0;
        if (!parseInt64(v, mb) || mb <= 0 || mb > (int64_t(1) << 22))
            error = "--background-mem wants MB > 0, got '" + v + "'";
        o.memMb = mb;
        return true;
    }
    if (arg == "--background-cmd") {
        if (trim(v).empty())
            error = "--background-cmd wants a command";
        o.commands.push_back(v);
        return true;
    }
    return false;
}

namespace {
void childSetup()
{
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int s : { SIGINT, SIGTERM, SIGHUP, SIGCHLD, SIGPIPE })
        ::signal(s, SIG_DFL);
}

[[noreturn]] void spin(int core)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(core, &set);
    ::sched_setaffinity(0, sizeof set, &set);
    volatile unsigned long x = 0;
    for (;;)
        x = x + 1;
}

[[noreturn]] void holdMemory(int64_t mb)
{
    const size_t bytes = size_t(mb) << 20;
    auto* p = static_cast<volatile char*>(::malloc(bytes));
    if (!p)
        ::_exit(1);
    const long page = ::sysconf(_SC_PAGESIZE);
    // Touch every page once a second so the kernel keeps it resident (or has to swap it).
    for (;;) {
        for (size_t i = 0; i < bytes; i += size_t(page))
            p[i] = char(p[i] + 1);
        timespec ts { 1, 0 };
        ::nanosleep(&ts, nullptr);
    }
}
} // namespace

bool Background::start(const BackgroundOptions& o, RunOutput& out, double runT0, void (*onGroup)(void*, pid_t),
    void* ctx, std::string& error)
{
    struct Item {
        std::string kind, detail;
        int core = -1;
    };
    std::vector<Item> items;
    for (int c : o.cpuCores)
        items.push_back({ "cpu", "core " + std::to_string(c), c });
    if (o.memMb > 0)
        items.push_back({ "mem", std::to_string(o.memMb) + " MB" });
    for (const auto& c : o.commands)
        items.push_back({ "cmd", c });
    for (const auto& it : items) {
        const pid_t pid = ::fork();
        if (pid < 0) {
            error = std::string("fork: ") + std::strerror(errno);
            stop(&out, runT0);
            return false;
        }
        if (pid == 0) {
            childSetup();
            if (it.kind == "cpu")
                spin(it.core);
            if (it.kind == "mem")
                holdMemory(o.memMb);
            ::execl("/bin/sh", "sh", "-c", it.detail.c_str(), static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::setpgid(pid, pid);
        if (onGroup)
            onGroup(ctx, pid);
        m_pids.push_back(pid);
        m_kinds.push_back(it.kind);
        out.event(JsonObject()
                      .num("v", HeadroomProtocol::kFormatVersion)
                      .str("type", HeadroomProtocol::kEvBackground)
                      .str("action", "start")
                      .str("kind", it.kind)
                      .str("detail", it.detail)
                      .num("pid", pid)
                      .real("t_ms", monotonicMs() - runT0, 1)
                      .done());
    }
    return true;
}

void Background::stop(RunOutput* out, double runT0)
{
    for (size_t i = 0; i < m_pids.size(); ++i) {
        const pid_t pid = m_pids[i];
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
        int status = 0;
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
        if (out)
            out->event(JsonObject()
                           .num("v", HeadroomProtocol::kFormatVersion)
                           .str("type", HeadroomProtocol::kEvBackground)
                           .str("action", "stop")
                           .str("kind", m_kinds[i])
                           .num("pid", pid)
                           .real("t_ms", monotonicMs() - runT0, 1)
                           .done());
    }
    m_pids.clear();
    m_kinds.clear();
}

} // namespace Probe
