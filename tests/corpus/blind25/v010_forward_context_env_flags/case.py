import torch

ENTRY = "v010_forward_context_env_flags.step:decode_step"


def inputs():
    input_ids = torch.tensor([5, 2, 11], dtype=torch.long)
    seq_lens = torch.tensor([4, 7, 1], dtype=torch.long)
    return (input_ids, seq_lens)
