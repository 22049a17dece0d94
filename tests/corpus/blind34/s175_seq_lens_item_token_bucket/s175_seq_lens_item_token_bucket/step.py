import torch
import torch.nn as nn
import torch.nn.functional as F

from .token_buckets import TokenBudget


class PrefillAttentionStub(nn.Module):
    def __init__(self, hidden=8):
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.o = nn.Linear(hidden, hidden)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        attn = F.scaled_dot_product_attention(q[None], k[None], v[None], is_causal=True)[0]
        return self.o(attn)


class PrefillRunner(nn.Module):
    def __init__(self):
        super().__init__()
        self.budget = TokenBudget()
        self.attn = PrefillAttentionStub()

    def pad_tokens(self, hidden, seq_lens):
        padded = self.budget.padded_num_tokens(seq_lens)
        return F.pad(hidden, (0, 0, 0, padded - hidden.shape[0]))

    def forward(self, hidden, seq_lens):
        n = hidden.shape[0]
        x = self.pad_tokens(hidden, seq_lens)
        return self.attn(x)[:n]


_runner = PrefillRunner().eval()


@torch.compile(fullgraph=True)
def prefill_step(hidden, seq_lens):
    return _runner(hidden, seq_lens)
