import torch

ENTRY = "s641_stop_criteria_remaining_guard.decode_step:decode_bookkeeping_step"


def inputs():
    logits = torch.randn(4, 8)
    output_lens = torch.tensor([3, 15, 0, 9], dtype=torch.long)
    finished = torch.tensor([False, False, True, False])
    return (logits, output_lens, finished)
