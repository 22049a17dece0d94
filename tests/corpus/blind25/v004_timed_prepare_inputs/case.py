import torch

ENTRY = "v004_timed_prepare_inputs.step:decode_step"


def inputs():
    input_ids = torch.tensor([4, 9, 1, 17], dtype=torch.long)
    seq_lens = torch.tensor([5, 2, 8, 3], dtype=torch.long)
    return (input_ids, seq_lens)
