import torch

ENTRY = "s908_penalty_custom_op.sampler:compiled_sampler"


def inputs():
    logits = torch.randn(2, 32)
    output_ids = torch.randint(0, 32, (2, 6))
    output_lens = torch.tensor([6, 3])
    finished = torch.tensor([False, False])
    return (logits, output_ids, output_lens, finished)
