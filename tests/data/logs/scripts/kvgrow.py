# A stand-in for an LLM whose memory grows with the input: "loads" 48 MiB of weights, then holds a
# "KV cache" of 64 KiB per input token while it "infers" (work proportional to the length), then
# exits. `python3 kvgrow.py TOKENS [HOLD_S]`.
import sys, time, hashlib
def touch(n):
    b = bytearray(n)
    for j in range(0, n, 4096):
        b[j] = 1
    return b
tokens = int(sys.argv[1])
hold = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
model = touch(48 * 1024 * 1024)
print("loaded", flush=True)
time.sleep(hold)
kv = touch(tokens * 64 * 1024)
hashlib.sha256(bytes(tokens * 20000)).digest()
time.sleep(hold)
