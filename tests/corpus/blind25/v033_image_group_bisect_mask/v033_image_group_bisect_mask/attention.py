"""Causal attention with bidirectional attention inside each image (Gemma3-style)."""
import torch
import torch.nn as nn

from .placeholders import MultiModalLayout

IMAGE_TOKEN_ID = 255
_PROMPT = [2, 10, 11, 255, 255, 255, 255, 12, 255, 255, 255, 255, 13]


class BidirectionalImageAttention(nn.Module):
    def __init__(self, hidden: int = 16, heads: int = 2, layout: MultiModalLayout = None):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.o_proj = nn.Linear(hidden, hidden)
        self.layout = layout or MultiModalLayout.from_token_ids(_PROMPT, IMAGE_TOKEN_ID)

    def _build_mask(self, seq_len: int, device) -> torch.Tensor:
        causal = torch.ones(seq_len, seq_len, dtype=torch.bool, device=device).tril()
        groups = torch.tensor(self.layout.group_ids(seq_len), device=device)
        same_image = (groups[:, None] == groups[None, :]) & (groups[:, None] >= 0)
        return causal | same_image

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        seq, dim = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(seq, 3, self.heads, -1).unbind(1)
        mask = self._build_mask(seq, hidden_states.device)
        out = nn.functional.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), attn_mask=mask
        )
        return self.o_proj(out.transpose(0, 1).reshape(seq, dim))


attn = BidirectionalImageAttention()
compiled_attn = torch.compile(attn, fullgraph=True)
