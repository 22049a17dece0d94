"""Prefill-time rotary preparation for a Qwen2-VL style language model."""
import torch

from .mrope import Qwen2VLRotaryEmbedding, apply_multimodal_rotary_pos_emb, get_rope_index
from .vision_config import Qwen2VLRopeConfig, Qwen2VLTokenConfig

TOKEN_CFG = Qwen2VLTokenConfig()
ROPE_CFG = Qwen2VLRopeConfig()
_rotary = Qwen2VLRotaryEmbedding(ROPE_CFG)


def rotate_qk_for_prefill(input_ids, image_grid_thw, query_states, key_states):
    """query/key: (bs, heads, seq, head_dim); returns rotated q/k and rope deltas for decode."""
    position_ids, rope_deltas = get_rope_index(TOKEN_CFG, input_ids, image_grid_thw)
    cos, sin = _rotary(query_states, position_ids)
    q, k = apply_multimodal_rotary_pos_emb(query_states, key_states, cos, sin, ROPE_CFG.mrope_section)
    return q, k, rope_deltas


prefill_rope = torch.compile(rotate_qk_for_prefill, fullgraph=True)
