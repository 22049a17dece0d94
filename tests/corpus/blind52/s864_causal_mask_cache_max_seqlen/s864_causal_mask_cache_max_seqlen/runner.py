import torch
import torch.nn as nn

from .backend import TorchNativeAttnBackend
from .forward_batch import ForwardBatch, ForwardMode


class TinyAttnLayer(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, attn_backend: TorchNativeAttnBackend):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.out = nn.Linear(hidden_size, hidden_size)
        self.attn_backend = attn_backend

    def forward(self, hidden_states: torch.Tensor, forward_batch: ForwardBatch) -> torch.Tensor:
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        attn = self.attn_backend.forward_extend(q, k, v, forward_batch)
        return self.out(attn)


class ModelRunner:
    def __init__(self, hidden_size: int = 32, num_heads: int = 4):
        self.attn_backend = TorchNativeAttnBackend(num_heads, hidden_size // num_heads)
        self.layer = TinyAttnLayer(hidden_size, num_heads, self.attn_backend)

    def forward_extend(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(hidden_states.shape[1]).expand(hidden_states.shape[0], -1)
        batch = ForwardBatch(
            forward_mode=ForwardMode.EXTEND,
            batch_size=hidden_states.shape[0],
            seq_lens=seq_lens,
            positions=positions,
        )
        return self.layer(hidden_states, batch)


runner = ModelRunner()
extend = torch.compile(runner.forward_extend, fullgraph=True)
