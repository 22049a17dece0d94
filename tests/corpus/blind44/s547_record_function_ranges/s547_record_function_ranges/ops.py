import torch

from .profiling import profile_range, traced


@traced("rmsnorm")
def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    return weight * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps))


@traced("rotary_emb")
def apply_rotary(x: torch.Tensor, positions: torch.Tensor, base: float = 10000.0) -> torch.Tensor:
    half = x.shape[-1] // 2
    inv_freq = 1.0 / (base ** (torch.arange(0, half, dtype=torch.float32) / half))
    freqs = positions.float()[:, None] * inv_freq[None, :]
    cos, sin = freqs.cos(), freqs.sin()
    x1, x2 = x[..., :half], x[..., half:]
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


def decode_layer(hidden: torch.Tensor, positions: torch.Tensor, w_qkv: torch.Tensor, w_o: torch.Tensor, norm_w: torch.Tensor, layer_id: int):
    with profile_range(f"layer_{layer_id}"):
        normed = rms_norm(hidden, norm_w)
        with profile_range(f"layer_{layer_id}.qkv_proj"):
            q, k, v = (normed @ w_qkv).chunk(3, dim=-1)
        q, k = apply_rotary(q, positions), apply_rotary(k, positions)
        with profile_range(f"layer_{layer_id}.attention"):
            attn = torch.softmax(q @ k.t() / q.shape[-1] ** 0.5, dim=-1) @ v
        return hidden + attn @ w_o
