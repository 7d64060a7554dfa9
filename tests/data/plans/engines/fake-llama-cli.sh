#!/bin/sh
# A stand-in for llama-cli (NOT a real llama.cpp output): it echoes the prompt on stdout at once,
# as llama-cli does, then "evaluates" it, prints the generated tokens without newlines, and ends
# with the llama_perf_* lines on stderr, printed with llama.cpp's own format strings
# (src/llama-context.cpp llama_perf_context_print, sampling's llama_perf_sampler_print).
# $1: the prompt file.
echo "llama_model_loader: loaded meta data with 19 key-value pairs" >&2
echo "main: llama threadpool init, n_threads = 1" >&2
cat "$1"
sleep 1
for t in Once upon a time; do printf ' %s' "$t"; done
printf '\n'
f=llama_perf_sampler_print
printf '%s:    sampling time = %10.2f ms / %5d runs   (%8.2f ms per token, %8.2f tokens per second)\n' \
    $f 2.56 64 0.04 25000.00 >&2
f=llama_perf_context_print
printf '%s:        load time = %10.2f ms\n' $f 123.45 >&2
printf '%s: prompt eval time = %10.2f ms / %5d tokens (%8.2f ms per token, %8.2f tokens per second)\n' \
    $f 875.12 512 1.71 585.06 >&2
printf '%s:        eval time = %10.2f ms / %5d runs   (%8.2f ms per token, %8.2f tokens per second)\n' \
    $f 1260.00 63 20.00 50.00 >&2
printf '%s:       total time = %10.2f ms / %5d tokens\n' $f 2300.00 575 >&2
