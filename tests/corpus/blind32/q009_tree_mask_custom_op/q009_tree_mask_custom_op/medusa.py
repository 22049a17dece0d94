import torch
from torch import nn

from .ops import tree_attn_mask


class MedusaTreeVerifier(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 16):
        super().__init__()
        self.attn = nn.MultiheadAttention(hidden, num_heads=2, batch_first=True)
        self.lm_head = nn.Linear(hidden, vocab, bias=False)

    def forward(self, hidden, parents):
        mask = tree_attn_mask(parents)
        x = hidden.unsqueeze(0)
        out, _ = self.attn(x, x, x, attn_mask=mask, need_weights=False)
        return self.lm_head(out.squeeze(0) + hidden).argmax(-1)


_verifier = MedusaTreeVerifier()


@torch.compile(fullgraph=True)
def medusa_verify(hidden, parents):
    return _verifier(hidden, parents)
