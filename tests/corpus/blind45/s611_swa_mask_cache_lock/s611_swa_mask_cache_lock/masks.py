import torch


def build_sliding_window_mask(q_len: int, kv_len: int, window: int, device, dtype=torch.float32):
    """Additive causal mask that only lets each query see the last `window` keys."""
    q_pos = torch.arange(kv_len - q_len, kv_len, device=device)[:, None]
    k_pos = torch.arange(kv_len, device=device)[None, :]
    visible = (k_pos <= q_pos) & (q_pos - k_pos < window)
    mask = torch.zeros(q_len, kv_len, device=device, dtype=dtype)
    return mask.masked_fill(~visible, torch.finfo(dtype).min)
