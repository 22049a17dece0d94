from typing import List, Optional

import torch

from .model import TinyDecoderLayer

DEFAULT_CAPTURE_BATCH_SIZES: List[int] = [1, 2, 4, 8]


class ModelRunner:
    def __init__(self, hidden_size: int = 8, capture_bs: Optional[List[int]] = None):
        self.hidden_size = hidden_size
        self.model = TinyDecoderLayer(hidden_size).eval()
        self.capture_bs = capture_bs or DEFAULT_CAPTURE_BATCH_SIZES
        self._warmup_kernels()

    @torch.no_grad()
    def _warmup_kernels(self) -> None:
        for bs in self.capture_bs:
            dummy = torch.zeros(bs, self.hidden_size)
            self.model(dummy)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
