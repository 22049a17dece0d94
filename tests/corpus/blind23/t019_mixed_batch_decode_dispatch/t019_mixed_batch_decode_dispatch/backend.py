import torch

from .metadata import MixedBatchMetadata


class AttentionImplBase:
    def __init__(self, num_heads: int, head_size: int):
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = head_size**-0.5

    def forward_decode(self, q, k, v, meta: MixedBatchMetadata) -> torch.Tensor:
        raise NotImplementedError

    def forward_prefill(self, q, k, v, meta: MixedBatchMetadata) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, q, k, v, meta: MixedBatchMetadata) -> torch.Tensor:
        # A batch of only single-token queries takes the cheaper decode kernel.
        if meta.max_query_len == 1:
            return self.forward_decode(q, k, v, meta)
        return self.forward_prefill(q, k, v, meta)


class TorchAttentionImpl(AttentionImplBase):
    def _segment_mask(self, meta: MixedBatchMetadata) -> torch.Tensor:
        same_seq = meta.seq_ids[:, None] == meta.seq_ids[None, :]
        causal = meta.positions[:, None] >= meta.positions[None, :]
        return same_seq & causal

    def forward_prefill(self, q, k, v, meta):
        scores = torch.einsum("qhd,khd->hqk", q, k) * self.scale
        scores = scores.masked_fill(~self._segment_mask(meta), float("-inf"))
        return torch.einsum("hqk,khd->qhd", scores.softmax(-1), v)

    def forward_decode(self, q, k, v, meta):
        # without a KV cache every decode token only sees itself
        return v.clone()
