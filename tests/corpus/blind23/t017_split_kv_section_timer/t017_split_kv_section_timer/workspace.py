import torch


class SplitKVWorkspace:
    """Scratch buffers for the partial outputs and log-sum-exps of every KV
    split; sized once for the largest batch so the decode step never allocates."""

    def __init__(self, max_batch: int, num_heads: int, head_dim: int, num_splits: int, dtype=torch.float32):
        self.num_splits = num_splits
        self.partial_out = torch.empty(num_splits, max_batch, num_heads, head_dim, dtype=dtype)
        self.partial_lse = torch.empty(num_splits, max_batch, num_heads, dtype=torch.float32)

    def views(self, batch: int) -> tuple[torch.Tensor, torch.Tensor]:
        return self.partial_out[:, :batch], self.partial_lse[:, :batch]
