import torch
import torch.nn.functional as F


class TorchSDPAImpl:
    def __init__(self, num_heads: int, head_size: int, scale: float, sliding_window=None):
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = scale
        self.sliding_window = sliding_window

    def _mask(self, n: int, device) -> torch.Tensor:
        i = torch.arange(n, device=device)
        mask = i[None, :] <= i[:, None]
        if self.sliding_window is not None:
            mask = mask & (i[:, None] - i[None, :] < self.sliding_window)
        return mask

    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
        n = query.shape[0]
        q = query.view(n, self.num_heads, self.head_size).transpose(0, 1)
        k = key.view(n, self.num_heads, self.head_size).transpose(0, 1)
        v = value.view(n, self.num_heads, self.head_size).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=self._mask(n, query.device), scale=self.scale)
        return out.transpose(0, 1).reshape(n, -1)
