"""Reference implementations of the prefill attention kernels (torch only)."""
import torch


def _causal_mask(q_len: int, kv_len: int, sliding_window: int, device) -> torch.Tensor:
    q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    k_pos = torch.arange(kv_len, device=device)[None, :]
    mask = k_pos <= q_pos
    if sliding_window > 0:
        mask = mask & (q_pos - k_pos < sliding_window)
    return mask


def context_attention_fwd_v0(q, k, v, o, sm_scale: float, is_causal: bool = True):
    scores = torch.einsum("qhd,khd->hqk", q, k) * sm_scale
    if is_causal:
        mask = _causal_mask(q.shape[0], k.shape[0], -1, q.device)
        scores = scores.masked_fill(~mask, float("-inf"))
    o.copy_(torch.einsum("hqk,khd->qhd", scores.softmax(-1), v))
    return o


def context_attention_fwd(q, k, v, o, sm_scale: float, is_causal: bool = True, sliding_window: int = -1):
    scores = torch.einsum("qhd,khd->hqk", q, k) * sm_scale
    if is_causal:
        mask = _causal_mask(q.shape[0], k.shape[0], sliding_window, q.device)
        scores = scores.masked_fill(~mask, float("-inf"))
    o.copy_(torch.einsum("hqk,khd->qhd", scores.softmax(-1), v))
    return o


PREFILL_KERNELS = {
    "v0": context_attention_fwd_v0,
    "v1": context_attention_fwd,
}
