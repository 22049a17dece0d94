import torch


def _sdpa(q, k, v):
    w = (q @ k.transpose(0, 1)) * q.shape[-1] ** -0.5
    return w.softmax(-1) @ v


def no_prefix_path(q, k_new, v_new, cached_k, cached_v, hit_mask):
    return _sdpa(q, k_new, v_new)


def prefix_path(q, k_new, v_new, cached_k, cached_v, hit_mask):
    m = hit_mask.unsqueeze(-1).to(cached_k.dtype)
    k = torch.cat([cached_k * m, k_new], dim=0)
    v = torch.cat([cached_v * m, v_new], dim=0)
    return _sdpa(q, k, v)


PATHS = {"cold": no_prefix_path, "warm": prefix_path}


def select_path(hit_mask: torch.Tensor, min_hits: int = 1) -> str:
    num_hits = int(hit_mask.sum().item())
    if num_hits < min_hits:
        return "cold"
    return "warm"
