// `headroom-probe calibrate`: a reference workload that behaves like an LLM engine without a
// model file. A decoder-only transformer with random weights: RMSNorm, multi-head causal
// attention with a KV cache that grows with the context, a GELU MLP, tied embeddings, greedy
// decoding. The prompt is processed as one batch (its activations grow with its length, as in
// real engines), then tokens are generated one at a time. Real float arithmetic throughout, so
// latency grows with prompt length and memory with context.

#include "modes.h"
#include "util.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <thread>
#include <vector>

namespace Probe {

namespace {

struct Rng {
    uint64_t s;
    uint64_t next()
    {
        // splitmix64: deterministic on every architecture, so weights match across devices.
        uint64_t z = (s += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    float uniform(float scale) { return (float(next() >> 40) / float(1 << 24) * 2.0f - 1.0f) * scale; }
};

struct Config {
    int dim = 256, layers = 4, heads = 4, vocab = 4096, threads = 1, maxNew = 32;
    int64_t promptTokens = 128;
    uint64_t seed = 1;
    std::string promptFile;
};

struct Layer {
    std::vector<float> wq, wk, wv, wo, w1, w2, g1, g2;
    std::vector<float> kCache, vCache; // [tokens x dim], grown in chunks
};

// Eight independent partial sums: the compiler vectorises this without -ffast-math, and the
// result is the same on every run (a fixed summation order).
inline float dot(const float* a, const float* b, int n)
{
    float acc[8] = {};
    int k = 0;
    for (; k + 8 <= n; k += 8)
        for (int j = 0; j < 8; ++j)
            acc[j] += a[k + j] * b[k + j];
    float s = ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]));
    for (; k < n; ++k)
        s += a[k] * b[k];
    return s;
}

// y[n x out] = x[n x in] * W^T, W is [out x in] row-major. Rows of W are split across threads.
void matmul(const float* x, int n, int in, const float* w, int out, float* y, int threads)
{
    auto work = [&](int r0, int r1) {
        for (int t = 0; t < n; ++t) {
            const float* xr = x + size_t(t) * in;
            float* yr = y + size_t(t) * out;
            for (int r = r0; r < r1; ++r) {
                yr[r] = dot(xr, w + size_t(r) * in, in);
            }
        }
    };
    if (threads <= 1 || size_t(n) * out * in < 200000) {
        work(0, out);
        return;
    }
    std::vector<std::thread> pool;
    const int step = (out + threads - 1) / threads;
    for (int i = 1; i < threads; ++i)
        pool.emplace_back(work, std::min(out, i * step), std::min(out, (i + 1) * step));
    work(0, std::min(out, step));
    for (auto& th : pool)
        th.join();
}

void rmsnorm(const float* x, const float* g, int d, float* y)
{
    double ss = 0;
    for (int i = 0; i < d; ++i)
        ss += double(x[i]) * x[i];
    const float inv = float(1.0 / std::sqrt(ss / d + 1e-5));
    for (int i = 0; i < d; ++i)
        y[i] = x[i] * inv * g[i];
}

class Model {
public:
    explicit Model(const Config& c)
        : m_c(c)
        , m_headDim(c.dim / c.heads)
    {
        Rng rng { c.seed };
        const float s = 1.0f / std::sqrt(float(c.dim));
        auto fill = [&](std::vector<float>& v, size_t n, float scale) {
            v.resize(n);
            for (auto& x : v)
                x = rng.uniform(scale);
        };
        const size_t d = size_t(c.dim), f = 4 * d;
        fill(m_embed, size_t(c.vocab) * d, 1.0f);
        m_layers.resize(size_t(c.layers));
        for (auto& l : m_layers) {
            fill(l.wq, d * d, s);
            fill(l.wk, d * d, s);
            fill(l.wv, d * d, s);
            fill(l.wo, d * d, s);
            fill(l.w1, f * d, s);
            fill(l.w2, d * f, 1.0f / std::sqrt(float(f)));
            l.g1.assign(d, 1.0f);
            l.g2.assign(d, 1.0f);
        }
        m_gOut.assign(d, 1.0f);
    }

