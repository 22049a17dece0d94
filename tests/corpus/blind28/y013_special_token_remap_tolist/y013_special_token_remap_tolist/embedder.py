import torch
import torch.nn as nn

from .special_tokens import DEFAULT_TABLE, SpecialTokenTable


def apply_remap(input_ids: torch.Tensor, table: SpecialTokenTable) -> torch.Tensor:
    flat = input_ids.reshape(-1)
    remapped = table.remap_ids(flat.tolist())
    return torch.tensor(remapped, dtype=input_ids.dtype).view_as(input_ids)


class RemappingEmbedder(nn.Module):
    def __init__(self, vocab_size: int = 100, dim: int = 8, table: SpecialTokenTable = DEFAULT_TABLE):
        super().__init__()
        self.table = table
        self.embed = nn.Embedding(vocab_size, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        ids = apply_remap(input_ids, self.table)
        return self.norm(self.embed(ids))


embedder = torch.compile(RemappingEmbedder(), fullgraph=True)
