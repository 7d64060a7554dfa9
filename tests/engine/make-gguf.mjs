#!/usr/bin/env node
// Writes a tiny llama-architecture GGUF (version 3) with random weights, for Headroom's tests: a
// real model file that llama.cpp (and node-llama-cpp) loads and runs, so memory and timing are
// real; the output is gibberish. No dependencies beyond node itself.
//
//   node make-gguf.mjs --out FILE [--layers 4] [--embd 128] [--heads 4] [--heads-kv 2] [--ff 384]
//                      [--ctx 2048] [--type f32|f16] [--seed 42]
//
// The same arguments give the same bytes (a seeded PRNG).
//
// Vocabulary: SentencePiece-style ("llama" tokenizer model) with <unk>, <s>, </s>, the 256 byte
// tokens <0x00>..<0xFF> and U+2581 (SentencePiece's space): every text is tokenized byte by
// byte, a space as U+2581. No space prefix is added, so one token is one character.
//
// Printable output: embedding dimension 0 is a constant channel (1.0 in every token's embedding;
// no attention or feed-forward output writes to it), and the output layer turns it into a large
// negative logit for every token that is not a printable ASCII byte (0x20..0x7E) or the space, end of
// sequence included. So generated text is plain ASCII, one character per token, at any
// temperature, and generation never ends on its own.

import { writeFileSync } from "node:fs";

const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian uint32
const GGUF_VERSION = 3;
const ALIGNMENT = 32;

// GGUF metadata value types
const T = { U8: 0, I8: 1, U16: 2, I16: 3, U32: 4, I32: 5, F32: 6, BOOL: 7, STRING: 8, ARRAY: 9, U64: 10, I64: 11, F64: 12 };
// ggml tensor types
const GGML_F32 = 0;
const GGML_F16 = 1;

function usage(msg) {
    if (msg) process.stderr.write(`make-gguf: ${msg}\n`);
    process.stderr.write(
        "usage: make-gguf.mjs --out FILE [--layers N] [--embd N] [--heads N] [--heads-kv N] [--ff N] [--ctx N] [--type f32|f16] [--seed N]\n");
    process.exit(2);
}

function parseArgs(argv) {
    const o = { out: "", layers: 4, embd: 128, heads: 4, headsKv: 2, ff: 384, ctx: 2048, type: "f32", seed: 42 };
    const ints = { "--layers": "layers", "--embd": "embd", "--heads": "heads", "--heads-kv": "headsKv", "--ff": "ff", "--ctx": "ctx", "--seed": "seed" };
    for (let i = 0; i < argv.length; ++i) {
        const a = argv[i];
        const v = argv[i + 1];
        if (a === "-h" || a === "--help") usage();
        if (v === undefined) usage(`${a} needs a value`);
        if (a === "--out") o.out = v;
        else if (a === "--type") o.type = v;
        else if (ints[a]) {
            if (!/^\d+$/.test(v)) usage(`${a} takes a whole number, not ${v}`);
            o[ints[a]] = Number(v);
        } else usage(`unknown argument ${a}`);
        ++i;
    }
    if (!o.out) usage("--out is required");
    if (o.type !== "f32" && o.type !== "f16") usage(`--type is f32 or f16, not ${o.type}`);
    if (o.layers < 1 || o.embd < 8 || o.heads < 1 || o.headsKv < 1 || o.ff < 1 || o.ctx < 8) usage("a size is too small");
    if (o.embd % o.heads !== 0) usage("--embd must be a multiple of --heads");
    if (o.heads % o.headsKv !== 0) usage("--heads must be a multiple of --heads-kv");
    if ((o.embd / o.heads) % 2 !== 0) usage("the head size (--embd / --heads) must be even (RoPE)");
    return o;
}

// mulberry32: a small seeded 32-bit PRNG; uniform in [0, 1).
function prng(seed) {
    let s = seed >>> 0;
    return () => {
        s = (s + 0x6d2b79f5) >>> 0;
        let t = s;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

// IEEE 754 binary32 -> binary16, round to nearest even.
const f32buf = new Float32Array(1);
const u32buf = new Uint32Array(f32buf.buffer);
function toHalf(x) {
    f32buf[0] = x;
    const b = u32buf[0];
    const sign = (b >>> 16) & 0x8000;
    const exp = (b >>> 23) & 0xff;
    let mant = b & 0x7fffff;
    if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
    let e = exp - 127 + 15;
    if (e >= 0x1f) return sign | 0x7c00;
    if (e <= 0) {
        if (e < -10) return sign;
        mant |= 0x800000;
        const shift = 14 - e;
        let h = mant >>> shift;
        const rem = mant & ((1 << shift) - 1);
        const half = 1 << (shift - 1);
        if (rem > half || (rem === half && (h & 1))) ++h;
        return sign | h;
    }
    let h = (e << 10) | (mant >>> 13);
    const rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem === 0x1000 && (h & 1))) ++h; // may carry into the exponent: still right
    return sign | h;
}

