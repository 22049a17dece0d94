import functools

import torch
import torch.nn.functional as F

_REGISTRY: dict[str, type] = {}


def register_backend(name: str):
    def deco(cls):
        cls.name = name
        _REGISTRY[name] = cls
        return cls

    return deco


@functools.lru_cache(maxsize=None)
def get_backend_cls(name: str) -> type:
    return _REGISTRY[name]


class AttentionBackend:
    name = "abstract"
    supports_sliding_window = False

    def __init__(self, scale: float):
        self.scale = scale

    def forward(self, q, k, v, window: int) -> torch.Tensor:
        raise NotImplementedError


@register_backend("sdpa")
class SDPABackend(AttentionBackend):
    def forward(self, q, k, v, window: int) -> torch.Tensor:
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)


@register_backend("eager_windowed")
class EagerWindowedBackend(AttentionBackend):
    supports_sliding_window = True

    def forward(self, q, k, v, window: int) -> torch.Tensor:
        t = q.shape[-2]
        i = torch.arange(t, device=q.device)
        mask = (i[None, :] > i[:, None]) | (i[:, None] - i[None, :] >= window)
        scores = (q @ k.transpose(-1, -2)) * self.scale
        return scores.masked_fill(mask, float("-inf")).softmax(-1) @ v


@register_backend("flash")
class FlashBackend(AttentionBackend):
    supports_sliding_window = True

    def forward(self, q, k, v, window: int) -> torch.Tensor:  # pragma: no cover - GPU only
        from flash_attn import flash_attn_func

        return flash_attn_func(q, k, v, causal=True, window_size=(window, 0))
