import torch

from . import envs


def _rope_reference(x: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
    half = x.shape[-1] // 2
    inv = 1.0 / (10000 ** (torch.arange(half, dtype=torch.float32) / half))
    ang = pos[:, None].float() * inv[None, :]
    x1, x2 = x[..., :half], x[..., half:]
    return torch.cat([x1 * ang.cos() - x2 * ang.sin(), x1 * ang.sin() + x2 * ang.cos()], dim=-1)


def apply_rope(x: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
    if envs.USE_FUSED_ROPE:
        # fused kernel is a drop-in; same math
        return _rope_reference(x, pos)
    return _rope_reference(x, pos)


rope = torch.compile(apply_rope, fullgraph=True)
