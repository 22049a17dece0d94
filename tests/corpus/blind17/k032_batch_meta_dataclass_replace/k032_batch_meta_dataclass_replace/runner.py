import torch
import torch.nn as nn

from .batch import BatchMeta, as_decode, numeric_fields


class DecodeRunner(nn.Module):
    def __init__(self, dim=8):
        super().__init__()
        self.proj = nn.Linear(dim, dim)
        self.meta = BatchMeta(num_seqs=4, max_seq_len=16, is_prefill=True, temperature=0.7)

    def forward_decode(self, hidden):
        meta = as_decode(self.meta)
        scale = 1.0
        for name in numeric_fields(meta):
            if name == "temperature":
                scale = 1.0 / getattr(meta, name)
        logits = self.proj(hidden) * scale
        return logits[: meta.num_seqs]


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
