import torch

from .scaling import FP8_E4M3_MAX, build_policy


class FP8KVCache(torch.nn.Module):
    def __init__(self, num_heads: int, head_dim: int, max_len: int, policy: str = "dynamic"):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.register_buffer("k_cache", torch.zeros(max_len, num_heads, head_dim))
        self.register_buffer("v_cache", torch.zeros(max_len, num_heads, head_dim))
        self.k_policy = build_policy(policy)
        self.v_policy = build_policy(policy)

    def _quant_dequant(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        q = (x / scale).clamp(-FP8_E4M3_MAX, FP8_E4M3_MAX)
        return q.round() * scale

    def store(self, k: torch.Tensor, v: torch.Tensor):
        k_scale = self.k_policy.compute_scale(k.abs().amax())
        v_scale = self.v_policy.compute_scale(v.abs().amax())
        k_q = self._quant_dequant(k, k_scale)
        v_q = self._quant_dequant(v, v_scale)
        n = k.shape[0]
        return k_q, v_q, n
