import torch
from torch import nn

from .attn_backend import TorchNativeAttnBackend
from .forward_batch import ForwardBatch, ForwardMode


class DecodeRunner(nn.Module):
    def __init__(self, num_heads: int = 4, head_dim: int = 8):
        super().__init__()
        self.attn_backend = TorchNativeAttnBackend(num_heads, head_dim, sliding_window=4)
        self.o_proj = nn.Linear(num_heads * head_dim, num_heads * head_dim, bias=False)

    def _make_batch(self, seq_lens: torch.Tensor) -> ForwardBatch:
        return ForwardBatch(
            forward_mode=ForwardMode.DECODE,
            batch_size=seq_lens.shape[0],
            seq_lens=seq_lens,
        )

    @torch.compile(fullgraph=True)
    def forward_decode(self, q, k_cache, v_cache, seq_lens):
        batch = self._make_batch(seq_lens)
        if batch.forward_mode.is_decode():
            self.attn_backend.init_forward_metadata(batch, kv_len=k_cache.shape[1])
        out = self.attn_backend.forward_decode(q, k_cache, v_cache, batch)
        return self.o_proj(out.flatten(1))
