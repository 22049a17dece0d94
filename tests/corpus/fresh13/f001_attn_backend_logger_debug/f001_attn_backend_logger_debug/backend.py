import torch
import torch.nn.functional as F

from .logging_utils import init_logger

logger = init_logger(__name__)


class SDPABackendImpl:
    def __init__(self, num_heads: int, head_dim: int, scale: float | None = None):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = scale if scale is not None else head_dim**-0.5

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        b, t, _ = x.shape
        return x.view(b, t, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        q = self._split_heads(q)
        k = self._split_heads(k)
        v = self._split_heads(v)
        logger.debug("sdpa q=%s k=%s heads=%d", tuple(q.shape), tuple(k.shape), self.num_heads)
        out = F.scaled_dot_product_attention(q, k, v, scale=self.scale, is_causal=True)
        b, h, t, d = out.shape
        return out.transpose(1, 2).reshape(b, t, h * d)
