import torch

from .rotary import get_rope

ROPE_SCALING = {
    "rope_type": "yarn",
    "factor": 4.0,
    "original_max_position_embeddings": 16,
    "beta_fast": 32.0,
    "beta_slow": 1.0,
    "mscale": 1.0,
    "mscale_all_dim": 1.0,
}

qk_rope_head_dim = 8
rotary_emb = get_rope(qk_rope_head_dim, base=10000.0, rope_scaling=ROPE_SCALING)


@torch.compile(fullgraph=True)
def apply_mla_rope(positions: torch.Tensor, q_pe: torch.Tensor, k_pe: torch.Tensor):
    q_pe, k_pe = rotary_emb(positions, q_pe, k_pe)
    return torch.cat([q_pe, k_pe], dim=-1)