// A growing little-endian byte buffer.
class Out {
    constructor() {
        this.buf = Buffer.alloc(1 << 16);
        this.len = 0;
    }
    room(n) {
        if (this.len + n <= this.buf.length) return;
        let size = this.buf.length * 2;
        while (size < this.len + n) size *= 2;
        const b = Buffer.alloc(size);
        this.buf.copy(b, 0, 0, this.len);
        this.buf = b;
    }
    u8(v) { this.room(1); this.buf.writeUInt8(v, this.len); this.len += 1; }
    u32(v) { this.room(4); this.buf.writeUInt32LE(v, this.len); this.len += 4; }
    i32(v) { this.room(4); this.buf.writeInt32LE(v, this.len); this.len += 4; }
    u64(v) { this.room(8); this.buf.writeBigUInt64LE(BigInt(v), this.len); this.len += 8; }
    f32(v) { this.room(4); this.buf.writeFloatLE(v, this.len); this.len += 4; }
    str(s) {
        const b = Buffer.from(s, "utf8");
        this.u64(b.length);
        this.room(b.length);
        b.copy(this.buf, this.len);
        this.len += b.length;
    }
    bytes(b) { this.room(b.length); b.copy(this.buf, this.len); this.len += b.length; }
    pad(align) { const n = (align - (this.len % align)) % align; this.room(n); this.buf.fill(0, this.len, this.len + n); this.len += n; }
    done() { return this.buf.subarray(0, this.len); }
}

// Metadata: [key, type, value] or [key, T.ARRAY, [elementType, values]].
function writeValue(out, type, value) {
    switch (type) {
    case T.U32: out.u32(value); break;
    case T.I32: out.i32(value); break;
    case T.F32: out.f32(value); break;
    case T.BOOL: out.u8(value ? 1 : 0); break;
    case T.STRING: out.str(value); break;
    case T.ARRAY: {
        const [elemType, values] = value;
        out.u32(elemType);
        out.u64(values.length);
        for (const v of values) writeValue(out, elemType, v);
        break;
    }
    default: throw new Error(`metadata type ${type} not written by this tool`);
    }
}

