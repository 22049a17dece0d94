import torch

from s176_padded_slot_mask_branch.runners import DecodeGraphRunner

ENTRY = "s176_padded_slot_mask_branch.runners:DecodeGraphRunner.run"

_RUNNER = DecodeGraphRunner(num_slots=16, hidden=8)


def inputs():
    return (_RUNNER, torch.randn(4, 8), torch.tensor([3, 7, -1, -1]))