    size_t weightBytes() const
    {
        size_t n = m_embed.size() + m_gOut.size();
        for (const auto& l : m_layers)
            n += l.wq.size() * 4 + l.w1.size() + l.w2.size() + l.g1.size() + l.g2.size();
        return n * sizeof(float);
    }
    int64_t context() const { return m_ctx; }

    // Runs n tokens through the model, appending them to the KV cache; returns the greedy next
    // token after the last one.
    int forward(const std::vector<int>& tokens)
    {
        const int n = int(tokens.size());
        const int d = m_c.dim, f = 4 * d;
        std::vector<float> x(size_t(n) * d), h(size_t(n) * d), q(size_t(n) * d), k(size_t(n) * d), v(size_t(n) * d),
            att(size_t(n) * d), ff(size_t(n) * f), scores;
        for (int t = 0; t < n; ++t)
            std::memcpy(&x[size_t(t) * d], &m_embed[size_t(tokens[size_t(t)]) * d], sizeof(float) * size_t(d));
        const int64_t base = m_ctx;
        for (auto& l : m_layers) {
            for (int t = 0; t < n; ++t)
                rmsnorm(&x[size_t(t) * d], l.g1.data(), d, &h[size_t(t) * d]);
            matmul(h.data(), n, d, l.wq.data(), d, q.data(), m_c.threads);
            matmul(h.data(), n, d, l.wk.data(), d, k.data(), m_c.threads);
            matmul(h.data(), n, d, l.wv.data(), d, v.data(), m_c.threads);
            grow(l.kCache, base + n);
            grow(l.vCache, base + n);
            std::memcpy(&l.kCache[size_t(base) * d], k.data(), sizeof(float) * size_t(n) * d);
            std::memcpy(&l.vCache[size_t(base) * d], v.data(), sizeof(float) * size_t(n) * d);
            const float scale = 1.0f / std::sqrt(float(m_headDim));
            for (int t = 0; t < n; ++t) {
                const int64_t ctx = base + t + 1; // causal: this token sees itself and what came before
                scores.resize(size_t(ctx));
                for (int hd = 0; hd < m_c.heads; ++hd) {
                    const size_t off = size_t(hd) * m_headDim;
                    const float* qr = &q[size_t(t) * d + off];
                    float mx = -1e30f;
                    for (int64_t j = 0; j < ctx; ++j) {
                        scores[size_t(j)] = dot(qr, &l.kCache[size_t(j) * d + off], m_headDim) * scale;
                        mx = std::max(mx, scores[size_t(j)]);
                    }
                    float sum = 0;
                    for (int64_t j = 0; j < ctx; ++j)
                        sum += (scores[size_t(j)] = std::exp(scores[size_t(j)] - mx));
                    float* out = &att[size_t(t) * d + off];
                    std::fill(out, out + m_headDim, 0.0f);
                    for (int64_t j = 0; j < ctx; ++j) {
                        const float p = scores[size_t(j)] / sum;
                        const float* vr = &l.vCache[size_t(j) * d + off];
                        for (int i = 0; i < m_headDim; ++i)
                            out[i] += p * vr[i];
                    }
                }
            }
            matmul(att.data(), n, d, l.wo.data(), d, h.data(), m_c.threads);
            for (size_t i = 0; i < x.size(); ++i)
                x[i] += h[i];
            for (int t = 0; t < n; ++t)
                rmsnorm(&x[size_t(t) * d], l.g2.data(), d, &h[size_t(t) * d]);
            matmul(h.data(), n, d, l.w1.data(), f, ff.data(), m_c.threads);
            for (auto& a : ff)
                a = 0.5f * a * (1.0f + std::tanh(0.7978845608f * (a + 0.044715f * a * a * a)));
            matmul(ff.data(), n, f, l.w2.data(), d, h.data(), m_c.threads);
            for (size_t i = 0; i < x.size(); ++i)
                x[i] += h[i];
        }
        m_ctx = base + n;
        // Logits only for the last position, as engines do for the prompt.
        std::vector<float> last(static_cast<size_t>(d));
        std::vector<float> logits(static_cast<size_t>(m_c.vocab));
        rmsnorm(&x[size_t(n - 1) * d], m_gOut.data(), d, last.data());
        matmul(last.data(), 1, d, m_embed.data(), m_c.vocab, logits.data(), m_c.threads);
        return int(std::max_element(logits.begin(), logits.end()) - logits.begin());
    }

private:
    void grow(std::vector<float>& cache, int64_t tokens)
    {
        // The cache grows in 64-token pages, as paged KV caches do, so memory follows the context.
        const size_t need = size_t((tokens + 63) / 64 * 64) * size_t(m_c.dim);
        if (cache.size() < need)
            cache.resize(need);
    }