function vocabulary() {
    const tokens = ["<unk>", "<s>", "</s>"];
    const types = [2, 3, 3]; // UNKNOWN, CONTROL, CONTROL
    for (let b = 0; b < 256; ++b) {
        tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`);
        types.push(6); // BYTE
    }
    // SentencePiece writes a space as U+2581; as a normal token it reads back as a space (as the
    // 256 bytes alone would not: E2 96 81 would detokenize to the character itself)
    tokens.push("\u2581");
    types.push(1); // NORMAL
    const scores = tokens.map(() => 0);
    return { tokens, types, scores, byteBase: 3, space: tokens.length - 1 };
}

function build(o) {
    const rnd = prng(o.seed);
    const uniform = (a) => (rnd() * 2 - 1) * a; // in [-a, a)
    const voc = vocabulary();
    const nVocab = voc.tokens.length;
    const headDim = o.embd / o.heads;
    const nEmbdKv = headDim * o.headsKv;

    const tensors = []; // { name, ne: [ne0, ne1], data: Float32Array, keepF32 }
    // A matrix with ne0 = inputs (the fastest dimension), ne1 = outputs; uniform scaled by fan-in,
    // and output row 0 (the constant channel) left at zero when the result adds to the residual.
    const matrix = (name, nIn, nOut, { gain = 1, noChannel0 = false } = {}) => {
        const a = (gain * Math.sqrt(3)) / Math.sqrt(nIn);
        const d = new Float32Array(nIn * nOut);
        for (let i = 0; i < d.length; ++i) d[i] = uniform(a);
        if (noChannel0) d.fill(0, 0, nIn);
        tensors.push({ name, ne: [nIn, nOut], data: d, keepF32: false });
    };
    const norm = (name) => tensors.push({ name, ne: [o.embd], data: new Float32Array(o.embd).fill(1), keepF32: true });

    // token_embd: [n_embd, n_vocab]; dimension 0 is the constant channel
    {
        const d = new Float32Array(o.embd * nVocab);
        for (let t = 0; t < nVocab; ++t) {
            d[t * o.embd] = 1;
            for (let i = 1; i < o.embd; ++i) d[t * o.embd + i] = uniform(0.5);
        }
        tensors.push({ name: "token_embd.weight", ne: [o.embd, nVocab], data: d, keepF32: false });
    }
    for (let l = 0; l < o.layers; ++l) {
        const p = `blk.${l}.`;
        norm(p + "attn_norm.weight");
        matrix(p + "attn_q.weight", o.embd, o.embd);
        matrix(p + "attn_k.weight", o.embd, nEmbdKv);
        matrix(p + "attn_v.weight", o.embd, nEmbdKv);
        matrix(p + "attn_output.weight", o.embd, o.embd, { gain: 0.5, noChannel0: true });
        norm(p + "ffn_norm.weight");
        matrix(p + "ffn_gate.weight", o.embd, o.ff);
        matrix(p + "ffn_up.weight", o.embd, o.ff);
        matrix(p + "ffn_down.weight", o.ff, o.embd, { gain: 0.5, noChannel0: true });
    }
    norm("output_norm.weight");
    // output: [n_embd, n_vocab]; the constant channel pushes every non-printable token down
    {
        const a = 3 * Math.sqrt(3) / Math.sqrt(o.embd);
        const d = new Float32Array(o.embd * nVocab);
        for (let t = 0; t < nVocab; ++t) {
            const byte = t - voc.byteBase;
            const printable = (byte >= 0x20 && byte <= 0x7e && t < voc.space) || t === voc.space;
            d[t * o.embd] = printable ? 0 : -1000;
            for (let i = 1; i < o.embd; ++i) d[t * o.embd + i] = uniform(a);
        }
        tensors.push({ name: "output.weight", ne: [o.embd, nVocab], data: d, keepF32: false });
    }

    const metadata = [
        ["general.architecture", T.STRING, "llama"],
        ["general.name", T.STRING, "headroom-tiny-random-llama"],
        ["general.alignment", T.U32, ALIGNMENT],
        ["general.file_type", T.U32, o.type === "f16" ? 1 : 0], // ALL_F32 / MOSTLY_F16
        ["llama.vocab_size", T.U32, nVocab],
        ["llama.context_length", T.U32, o.ctx],
        ["llama.embedding_length", T.U32, o.embd],
        ["llama.block_count", T.U32, o.layers],
        ["llama.feed_forward_length", T.U32, o.ff],
        ["llama.attention.head_count", T.U32, o.heads],
        ["llama.attention.head_count_kv", T.U32, o.headsKv],
        ["llama.rope.dimension_count", T.U32, headDim],
        ["llama.rope.freq_base", T.F32, 10000],
        ["llama.attention.layer_norm_rms_epsilon", T.F32, 1e-5],
        ["tokenizer.ggml.model", T.STRING, "llama"],
        ["tokenizer.ggml.tokens", T.ARRAY, [T.STRING, voc.tokens]],
        ["tokenizer.ggml.scores", T.ARRAY, [T.F32, voc.scores]],
        ["tokenizer.ggml.token_type", T.ARRAY, [T.I32, voc.types]],
        ["tokenizer.ggml.unknown_token_id", T.U32, 0],
        ["tokenizer.ggml.bos_token_id", T.U32, 1],
        ["tokenizer.ggml.eos_token_id", T.U32, 2],
        ["tokenizer.ggml.add_bos_token", T.BOOL, true],
        ["tokenizer.ggml.add_eos_token", T.BOOL, false],
        ["tokenizer.ggml.add_space_prefix", T.BOOL, false],
    ];
    return { metadata, tensors };
}

function serialize(o, { metadata, tensors }) {
    const out = new Out();
    out.u32(GGUF_MAGIC);
    out.u32(GGUF_VERSION);
    out.u64(tensors.length);
    out.u64(metadata.length);
    for (const [key, type, value] of metadata) {
        out.str(key);
        out.u32(type);
        writeValue(out, type, value);
    }
    // tensor infos: name, n_dims, ne[0..n_dims), type, offset from the start of the data section
    const blobs = tensors.map((t) => {
        const f16 = o.type === "f16" && !t.keepF32;
        let b;
        if (f16) {
            b = Buffer.alloc(t.data.length * 2);
            for (let i = 0; i < t.data.length; ++i) b.writeUInt16LE(toHalf(t.data[i]), i * 2);
        } else {
            b = Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength);
        }
        return { type: f16 ? GGML_F16 : GGML_F32, bytes: b };
    });
    let offset = 0;
    tensors.forEach((t, i) => {
        out.str(t.name);
        out.u32(t.ne.length);
        for (const n of t.ne) out.u64(n);
        out.u32(blobs[i].type);
        out.u64(offset);
        offset += blobs[i].bytes.length;
        offset += (ALIGNMENT - (offset % ALIGNMENT)) % ALIGNMENT;
    });
    out.pad(ALIGNMENT); // the data section starts aligned
    for (const b of blobs) {
        out.bytes(b.bytes);
        out.pad(ALIGNMENT);
    }
    return out.done();
}

const opts = parseArgs(process.argv.slice(2));
const model = build(opts);
const bytes = serialize(opts, model);
try {
    writeFileSync(opts.out, bytes);
} catch (e) {
    process.stderr.write(`make-gguf: cannot write ${opts.out}: ${e.message}\n`);
    process.exit(1);
}
const params = model.tensors.reduce((n, t) => n + t.data.length, 0);
process.stderr.write(`make-gguf: wrote ${opts.out} (${bytes.length} bytes, ${params} parameters, ${opts.type})\n`);
