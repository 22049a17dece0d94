import logging
import threading
import time
from typing import Dict

import torch
from torch import nn

from .env import capture_bs_from_env

logger = logging.getLogger(__name__)


class SwiGLU(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.gate_up = nn.Linear(hidden, 4 * hidden, bias=False)
        self.down = nn.Linear(2 * hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(gate) * up)


class DecodeGraphRunner:
    """Warms up and 'captures' every batch size at construction time.

    On CPU there is no torch.cuda.CUDAGraph; capture records static input and
    output buffers per batch size and replay reuses them.
    """

    def __init__(self, model: nn.Module, hidden: int = 8, max_bs: int = 32, num_warmup: int = 2):
        self.model = model
        self.hidden = hidden
        self.capture_bs = capture_bs_from_env(max_bs)
        self.static_inputs: Dict[int, torch.Tensor] = {}
        self.static_outputs: Dict[int, torch.Tensor] = {}
        self.bs_to_padded: Dict[int, int] = {}
        self._capture_lock = threading.Lock()
        self.capture(num_warmup)

    def capture(self, num_warmup: int) -> None:
        start = time.perf_counter()
        with self._capture_lock, torch.no_grad():
            for bs in reversed(self.capture_bs):
                static_in = torch.zeros(bs, self.hidden)
                for _ in range(num_warmup):
                    self.model(static_in)
                self.static_inputs[bs] = static_in
                self.static_outputs[bs] = self.model(static_in)
            for raw_bs in range(1, self.capture_bs[-1] + 1):
                self.bs_to_padded[raw_bs] = next(bs for bs in self.capture_bs if bs >= raw_bs)
        logger.info("captured %d graphs in %.2fs", len(self.capture_bs), time.perf_counter() - start)

    def forward_decode(self, x: torch.Tensor) -> torch.Tensor:
        raw_bs = x.shape[0]
        bs = self.bs_to_padded[raw_bs]
        static_in = self.static_inputs[bs]
        static_in[:raw_bs].copy_(x)
        static_in[raw_bs:].zero_()
        out = self.model(static_in)
        self.static_outputs[bs].copy_(out)
        return self.static_outputs[bs][:raw_bs]


runner = DecodeGraphRunner(SwiGLU(8))
decode = torch.compile(runner.forward_decode, fullgraph=True)
