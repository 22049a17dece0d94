import torch
from torch import nn

from .bucketing import BatchBucketer


class DecodeLayer(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)

    def forward(self, x: torch.Tensor, seq_lens: torch.Tensor, num_chunks: int) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        gate = torch.sigmoid((q * k).sum(-1, keepdim=True) / num_chunks)
        decay = torch.log1p(seq_lens.to(x.dtype)).unsqueeze(-1)
        return self.o_proj(v * gate + decay)


_bucketer = BatchBucketer()
_layer = DecodeLayer()


def decode_forward(hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
    raw_bs = hidden_states.shape[0]
    padded_hidden = _bucketer.pad(hidden_states)
    padded_lens = _bucketer.pad(seq_lens, fill_value=1)
    num_chunks = _bucketer.split_kv_chunks(raw_bs)
    out = _layer(padded_hidden, padded_lens, num_chunks)
    return out[:raw_bs]


step = torch.compile(decode_forward, fullgraph=True)
