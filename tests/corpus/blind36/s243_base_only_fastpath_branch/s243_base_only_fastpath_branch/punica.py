"""Pure-torch reference of the punica BGMV shrink/expand kernels."""
import torch

NO_ADAPTER = -1


def bgmv_shrink(x: torch.Tensor, lora_a: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    safe = idx.clamp(min=0)
    return torch.bmm(lora_a[safe], x.unsqueeze(-1)).squeeze(-1)


def bgmv_expand(h: torch.Tensor, lora_b: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    safe = idx.clamp(min=0)
    out = torch.bmm(lora_b[safe], h.unsqueeze(-1)).squeeze(-1)
    return out * (idx != NO_ADAPTER).unsqueeze(-1).to(out.dtype)


def has_any_adapter(idx: torch.Tensor) -> bool:
    return bool((idx != NO_ADAPTER).any())


def sgmv_reference(x: torch.Tensor, lora_a: torch.Tensor, lora_b: torch.Tensor,
                   seg_starts: list[int], seg_slots: list[int]) -> torch.Tensor:
    """Segment variant used by the prefill path (eager only, for tests)."""
    out = x.new_zeros(x.shape[0], lora_b.shape[1])
    bounds = seg_starts + [x.shape[0]]
    for i, slot in enumerate(seg_slots):
        lo, hi = bounds[i], bounds[i + 1]
        if slot == NO_ADAPTER:
            continue
        out[lo:hi] = (x[lo:hi] @ lora_a[slot].t()) @ lora_b[slot].t()
    return out
