import torch
import torch.nn as nn


class AddedTokenRegistry(nn.Module):
    """Extra rows for tokens added after pretraining (ids >= base vocab)."""

    def __init__(self, base_vocab: int, num_added: int, dim: int):
        super().__init__()
        self.base_vocab = base_vocab
        self.num_added = num_added
        self.rows = nn.Parameter(torch.zeros(num_added, dim))

    def highest_id(self, input_ids: torch.Tensor) -> int:
        return int(input_ids.max())

    def has_added(self, input_ids: torch.Tensor) -> bool:
        return self.highest_id(input_ids) >= self.base_vocab

    def override(self, input_ids: torch.Tensor, base_out: torch.Tensor) -> torch.Tensor:
        added = input_ids >= self.base_vocab
        idx = (input_ids - self.base_vocab).clamp(min=0, max=self.num_added - 1)
        extra = self.rows[idx]
        return torch.where(added.unsqueeze(-1), extra, base_out)