    Config m_c;
    int m_headDim;
    std::vector<float> m_embed, m_gOut;
    std::vector<Layer> m_layers;
    int64_t m_ctx = 0;
};

} // namespace

int calibrateMode(int argc, char** argv)
{
    Config c;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc)
            return usageError("calibrate", "%s needs a value (or unknown option)", a.c_str());
        const std::string v = argv[++i];
        int64_t n = 0;
        const bool num = parseInt64(v, n);
        if (a == "--prompt-file")
            c.promptFile = v;
        else if (a == "--prompt-tokens" && num && n >= 1 && n <= 1000000)
            c.promptTokens = n;
        else if (a == "--max-new-tokens" && num && n >= 0 && n <= 1000000)
            c.maxNew = int(n);
        else if (a == "--dim" && num && n >= 8 && n <= 16384)
            c.dim = int(n);
        else if (a == "--layers" && num && n >= 1 && n <= 1024)
            c.layers = int(n);
        else if (a == "--heads" && num && n >= 1 && n <= 1024)
            c.heads = int(n);
        else if (a == "--vocab" && num && n >= 2 && n <= 10000000)
            c.vocab = int(n);
        else if (a == "--seed" && num)
            c.seed = uint64_t(n);
        else if (a == "--threads" && num && n >= 1 && n <= 256)
            c.threads = int(n);
        else
            return usageError("calibrate", "bad option or value: %s %s", a.c_str(), v.c_str());
    }
    if (c.dim % c.heads != 0)
        return usageError("calibrate", "--dim %d is not a multiple of --heads %d", c.dim, c.heads);

    std::vector<int> prompt { 1 }; // a BOS token, so an empty prompt file still has one token
    if (!c.promptFile.empty()) {
        std::string text;
        if (!readFile(c.promptFile, text, size_t(1) << 26)) {
            std::fprintf(
                stderr, "headroom-probe calibrate: cannot read %s: %s\n", c.promptFile.c_str(), std::strerror(errno));
            return 1;
        }
        for (unsigned char ch : text)
            prompt.push_back(int(ch) % c.vocab); // byte-level tokens: no tokenizer file needed
    } else {
        Rng r { c.seed ^ 0xABCDEFull };
        for (int64_t i = 0; i < c.promptTokens; ++i)
            prompt.push_back(int(r.next() % uint64_t(c.vocab)));
    }

    const double t0 = monotonicMs();
    Model model(c);
    const double tLoad = monotonicMs();
    std::printf("loaded dim=%d layers=%d heads=%d vocab=%d weights_kb=%zu load_ms=%.1f\n", c.dim, c.layers, c.heads,
        c.vocab, model.weightBytes() / 1024, tLoad - t0);
    std::fflush(stdout);
    int next = model.forward(prompt);
    const double tPrompt = monotonicMs();
    std::fprintf(stderr, "prompt tokens=%zu ms=%.1f\n", prompt.size(), tPrompt - tLoad);
    for (int i = 0; i < c.maxNew; ++i) {
        std::printf("token %d %d\n", i, next);
        std::fflush(stdout); // one line per token, streamed like an engine
        if (i + 1 < c.maxNew)
            next = model.forward({ next });
    }
    const double tEnd = monotonicMs();
    const double genMs = tEnd - tPrompt;
    std::fprintf(stderr,
        "done prompt_tokens=%zu new_tokens=%d context=%lld load_ms=%.1f prompt_ms=%.1f gen_ms=%.1f tok_per_s=%.1f\n",
        prompt.size(), c.maxNew, static_cast<long long>(model.context()), tLoad - t0, tPrompt - tLoad, genMs,
        genMs > 0 ? c.maxNew * 1000.0 / genMs : 0.0);
    return 0;
}

} // namespace Probe
