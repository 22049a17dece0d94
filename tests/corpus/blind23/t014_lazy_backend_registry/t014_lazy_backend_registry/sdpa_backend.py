import torch
import torch.nn.functional as F


class AttentionBackend:
    name = "base"

    @staticmethod
    def expand_kv(k: torch.Tensor, num_heads: int) -> torch.Tensor:
        rep = num_heads // k.shape[1]
        return k if rep == 1 else k.repeat_interleave(rep, dim=1)

    @classmethod
    def forward(cls, q, k, v, causal: bool = True) -> torch.Tensor:
        raise NotImplementedError


class SDPABackend(AttentionBackend):
    name = "sdpa"

    @classmethod
    def forward(cls, q, k, v, causal: bool = True) -> torch.Tensor:
        k = cls.expand_kv(k, q.shape[1])
        v = cls.expand_kv(v, q.shape[1])
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)


class NaiveBackend(AttentionBackend):
    name = "naive"

    @classmethod
    def forward(cls, q, k, v, causal: bool = True) -> torch.Tensor:
        k = cls.expand_kv(k, q.shape[1])
        v = cls.expand_kv(v, q.shape[1])
        scores = q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5
        if causal:
            t = q.shape[-2]
            mask = torch.ones(t, t, dtype=torch.bool, device=q.device).triu(1)
            scores = scores.masked_fill(mask, float("-inf"))
        return scores.softmax(-1) @ v
