"""Helpers to drop <s>, </s> and <pad> positions from a packed sequence."""
import torch

BOS_ID = 1
EOS_ID = 2
PAD_ID = 0
SPECIAL_IDS = (PAD_ID, BOS_ID, EOS_ID)


class SpecialTokenFilter:
    def __init__(self, special_ids=SPECIAL_IDS):
        self.special_ids = torch.tensor(special_ids)

    def content_positions(self, input_ids: torch.Tensor) -> torch.Tensor:
        is_special = torch.isin(input_ids, self.special_ids)
        return torch.nonzero(~is_special, as_tuple=False).squeeze(-1)

    def gather_content(self, input_ids: torch.Tensor, hidden: torch.Tensor):
        pos = self.content_positions(input_ids)
        return hidden.index_select(0, pos)
