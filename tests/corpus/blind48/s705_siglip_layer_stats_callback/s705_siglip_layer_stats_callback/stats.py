"""Per-layer encoder statistics, fed to the engine's /metrics endpoint."""
import time
from collections import deque
from dataclasses import dataclass


@dataclass
class LayerRecord:
    layer_idx: int
    num_tokens: int
    timestamp: float


class EncoderStatsCollector:
    def __init__(self, maxlen: int = 4096):
        self.records: deque = deque(maxlen=maxlen)
        self.total_image_tokens = 0

    def on_layer_end(self, layer_idx: int, hidden_states) -> None:
        num_tokens = hidden_states.shape[0] * hidden_states.shape[1]
        if layer_idx == 0:
            self.total_image_tokens += num_tokens
        self.records.append(LayerRecord(layer_idx, num_tokens, time.monotonic()))

    def summary(self) -> dict:
        return {"layers": len(self.records), "image_tokens": self.total_image_tokens}
