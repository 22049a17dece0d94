import torch
from torch import nn

from .scaling import ROPE_SCALERS

ROPE_CONFIG = {
    "rope_type": "yarn",
    "factor": 4.0,
    "original_max_position_embeddings": 2,
}


class YarnRotaryEmbedding(nn.Module):
    def __init__(self, dim: int, base: float = 10000.0, rope_scaling: dict = ROPE_CONFIG):
        super().__init__()
        scaler_cls = ROPE_SCALERS[rope_scaling["rope_type"]]
        self.scaler = scaler_cls(
            dim, base, rope_scaling["original_max_position_embeddings"], rope_scaling["factor"]
        )
        self.register_buffer("inv_freq", self.scaler.inv_freq(), persistent=False)

    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        seq_len = x.shape[-2]
        mscale = self.scaler.attention_factor(seq_len)
        freqs = position_ids[..., None].float() * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos() * mscale, emb.sin() * mscale


def build_rotary(dim=8):
    return YarnRotaryEmbedding(dim)


@torch.compile(fullgraph=True)
def rotate_queries(rope: YarnRotaryEmbedding, q: torch.Tensor, position_ids: torch.Tensor):
    cos, sin = rope(q, position_ids)
    q1, q2 = q.chunk(2, dim=-1)
    rotated = torch.cat((-q2, q1), dim=-1)
    return q * cos + rotated * sin
