from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .loader_utils import initialize_model
from .mask_utils import build_causal_mask


@dataclass
class TinyLMConfig:
    hidden_size: int = 8
    num_heads: int = 2
    sliding_window: Optional[int] = 2
    torch_dtype: str = "auto"


class MaskedSelfAttention(nn.Module):
    def __init__(self, config: TinyLMConfig) -> None:
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.sliding_window = config.sliding_window
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).permute(1, 2, 0, 3)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.head_dim**-0.5
        scores = scores + build_causal_mask(n, scores.dtype, scores.device, self.sliding_window)
        probs = scores.softmax(dim=-1, dtype=torch.float32).to(v.dtype)
        return self.out(torch.matmul(probs, v).transpose(0, 1).reshape(n, -1))


class TinyLM(nn.Module):
    def __init__(self, config: TinyLMConfig) -> None:
        super().__init__()
        self.attn = MaskedSelfAttention(config)
        self.norm = nn.LayerNorm(config.hidden_size)

    @property
    def dtype(self) -> torch.dtype:
        return self.norm.weight.dtype

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states.to(self.dtype)
        hidden_states = hidden_states + self.attn(self.norm(hidden_states))
        return hidden_states


model = initialize_model(TinyLM, TinyLMConfig())
compiled_model = torch.compile(model, fullgraph=True)
