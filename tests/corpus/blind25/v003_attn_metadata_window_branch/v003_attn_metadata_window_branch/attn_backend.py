import torch

from .forward_batch import AttnMetadata, ForwardBatch


class TorchNativeAttnBackend:
    def __init__(self, num_heads: int, head_dim: int, sliding_window: int = 4):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = head_dim ** -0.5
        self.sliding_window = sliding_window

    def _build_mask(self, seq_lens: torch.Tensor, kv_len: int, window: int) -> torch.Tensor:
        cols = torch.arange(kv_len, device=seq_lens.device).view(1, -1)
        lens = seq_lens.view(-1, 1).to(torch.long)
        mask = cols < lens
        if window > 0:
            mask = mask & (cols >= lens - window)
        return mask

    def init_forward_metadata(self, forward_batch: ForwardBatch, kv_len: int) -> None:
        max_seq_len = int(forward_batch.seq_lens.max())
        use_window = False
        if max_seq_len > self.sliding_window:
            use_window = True
        window = self.sliding_window if use_window else 0
        forward_batch.attn_metadata = AttnMetadata(
            kv_mask=self._build_mask(forward_batch.seq_lens, kv_len, window),
            max_seq_len=max_seq_len,
            use_window=use_window,
        )

    def forward_decode(self, q, k_cache, v_cache, forward_batch: ForwardBatch) -> torch.Tensor:
        meta = forward_batch.attn_metadata
        # q: [bs, h, d]; cache: [bs, L, h, d]
        scores = torch.einsum("bhd,blhd->bhl", q, k_cache) * self.scale
        scores = scores.masked_fill(~meta.kv_mask[:, None, :], float("-inf"))
        probs = torch.softmax(scores, dim=-1)
        return torch.einsum("bhl,blhd->bhd", probs, v_cache)
