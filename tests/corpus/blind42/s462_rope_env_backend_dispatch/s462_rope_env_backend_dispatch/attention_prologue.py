"""Decode-step q/k preparation: projection split + rotary, compiled as one graph."""
import torch

from .rotary_embedding import RotaryEmbedding

HEAD_DIM = 8
NUM_HEADS = 4
NUM_KV_HEADS = 2

rotary_emb = RotaryEmbedding(
    head_size=HEAD_DIM,
    rotary_dim=HEAD_DIM,
    max_position_embeddings=64,
    base=10000.0,
    is_neox_style=True,
    dtype=torch.float32,
)


@torch.compile(fullgraph=True)
def qkv_rope_prologue(positions: torch.Tensor, qkv: torch.Tensor):
    q_size = NUM_HEADS * HEAD_DIM
    kv_size = NUM_KV_HEADS * HEAD_DIM
    q, k, v = qkv.split([q_size, kv_size, kv_size], dim=-1)
    q, k = rotary_emb(positions, q, k)
    return q, k, v
