import torch


class AttentionBackend:
    name = "base"

    def __init__(self, num_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = head_dim ** -0.5

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, document_ids: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def _to_heads(self, x: torch.Tensor) -> torch.Tensor:
        return x.view(x.shape[0], self.num_heads, self.head_dim).transpose(0, 1)

    def _from_heads(self, x: torch.Tensor) -> torch.Tensor:
        return x.transpose(0, 1).reshape(x.shape[1], self.num_heads * self.head_dim)
