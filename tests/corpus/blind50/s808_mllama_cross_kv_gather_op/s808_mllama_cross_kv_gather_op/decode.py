import torch
import torch.nn.functional as F
from torch import nn

from .cross_kv_pool import CrossAttnMetadata, VisionCrossKVPool

MAX_VISION_TOKENS = 6
HIDDEN, HEADS, LAYERS = 8, 2, 2


class MllamaCrossDecodeLayer(nn.Module):
    def __init__(self, layer_id: int, pool: VisionCrossKVPool):
        super().__init__()
        self.layer_id = layer_id
        self.pool = pool
        self.q_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)
        self.o_proj = nn.Linear(HIDDEN, HIDDEN, bias=False)
        self.gate = nn.Parameter(torch.ones(1))

    def forward(self, hidden_states: torch.Tensor, meta: CrossAttnMetadata) -> torch.Tensor:
        b, s, _ = hidden_states.shape
        q = self.q_proj(hidden_states).view(b, s, HEADS, HIDDEN // HEADS).transpose(1, 2)
        k, v = self.pool.get_kv(self.layer_id, meta)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=meta.attn_mask)
        out = self.o_proj(out.transpose(1, 2).reshape(b, s, HIDDEN))
        return hidden_states + self.gate.tanh() * out


_pool = VisionCrossKVPool(LAYERS, num_slots=32, num_heads=HEADS, head_dim=HIDDEN // HEADS)
_layers = nn.ModuleList(MllamaCrossDecodeLayer(i, _pool) for i in range(LAYERS)).eval()


@torch.compile(fullgraph=True, dynamic=False)
def cross_decode(hidden_states: torch.Tensor, slot_starts: torch.Tensor,
                 num_vision_tokens: torch.Tensor) -> torch.Tensor:
    meta = CrossAttnMetadata(slot_starts, num_vision_tokens, MAX_VISION_TOKENS)
    for layer in _layers:
        hidden_states = layer(hidden_states, meta)
    return hidden_states
