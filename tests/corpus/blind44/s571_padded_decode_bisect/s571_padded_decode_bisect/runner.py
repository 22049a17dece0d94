import torch
from torch import nn

from .config import CudaGraphConfig
from .padding import BatchSizePadder


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.proj(self.norm(hidden_states))


class CudaGraphRunner:
    def __init__(self, model: nn.Module, config: CudaGraphConfig):
        self.model = model
        self.config = config
        self.padder = BatchSizePadder(config.capture_bs)
        # static input buffer shared by every captured batch size
        self.static_hidden = torch.zeros(config.max_capture_bs, config.hidden_size)

    def _pad_batch(self, hidden_states: torch.Tensor) -> torch.Tensor:
        raw_bs = hidden_states.shape[0]
        if self.config.disable_padding:
            return hidden_states
        bs = self.padder.padded_size(raw_bs)
        static = self.static_hidden[:bs]
        static[:raw_bs].copy_(hidden_states)
        static[raw_bs:].zero_()
        return static

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        raw_bs = hidden_states.shape[0]
        padded = self._pad_batch(hidden_states)
        out = self.model(padded)
        return out[:raw_bs]


runner = CudaGraphRunner(TinyDecoder(8), CudaGraphConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
