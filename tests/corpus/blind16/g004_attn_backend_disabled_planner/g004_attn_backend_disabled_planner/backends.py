import torch

from .metadata import plan_decode


class AttentionBackend:
    page_size = 1

    def __init__(self, num_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.forward_metadata = None

    def init_forward_metadata(self, seq_lens: torch.Tensor) -> None:
        raise NotImplementedError

    def forward_decode(self, q, k, v, seq_lens):
        self.init_forward_metadata(seq_lens)
        return self._decode(q, k, v)

    def _decode(self, q, k, v):
        q, k, v = (t.view(t.shape[0], self.num_heads, self.head_dim).transpose(0, 1) for t in (q, k, v))
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v)
        return out.transpose(0, 1).reshape(out.shape[1], -1)


class PagedSDPABackend(AttentionBackend):
    page_size = 4

    def init_forward_metadata(self, seq_lens: torch.Tensor) -> None:
        self.forward_metadata = plan_decode(seq_lens, self.page_size)


class NaiveSDPABackend(AttentionBackend):
    def init_forward_metadata(self, seq_lens: torch.Tensor) -> None:
        self.forward_metadata = None


ATTENTION_BACKENDS = {
    "naive": NaiveSDPABackend,
    "paged_sdpa": PagedSDPABackend,
}


def create_attention_backend(name: str, num_heads: int, head_dim: int) -> AttentionBackend:
    try:
        cls = ATTENTION_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}") from None
    return cls(num_heads, head_dim)
