import torch
import torch.nn.functional as F
from torch import nn

from .masking_utils import build_causal_mask


class SdpaAttention(nn.Module):
    def __init__(self, hidden: int, heads: int):
        super().__init__()
        self.heads = heads
        self.q = nn.Linear(hidden, hidden)
        self.k = nn.Linear(hidden, hidden)
        self.v = nn.Linear(hidden, hidden)
        self.o = nn.Linear(hidden, hidden)

    def _shape(self, x):
        b, t, d = x.shape
        return x.view(b, t, self.heads, d // self.heads).transpose(1, 2)

    def forward(self, x, mask):
        q, k, v = self._shape(self.q(x)), self._shape(self.k(x)), self._shape(self.v(x))
        if mask is None:
            out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        else:
            out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o(out.transpose(1, 2).flatten(2))


class TinyDecoder(nn.Module):
    def __init__(self, vocab=70, hidden=32, heads=4, layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden, padding_idx=0)
        self.attn = nn.ModuleList(SdpaAttention(hidden, heads) for _ in range(layers))
        self.norms = nn.ModuleList(nn.LayerNorm(hidden) for _ in range(layers))
        self.head = nn.Linear(hidden, vocab, bias=False)


@torch.compile(fullgraph=True)
def forward_with_mask(model: TinyDecoder, input_ids: torch.Tensor, attention_mask: torch.Tensor):
    h = model.embed(input_ids)
    mask = build_causal_mask(attention_mask, h)
    for norm, attn in zip(model.norms, model.attn):
        h = h + attn(norm(h), mask)
    return model.head(h)
