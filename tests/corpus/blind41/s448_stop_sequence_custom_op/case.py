import torch

ENTRY = "s448_stop_sequence_custom_op.decode:decode_step"


def inputs():
    logits = torch.randn(4, 32)
    output_ids = torch.randint(3, 32, (4, 6))
    output_ids[1, -2:] = torch.tensor([7, 21])
    finished = torch.tensor([False, False, True, False])
    return (logits, output_ids, finished)
