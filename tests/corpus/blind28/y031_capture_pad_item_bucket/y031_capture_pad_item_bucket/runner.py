"""Compiled decode step with capture-size padding."""
import torch
import torch.nn as nn

from .capture_config import DEFAULT_CAPTURE, CaptureConfig
from .padding import BatchPadder


class TinyDecoderLayer(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.up = nn.Linear(hidden, 2 * hidden)
        self.down = nn.Linear(2 * hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        h = self.down(torch.nn.functional.gelu(self.up(h)))
        return x + h


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 8, config: CaptureConfig = DEFAULT_CAPTURE):
        super().__init__()
        self.layer = TinyDecoderLayer(hidden)
        self.padder = BatchPadder(config)

    def forward(self, hidden: torch.Tensor, num_valid: torch.Tensor) -> torch.Tensor:
        rows = hidden.shape[0]
        padded = self.padder.pad(hidden, num_valid)
        out = self.layer(padded)
        return self.padder.unpad(out, rows)


_RUNNER = DecodeRunner()


@torch.compile(fullgraph=True)
def decode_step(hidden: torch.Tensor, num_valid: torch.Tensor) -> torch.Tensor:
    return _RUNNER(hidden, num_valid)
