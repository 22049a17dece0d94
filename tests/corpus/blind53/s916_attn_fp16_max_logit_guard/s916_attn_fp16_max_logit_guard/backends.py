import torch

from .base import AttentionBackendBase


class TorchNativeAttnBackend(AttentionBackendBase):
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scale
        seq = scores.shape[-1]
        causal = torch.ones(seq, seq, dtype=torch.bool, device=scores.device).tril()
        scores = scores.masked_fill(~causal, torch.finfo(scores.dtype).min)
        probs = self._stable_softmax(scores)
        return self.merge_heads(torch.matmul(probs, v))


class SDPAAttnBackend(AttentionBackendBase):
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        q, k, v = self.split_heads(q), self.split_heads(k), self.split_heads(v)
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)
        return self.merge_heads(out)


ATTENTION_BACKENDS = {
    "torch_native": TorchNativeAttnBackend,
    "sdpa": SDPAAttnBackend,
}


def get_attn_backend(name: str, num_heads: int, head_dim: int) -> AttentionBackendBase:
    return ATTENTION_BACKENDS[name](num_heads, head_dim)
