import torch
import torch.nn as nn
import torch.nn.functional as F

from .padding import PaddingInfo, trim_and_pad
from .ssd import ssd_chunked


class Mamba2Layer(nn.Module):
    def __init__(self, d_model: int = 8, d_state: int = 4, chunk_size: int = 4):
        super().__init__()
        self.chunk_size = chunk_size
        self.d_state = d_state
        self.in_proj = nn.Linear(d_model, d_model + 2 * d_state + 1)
        self.A_log = nn.Parameter(torch.zeros(1))
        self.out_proj = nn.Linear(d_model, d_model)

    def forward(self, x: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        info = PaddingInfo(attention_mask, self.chunk_size)
        x = trim_and_pad(x, info)
        xs, B, C, dt = torch.split(self.in_proj(x), [x.shape[-1], self.d_state, self.d_state, 1], dim=-1)
        dt = F.softplus(dt.squeeze(-1))
        A = -torch.exp(self.A_log) * dt
        y = ssd_chunked(xs * dt.unsqueeze(-1), A, B, C, self.chunk_size)
        return self.out_proj(y)


_layer = Mamba2Layer()


def _prefill(x: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    return _layer(x, attention_mask)


prefill_step = torch.compile(_prefill, fullgraph=True)
