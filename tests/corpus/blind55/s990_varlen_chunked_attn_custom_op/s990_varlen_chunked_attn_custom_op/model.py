from dataclasses import dataclass, field
from typing import List

import torch
from torch import nn

from . import chunked_attention  # noqa: F401  (registers torch.ops.corpus_s990.*)


@dataclass
class ChunkedLlamaConfig:
    hidden_size: int = 16
    num_attention_heads: int = 2
    attention_chunk_size: int = 4
    layer_types: List[str] = field(
        default_factory=lambda: ["chunked_attention", "chunked_attention", "chunked_attention", "full_attention"]
    )


class ChunkedSelfAttention(nn.Module):
    def __init__(self, config: ChunkedLlamaConfig, layer_type: str):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.scale = self.head_dim ** -0.5
        self.chunk_size = config.attention_chunk_size if layer_type == "chunked_attention" else 0
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        out = torch.ops.corpus_s990.varlen_chunked_attention(q, k, v, cu_seqlens, self.chunk_size, self.scale)
        return self.o_proj(out.reshape(n, -1))


class ChunkedLlamaModel(nn.Module):
    def __init__(self, config: ChunkedLlamaConfig):
        super().__init__()
        self.attns = nn.ModuleList([ChunkedSelfAttention(config, t) for t in config.layer_types])
        self.norms = nn.ModuleList([nn.RMSNorm(config.hidden_size) for _ in config.layer_types])

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        for norm, attn in zip(self.norms, self.attns):
            hidden_states = hidden_states + attn(norm(hidden_states), cu_seqlens)
        return hidden_states


_model = ChunkedLlamaModel(ChunkedLlamaConfig()).eval()


@torch.compile(fullgraph=True, dynamic=False)
def forward_extend(hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
    return _model(hidden_states, cu_seqlens)
