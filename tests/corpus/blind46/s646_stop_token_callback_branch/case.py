import torch

ENTRY = "s646_stop_token_callback_branch.postprocess:postprocess_decode"


def inputs():
    logits = torch.randn(4, 8)
    finished = torch.tensor([False, True, False, False])
    output_ids = torch.zeros(4, 6, dtype=torch.long)
    step_idx = torch.tensor([2])
    return (logits, finished, output_ids, step_idx)
