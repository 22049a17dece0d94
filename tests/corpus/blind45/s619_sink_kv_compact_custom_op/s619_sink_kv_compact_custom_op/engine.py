import torch
from torch import nn

from .kv_compactor import SinkKVCompactor


class StreamingDecodeEngine:
    def __init__(self, hidden=8, max_len=6, batch=2, num_sinks=1, window=3):
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = nn.Linear(hidden, hidden, bias=False)
        self.compactor = SinkKVCompactor(num_sinks, window)
        self.k_cache = torch.randn(batch, max_len, hidden)
        self.v_cache = torch.randn(batch, max_len, hidden)
        self.seq_lens = torch.tensor([6, 3])

    def decode_step(self, hidden):
        q, k_new, v_new = self.qkv(hidden).chunk(3, dim=-1)
        k, v, kept = self.compactor.compact(self.k_cache, self.v_cache, self.seq_lens)
        valid = torch.arange(k.shape[1])[None, :] < kept[:, None]
        k = torch.cat([k, k_new[:, None]], dim=1)
        v = torch.cat([v, v_new[:, None]], dim=1)
        valid = torch.cat([valid, torch.ones_like(valid[:, :1])], dim=1)
        scores = torch.einsum("bd,bkd->bk", q, k) * q.shape[-1] ** -0.5
        probs = torch.softmax(scores.masked_fill(~valid, float("-inf")), dim=-1)
        return self.out(torch.einsum("bk,bkd->bd", probs, v))


engine = StreamingDecodeEngine()
decode = torch.compile(engine.decode_step, fullgraph=True)
