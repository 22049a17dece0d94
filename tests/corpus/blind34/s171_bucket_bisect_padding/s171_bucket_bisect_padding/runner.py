import torch
import torch.nn as nn

from .buckets import BucketPadder
from .config import CaptureConfig


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.up = nn.Linear(hidden, hidden * 2)
        self.down = nn.Linear(hidden * 2, hidden)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        return h + self.down(torch.nn.functional.silu(self.up(self.norm(h))))


class BucketedDecodeRunner:
    def __init__(self, config: CaptureConfig):
        self.config = config
        self.model = TinyDecoder(config.hidden_size).eval()
        self.padder = BucketPadder(config.capture_sizes, config.pad_value)
        self.num_replays = 0

    def _prepare(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.padder.pad(hidden)

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        bs = hidden.shape[0]
        padded = self._prepare(hidden)
        out = self.model(padded)
        return out[:bs]


_runner = BucketedDecodeRunner(CaptureConfig())


@torch.compile(fullgraph=True)
def decode_step(hidden: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _runner.forward_decode(hidden)
