import time
from collections import deque
from typing import Deque, Tuple


class ThroughputMeter:
    """Sliding-window tokens/s estimate, as printed in the decode log line."""

    def __init__(self, window: int = 32):
        self.window = window
        self._samples: Deque[Tuple[float, int]] = deque(maxlen=window)
        self.total_tokens = 0

    def tick(self, num_tokens: int) -> None:
        now = time.perf_counter()
        self._samples.append((now, num_tokens))
        self.total_tokens += num_tokens

    def tokens_per_second(self) -> float:
        if len(self._samples) < 2:
            return 0.0
        t0, _ = self._samples[0]
        t1, _ = self._samples[-1]
        toks = sum(n for _, n in list(self._samples)[1:])
        return toks / max(t1 - t0, 1e-6)

    def reset(self) -> None:
        self._samples.clear()
        self.total_tokens = 0


class DecodeStats:
    def __init__(self, window: int = 32):
        self.num_decode_steps = 0
        self.gen_throughput = ThroughputMeter(window)

    def on_decode_step(self, batch_size: int) -> None:
        self.num_decode_steps += 1
        self._account_tokens(batch_size)

    def _account_tokens(self, num_tokens: int) -> None:
        self.gen_throughput.tick(num_tokens)

    def summary(self) -> str:
        return (
            f"#decode-steps: {self.num_decode_steps}, "
            f"gen throughput (token/s): {self.gen_throughput.tokens_per_second():.2f}"
        )
