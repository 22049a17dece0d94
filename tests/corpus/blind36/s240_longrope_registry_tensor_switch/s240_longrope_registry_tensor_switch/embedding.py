import torch
from torch import nn

from .registry import get_scaler


class ScaledRotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, rope_scaling: dict | None = None):
        super().__init__()
        self.scaler = get_scaler(rope_scaling, dim=head_dim)
        self.mscale = self.scaler.attn_factor()

    def forward(self, x: torch.Tensor, positions: torch.Tensor):
        inv = self.scaler.inv_freq_for(positions)             # [b, half]
        freqs = positions[..., None].float() * inv[:, None]   # [b, s, half]
        emb = torch.cat((freqs, freqs), dim=-1)
        return (emb.cos() * self.mscale).to(x.dtype), (emb.sin() * self.mscale).to(x.dtype)


class RopeQKEmbedder(nn.Module):
    def __init__(self, hidden=16, heads=2, rope_scaling=None):
        super().__init__()
        self.heads, self.head_dim = heads, hidden // heads
        self.q_proj = nn.Linear(hidden, hidden)
        self.k_proj = nn.Linear(hidden, hidden)
        self.rotary = ScaledRotaryEmbedding(self.head_dim, rope_scaling)

    def forward(self, hidden_states, positions):
        b, s, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(b, s, self.heads, self.head_dim)
        k = self.k_proj(hidden_states).view(b, s, self.heads, self.head_dim)
        cos, sin = self.rotary(hidden_states, positions)
        cos, sin = cos[:, :, None], sin[:, :, None]
        half = self.head_dim // 2
        rot = lambda t: torch.cat((-t[..., half:], t[..., :half]), dim=-1)  # noqa: E731
        return q * cos + rot(q) * sin, k * cos + rot(k) * sin


ROPE_SCALING = {
    "type": "longrope",
    "short_factor": [1.0, 1.1, 1.3, 1.6],
    "long_factor": [1.0, 2.0, 4.0, 8.0],
    "original_max_position": 4,
    "max_position": 32,
}
embedder = RopeQKEmbedder(rope_scaling=ROPE_SCALING)
compiled_qk = torch.compile(embedder, fullgraph=True)
