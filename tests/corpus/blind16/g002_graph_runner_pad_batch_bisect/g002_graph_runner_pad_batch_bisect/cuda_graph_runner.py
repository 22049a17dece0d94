import torch
from torch import nn

from . import graph_utils
from .graph_utils import ForwardMode


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.up = nn.Linear(hidden, 2 * hidden)
        self.down = nn.Linear(2 * hidden, hidden)

    def forward(self, x):
        return self.down(torch.nn.functional.silu(self.up(x)))


class CudaGraphRunner:
    """Replays captured decode graphs; batches are padded to a captured size."""

    def __init__(self, model: nn.Module, max_bs: int = 16, hidden: int = 8):
        self.model = model
        self.capture_bs = graph_utils.get_batch_sizes_to_capture(max_bs)
        self.max_bs = max(self.capture_bs)
        self.input_buffer = torch.zeros(self.max_bs, hidden)
        self.forward_mode = ForwardMode.DECODE

    def can_run(self, raw_bs: int) -> bool:
        return self.forward_mode.is_cuda_graph() and raw_bs <= self.max_bs

    def _prepare_inputs(self, x: torch.Tensor):
        raw_bs = x.shape[0]
        bs = graph_utils.pad_to_captured_bs(self.capture_bs, raw_bs)
        buf = self.input_buffer[:bs].clone()
        buf[:raw_bs] = x
        return buf, raw_bs

    @torch.compile(fullgraph=True)
    def replay(self, x: torch.Tensor) -> torch.Tensor:
        if not self.can_run(x.shape[0]):
            return self.model(x)
        padded, raw_bs = self._prepare_inputs(x)
        out = self.model(padded)
        return out[:raw_bs]
