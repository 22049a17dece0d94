import torch

from .stats import GLOBAL_STATS

_POLICIES = {}


def register(name):
    def deco(cls):
        _POLICIES[name] = cls
        return cls
    return deco


class EvictionPolicy:
    name = "base"

    def __init__(self, window: int):
        self.window = window

    def keep_mask(self, q_len: int, kv_len: int, device) -> torch.Tensor:
        raise NotImplementedError

    def __call__(self, q_len, kv_len, device):
        GLOBAL_STATS.start()
        mask = self.keep_mask(q_len, kv_len, device)
        GLOBAL_STATS.stop(self.name)
        return mask


@register("sliding_window")
class SlidingWindowPolicy(EvictionPolicy):
    name = "sliding_window"

    def keep_mask(self, q_len, kv_len, device):
        kv_pos = torch.arange(kv_len, device=device)
        q_pos = torch.arange(kv_len - q_len, kv_len, device=device)
        dist = q_pos[:, None] - kv_pos[None, :]
        return (dist >= 0) & (dist < self.window)


def build_policy(name: str, **kw) -> EvictionPolicy:
    return _POLICIES[name](**kw)
