import torch
from torch import nn

from .rotary_embedding import Llama3RotaryEmbedding

ROPE_SCALING = {
    "rope_type": "llama3",
    "factor": 8.0,
    "low_freq_factor": 1.0,
    "high_freq_factor": 4.0,
    "original_max_position_embeddings": 64,
}


class LlamaDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 32, num_heads: int = 4, max_position: int = 512):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.input_layernorm = nn.RMSNorm(hidden_size, eps=1e-6)
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = Llama3RotaryEmbedding(
            self.head_dim,
            self.head_dim,
            max_position,
            500000.0,
            ROPE_SCALING["factor"],
            ROPE_SCALING["low_freq_factor"],
            ROPE_SCALING["high_freq_factor"],
            ROPE_SCALING["original_max_position_embeddings"],
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = positions.shape[0]
        q, k, v = (t.view(n, self.num_heads, self.head_dim).transpose(0, 1) for t in (q, k, v))
        attn = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return residual + self.o_proj(attn.transpose(0, 1).reshape(n, -1))


layer = LlamaDecoderLayer()


def forward_batch(positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
    return layer(positions, hidden_states)


step = torch.compile(forward_batch, fullgraph=True)
