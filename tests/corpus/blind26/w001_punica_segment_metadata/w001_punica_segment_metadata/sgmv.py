import torch

from .metadata import SegmentMeta, compute_segments


class SegmentGemm:
    """Reference segment GEMM: gathers each token's A/B via its segment."""

    def __init__(self, lora_a: torch.Tensor, lora_b: torch.Tensor, scaling: torch.Tensor):
        self.lora_a = lora_a  # [slots, in, r]
        self.lora_b = lora_b  # [slots, r, out]
        self.scaling = scaling  # [slots]

    def prepare(self, token_adapter_ids: torch.Tensor) -> SegmentMeta:
        return compute_segments(token_adapter_ids)

    def expand_ids(self, meta: SegmentMeta) -> torch.Tensor:
        return torch.repeat_interleave(meta.seg_adapters, meta.seg_lens, output_size=meta.max_len)

    def __call__(self, x: torch.Tensor, token_adapter_ids: torch.Tensor) -> torch.Tensor:
        meta = self.prepare(token_adapter_ids)
        ids = self.expand_ids(meta)
        a = self.lora_a.index_select(0, ids)
        b = self.lora_b.index_select(0, ids)
        h = torch.bmm(x.unsqueeze(1), a)
        out = torch.bmm(h, b).squeeze(1)
        return out * self.scaling.index_select(0, ids).unsqueeze(-1)
